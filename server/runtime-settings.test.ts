// The memory and collection settings have one source, server/runtime-settings.json: npm start
// and the bench read it (scripts/server-env.mjs); the Dockerfile's ENV line and docs/OPERATIONS.md,
// which cannot read it, must say the same.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mallocInUse } from './heap';
import settings from './runtime-settings.json';

const root = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const nodeOptions = Object.entries(settings.nodeOptions)
  .map(([flag, value]) => `${flag}=${value}`)
  .join(' ');
const assignments = [
  `NODE_OPTIONS="${nodeOptions}"`,
  ...Object.entries(settings.env).map(([name, value]) => `${name}=${value}`),
];

describe('the server runtime settings', () => {
  it('the Dockerfile sets exactly them', () => {
    const line = read('Dockerfile')
      .split('\n')
      .find((l) => l.startsWith('ENV NODE_OPTIONS='));
    expect(line).toBe(`ENV ${assignments.join(' ')}`);
  });

  it('docs/OPERATIONS.md names each of them', () => {
    const operations = read('docs/OPERATIONS.md');
    for (const a of assignments) expect(operations).toContain(`\`${a}\``);
  });

  it('npm start applies them, and a value already set wins', async () => {
    const { serverRuntimeEnv } = await import('../scripts/server-env.mjs');
    expect(serverRuntimeEnv({}, null)).toEqual({ ...settings.env, NODE_OPTIONS: nodeOptions });
    const own = serverRuntimeEnv({ NODE_OPTIONS: '--max-old-space-size=512', MALLOC_ARENA_MAX: '4' }, null);
    expect(own.NODE_OPTIONS).toBe('--max-old-space-size=512 --max-semi-space-size=4');
    expect(own.MALLOC_ARENA_MAX).toBe('4');
  });

  it('preloads jemalloc where the machine has it, unless LD_PRELOAD is already set', async () => {
    const { serverRuntimeEnv, jemallocLibrary, JEMALLOC_PATHS } = await import('../scripts/server-env.mjs');
    const library = '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2';
    expect(serverRuntimeEnv({}, library).LD_PRELOAD).toBe(library);
    expect(serverRuntimeEnv({}, null)).not.toHaveProperty('LD_PRELOAD');
    // An operator's own preload, or an empty one to run on glibc, stays.
    expect(serverRuntimeEnv({ LD_PRELOAD: '' }, library).LD_PRELOAD).toBe('');
    expect(serverRuntimeEnv({ LD_PRELOAD: '/opt/other.so' }, library).LD_PRELOAD).toBe('/opt/other.so');
    // The first place that has it, the image's link before the distribution's.
    expect(jemallocLibrary((file: string) => file === JEMALLOC_PATHS[1])).toBe(JEMALLOC_PATHS[1]);
    expect(jemallocLibrary(() => true)).toBe('/usr/local/lib/libjemalloc.so.2');
    expect(jemallocLibrary(() => false)).toBeNull();
  });

  it('the image installs jemalloc where the settings look for it first, and preloads it', async () => {
    const { JEMALLOC_PATHS } = await import('../scripts/server-env.mjs');
    const dockerfile = read('Dockerfile');
    const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));
    expect(runtime).toMatch(/apt-get install -y --no-install-recommends libjemalloc2/);
    expect(runtime).toContain(`ln -s "$(ls /usr/lib/*-linux-gnu/libjemalloc.so.2)" ${JEMALLOC_PATHS[0]}`);
    expect(runtime).toContain(`ENV LD_PRELOAD=${JEMALLOC_PATHS[0]}`);
  });

  it('a process started with these settings runs on jemalloc when the machine has it, else on glibc', async () => {
    const { serverRuntimeEnv, jemallocLibrary } = await import('../scripts/server-env.mjs');
    const report = `process.stdout.write(/libjemalloc/.test(require('fs').readFileSync('/proc/self/maps', 'utf8')) ? 'jemalloc' : 'glibc')`;
    const run = (env: Record<string, string | undefined>) =>
      execFileSync(process.execPath, ['-e', report], { env: env as NodeJS.ProcessEnv, encoding: 'utf8' });
    const base = { PATH: process.env.PATH };
    expect(run(serverRuntimeEnv(base))).toBe(jemallocLibrary() ? 'jemalloc' : 'glibc');
    expect(run(serverRuntimeEnv({ ...base, LD_PRELOAD: '' }))).toBe('glibc');
  });

  it('the start-up line names the malloc from the process maps', () => {
    expect(mallocInUse(() => '7f00-7f10 r-xp 0 08:01 42 /usr/lib/x86_64-linux-gnu/libjemalloc.so.2\n')).toBe(
      'jemalloc',
    );
    expect(mallocInUse(() => '7f00-7f10 r-xp 0 08:01 42 /usr/lib/x86_64-linux-gnu/libc.so.6\n')).toBe('glibc');
    expect(
      mallocInUse(() => {
        throw new Error('ENOENT');
      }),
    ).toBe('the system one');
  });
});
