// A way to make the real server die of an out-of-memory error, for the crash test
// (server/crash-recovery.test.ts: `npm start` must bring it back). It exists only when
// MILLE_CRASH_TEST=1 and APP_ENV is not production (the image sets production; the test sets
// neither by accident), and answers one path of its own before Next.js sees the request.
import type http from 'node:http';

export const OOM_PATH = '/__crash-test/oom';

/** The hook, or null outside a crash test. */
export function crashTestHook(env: NodeJS.ProcessEnv = process.env): ((req: http.IncomingMessage) => boolean) | null {
  if (env.MILLE_CRASH_TEST !== '1' || env.APP_ENV === 'production') return null;
  const kept: string[][] = [];
  return (req) => {
    if ((req.url || '').split('?')[0] !== OOM_PATH) return false;
    // Memory held ~0.7 MB at a time (~13 MB/s), as a runaway request would: the request stays in
    // flight for seconds until V8 reaches its ceiling and aborts, and the heap spends several of the
    // request watch's samples (every 250 ms) between its warning line and the ceiling, so the watch
    // names the request before the end. At 2.6 MB a step that stretch was shorter than one sample
    // on a busy machine, and the warning could be missed.
    const grow = () => {
      kept.push(Array.from({ length: 1 << 14 }, (_, i) => `${i}-${kept.length}-relleno`));
      setTimeout(grow, 50);
    };
    grow();
    return true;
  };
}
