// The memory and collection settings have one source, server/runtime-settings.json: npm start
// and the bench read it (scripts/server-env.mjs); the Dockerfile's ENV line and docs/OPERATIONS.md,
// which cannot read it, must say the same.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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
    expect(serverRuntimeEnv({})).toEqual({ ...settings.env, NODE_OPTIONS: nodeOptions });
    const own = serverRuntimeEnv({ NODE_OPTIONS: '--max-old-space-size=512', MALLOC_ARENA_MAX: '4' });
    expect(own.NODE_OPTIONS).toBe('--max-old-space-size=512 --max-semi-space-size=4');
    expect(own.MALLOC_ARENA_MAX).toBe('4');
  });
});
