// `npm start`'s supervisor: runs the server process and starts it again when it dies, the way
// Docker's restart policy and systemd's Restart=on-failure do for the image (docs/OPERATIONS.md).
// - Why it died goes to the log as one JSON line, `server.crashed`: exit code, signal, how long it
//   ran, the last fatal line it wrote (V8's "FATAL ERROR: … heap out of memory", an uncaught
//   error) and the last request the server layer reported as running long (server/request-watch.ts).
// - It waits before each start: RESTART_POLICY.firstDelayMs, doubled after each crash that follows
//   closely, up to maxDelayMs; a process that ran stableMs counts as healthy and starts the count again.
// - After maxCrashes crashes within windowMs it stops trying (`server.gave-up`, exit code 1): a
//   process that cannot stay up needs a person, not a loop.
// - A start the server refuses (exit code 78: settings or database, said just before) is not
//   retried, and neither is a clean exit (0). SIGTERM/SIGINT go to the server, which stops
//   cleanly; the supervisor then exits with its code.

/** The server's exit code for a start refused for its settings or database (lib/boot/index.ts). */
export const REFUSED_TO_START = 78;

export const RESTART_POLICY = {
  firstDelayMs: 1_000,
  maxDelayMs: 30_000,
  maxCrashes: 5,
  windowMs: 120_000,
  stableMs: 60_000,
};

// On stderr: V8's fatal errors, an uncaught error's first line, the C library's last words. On
// stdout (JSON lines) only a fatal one: ordinary error lines (a failed send) are no cause of death.
const FATAL = /FATAL ERROR|^\s*(Uncaught )?\w*Error\b|Segmentation fault|Aborted/;
const FATAL_LINE = /"level":"fatal"/;
const RUNNING_LONG = /"event":"(http\.slow-request|server\.heap-high)"/;

/** One JSON line on `out`, in the format of the server's own log (server/log-line.ts). */
function writeLine(out, level, event, msg, extra = {}) {
  out.write(`${JSON.stringify({ level, time: new Date().toISOString(), event, ...extra, msg })}\n`);
}

/** Passes a child's stream on to `out` line by line, calling `seen` with each line. */
function relay(stream, out, seen) {
  let rest = '';
  stream.on('data', (chunk) => {
    out.write(chunk);
    const lines = (rest + chunk.toString('utf8')).split('\n');
    rest = lines.pop() ?? '';
    for (const l of lines) if (l.trim()) seen(l);
  });
  stream.on('end', () => rest.trim() && seen(rest));
}

/**
 * Runs `start()` (which spawns the server with stdout and stderr piped) until it stops for good.
 * Resolves with the exit code the supervisor should end with. `signals` are forwarded.
 * @param {{ start: () => import('node:child_process').ChildProcess, policy?: typeof RESTART_POLICY,
 *   out?: NodeJS.WritableStream, err?: NodeJS.WritableStream, signals?: NodeJS.Signals[] }} options
 * @returns {{ done: Promise<number>, stop: (signal?: NodeJS.Signals) => void }}
 */
export function supervise({
  start,
  policy = RESTART_POLICY,
  out = process.stdout,
  err = process.stderr,
  signals = [],
}) {
  let child = null;
  let stopping = false;
  let timer = null;
  let crashes = [];
  let finish;
  const done = new Promise((resolve) => (finish = resolve));

  const run = () => {
    timer = null;
    const startedAt = Date.now();
    let lastFatal = null;
    let lastStderr = null;
    let lastLong = null;
    child = start();
    writeLine(out, 'info', 'server.started', 'server process started', { pid: child.pid });
    relay(child.stdout, out, (l) => {
      if (FATAL_LINE.test(l)) lastFatal = l;
      if (RUNNING_LONG.test(l)) lastLong = l;
    });
    relay(child.stderr, err, (l) => {
      if (FATAL.test(l)) lastFatal = l;
      lastStderr = l;
    });
    child.on('exit', (code, signal) => {
      child = null;
      if (stopping) return finish(code ?? (signal ? 1 : 0));
      if (code === 0) {
        writeLine(out, 'info', 'server.exited', 'the server process ended by itself with code 0; not restarting');
        return finish(0);
      }
      if (code === REFUSED_TO_START) {
        writeLine(
          out,
          'error',
          'server.refused',
          'the server refused to start (its message is above); not restarting',
          {
            code,
          },
        );
        return finish(code);
      }
      const now = Date.now();
      const uptimeMs = now - startedAt;
      if (uptimeMs >= policy.stableMs) crashes = [];
      crashes = [...crashes.filter((t) => now - t < policy.windowMs), now];
      const why = {
        code,
        signal,
        uptimeMs,
        // The last fatal line, or failing one the last line on stderr.
        lastFatal: (lastFatal ?? lastStderr)?.slice(0, 500) ?? null,
        lastRunningLong: lastLong && lastLong.slice(0, 1000),
      };
      if (crashes.length >= policy.maxCrashes) {
        writeLine(
          out,
          'fatal',
          'server.gave-up',
          `${crashes.length} crashes within ${policy.windowMs / 1000} s: not restarting again`,
          why,
        );
        return finish(1);
      }
      const restartInMs = Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (crashes.length - 1));
      writeLine(out, 'error', 'server.crashed', 'the server process died; starting it again', {
        ...why,
        restartInMs,
        crashesInWindow: crashes.length,
      });
      timer = setTimeout(run, restartInMs);
    });
  };

  const stop = (signal = 'SIGTERM') => {
    if (stopping) return;
    stopping = true;
    if (child) child.kill(signal);
    else {
      clearTimeout(timer);
      finish(0);
    }
  };
  for (const signal of signals) process.on(signal, () => stop(signal));
  run();
  return { done, stop };
}
