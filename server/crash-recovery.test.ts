// `npm start` on the real build (`npm run test:e2e` runs this right after building; without a build
// it skips): the server process killed with SIGKILL, and then dead of an out-of-memory error, is
// started again by the supervisor and answers /api/health within seconds; the log says why it died
// and which request was running.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { until } from './test-support';

const root = path.resolve(__dirname, '..');
const built = existsSync(path.join(root, '.next', 'standalone', 'server.js'));

const BACK_WITHIN_MS = 30_000;

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

type Line = { event?: string; [k: string]: unknown };

describe.skipIf(!built)('npm start brings the server back', () => {
  let supervisor: ChildProcess | undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mille-crash-'));
  afterAll(async () => {
    if (supervisor && supervisor.exitCode === null) {
      const exited = new Promise((resolve) => supervisor!.once('exit', resolve));
      supervisor.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('after a SIGKILL and after an out-of-memory crash, /api/health answers again within seconds', async () => {
    const port = await freePort();
    supervisor = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
      cwd: root,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, APP_ENV: 'demo', MILLE_CRASH_TEST: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    supervisor.stdout!.on('data', (c: Buffer) => (out += c.toString()));
    supervisor.stderr!.on('data', (c: Buffer) => (err += c.toString()));
    const lines = (): Line[] =>
      out
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as Line);
    const starts = () => lines().filter((l) => l.event === 'server.started');
    const healthy = () =>
      fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
    const backUp = async (what: string) => {
      const from = Date.now();
      await until(healthy, what, BACK_WITHIN_MS + 5_000);
      return Date.now() - from;
    };

    await until(healthy, 'the first start', 90_000);
    expect(starts()).toHaveLength(1);

    process.kill(starts()[0]!.pid as number, 'SIGKILL');
    await until(() => starts().length === 2, 'the start after SIGKILL', 10_000);
    expect(await backUp('health after SIGKILL')).toBeLessThan(BACK_WITHIN_MS);
    expect(lines().find((l) => l.event === 'server.crashed')).toMatchObject({ signal: 'SIGKILL', restartInMs: 1000 });

    fetch(`http://127.0.0.1:${port}/__crash-test/oom`).catch(() => undefined);
    await until(() => starts().length === 3, 'the start after the out-of-memory crash', 60_000);
    expect(await backUp('health after the out-of-memory crash')).toBeLessThan(BACK_WITHIN_MS);
    const oom = lines().filter((l) => l.event === 'server.crashed')[1]!;
    expect(String(oom.lastFatal)).toMatch(/heap out of memory/);
    // The request that was running is in the log: its slow-request line, named in the crash line too.
    expect(String(oom.lastRunningLong)).toContain('/__crash-test/oom');
    expect(lines()).toContainEqual(expect.objectContaining({ event: 'http.slow-request', path: '/__crash-test/oom' }));
    expect(err).toMatch(/FATAL ERROR/);
  }, 240_000);
});
