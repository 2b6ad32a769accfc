// npm start's supervisor around stand-in server processes: a process killed (SIGKILL) or dead of
// an out-of-memory error is started again after its backoff, with a log line that says why it
// died; a start refused for its settings is not retried; repeated crashes make it give up; a
// SIGTERM stops the server cleanly and the supervisor with it.
import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { until } from '@/server/test-support';
import { REFUSED_TO_START, supervise } from './supervise.mjs';

const FAST = { firstDelayMs: 50, maxDelayMs: 400, maxCrashes: 3, windowMs: 60_000, stableMs: 60_000 };

interface Captured {
  text: string;
  write(chunk: unknown): boolean;
}
const capture = (): Captured => ({
  text: '',
  write(chunk) {
    this.text += String(chunk);
    return true;
  },
});

type Line = { event?: string; [k: string]: unknown };
const events = (c: Captured): Line[] =>
  c.text
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Line);

const stops: Array<() => void> = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

function run(script: string | (() => string), policy = FAST, nodeFlags: string[] = []) {
  const out = capture();
  const err = capture();
  const s = supervise({
    start: () =>
      spawn(process.execPath, [...nodeFlags, '-e', typeof script === 'string' ? script : script()], {
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    policy,
    out: out as unknown as NodeJS.WritableStream,
    err: err as unknown as NodeJS.WritableStream,
  });
  stops.push(() => s.stop('SIGKILL'));
  const started = () => events(out).filter((e) => e.event === 'server.started');
  return { ...s, out, err, started };
}

// Says it is up, then waits for a signal (stops cleanly on SIGTERM, as the server does).
const SERVER = `console.log('UP ' + process.pid); process.on('SIGTERM', () => { console.log('STOPPED'); process.exit(0); }); setInterval(() => {}, 1000);`;

describe("npm start's supervisor", () => {
  it('starts a server killed with SIGKILL again, and logs the signal', async () => {
    const s = run(SERVER);
    await until(() => s.out.text.includes('UP '), 'the first start');
    const first = s.started()[0]!.pid as number;
    process.kill(first, 'SIGKILL');
    await until(() => s.started().length === 2 && s.out.text.split('UP ').length === 3, 'the second start');
    const crash = events(s.out).find((e) => e.event === 'server.crashed')!;
    expect(crash).toMatchObject({ level: 'error', code: null, signal: 'SIGKILL', restartInMs: 50, crashesInWindow: 1 });
    expect(s.started()[1]!.pid).not.toBe(first);
    s.stop('SIGTERM');
    expect(await s.done).toBe(0);
    expect(s.out.text).toContain('STOPPED');
  });

  it('logs the fatal line of an out-of-memory crash and the request that was running long', async () => {
    let n = 0;
    const s = run(
      () =>
        n++ === 0
          ? `console.log(JSON.stringify({ level: 'info', event: 'http.slow-request', method: 'GET', path: '/api/gestion/registro', ms: 1000 }));
             const kept = []; for (;;) kept.push(new Array(1e5).fill(kept.length));`
          : SERVER,
      FAST,
      ['--max-old-space-size=16'],
    );
    await until(() => s.started().length === 2, 'the start after the crash', 20_000);
    const crash = events(s.out).find((e) => e.event === 'server.crashed')!;
    expect(String(crash.lastFatal)).toMatch(/FATAL ERROR: .*heap out of memory/);
    expect(String(crash.lastRunningLong)).toContain('/api/gestion/registro');
    expect(crash.signal ?? crash.code).toBeTruthy();
    // The fatal line also reaches the supervisor's own stderr, as the server wrote it.
    expect(s.err.text).toMatch(/heap out of memory/);
  });

  it('does not retry a start the server refuses for its settings', async () => {
    const s = run(`console.error('[arranque] Falta SESSION_SECRET'); process.exit(${REFUSED_TO_START});`);
    expect(await s.done).toBe(REFUSED_TO_START);
    expect(s.started()).toHaveLength(1);
    expect(events(s.out).at(-1)).toMatchObject({ event: 'server.refused', code: 78 });
  });

  it('gives up after repeated crashes within the window, with growing waits between them', async () => {
    const s = run(`console.error('Error: no arranca'); process.exit(3);`);
    expect(await s.done).toBe(1);
    const crashes = events(s.out).filter((e) => e.event === 'server.crashed');
    expect(crashes.map((e) => e.restartInMs)).toEqual([50, 100]);
    expect(crashes[0]).toMatchObject({ code: 3, lastFatal: 'Error: no arranca' });
    expect(events(s.out).at(-1)).toMatchObject({ event: 'server.gave-up', level: 'fatal', code: 3 });
    expect(s.started()).toHaveLength(3);
  });
});
