// The back office's file exports (the audit trail, the enquiries, a hotel's invoices, the consents):
// at most EXPORTS_AT_ONCE stream at once in one instance, each holding a slot from its start until
// its body has been read to the end, has failed, or the client has gone (the stream cancelled or
// the request aborted). Each export streams with bounded memory, but each also keeps a database
// connection and the event loop busy for as long as the client reads, so more at once would only
// make each slower. The next EXPORTS_WAITING wait their turn, first come first served (the answer's
// headers come when it starts); a waiter whose request is aborted leaves the queue. Past both the
// answer is 429 in the back office's shape with a sentence saying to try again shortly.
import 'server-only';
import { refusals } from './errors';

/** Exports streaming at once per instance (docs/OPERATIONS.md, "Exports"). */
export const EXPORTS_AT_ONCE = 3;
/** Exports waiting for a slot, in their order of arrival, before a 429 (docs/OPERATIONS.md, "Exports"). */
export const EXPORTS_WAITING = 12;

let running = 0;
/** The waiters' hand-overs, oldest first: each is called with the slot already counted as its own. */
const waiting: (() => void)[] = [];

/** The exports holding a slot now (tests, the log). */
export function exportsRunning(): number {
  return running;
}

/** The exports waiting for a slot now (tests). */
export function exportsWaiting(): number {
  return waiting.length;
}

export function tooManyExports() {
  return refusals.tooMany(
    `Ya hay ${EXPORTS_AT_ONCE + EXPORTS_WAITING} exportaciones en curso o en espera en el servidor. Espera a que termine alguna y vuelve a intentarlo.`,
  );
}

/** Gives a slot back: straight to the oldest waiter if any. */
function freeSlot(): void {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

/** A slot of this request's own, at once or in its turn; a 429 past the queue, a refusal when the client leaves while waiting. */
async function takeSlot(signal: AbortSignal): Promise<void> {
  if (signal.aborted) throw refusals.clientAborted();
  if (running < EXPORTS_AT_ONCE && waiting.length === 0) {
    running++;
    return;
  }
  if (waiting.length >= EXPORTS_WAITING) throw tooManyExports();
  await new Promise<void>((resolve, reject) => {
    const handOver = () => {
      signal.removeEventListener('abort', leave);
      resolve();
    };
    const leave = () => {
      const at = waiting.indexOf(handOver);
      if (at >= 0) waiting.splice(at, 1);
      reject(refusals.clientAborted());
    };
    waiting.push(handOver);
    signal.addEventListener('abort', leave, { once: true });
  });
}

/**
 * The answer of `start` (an export: a Response whose body is a stream) once a slot is free (at
 * once, or after waiting in the queue), else a thrown 429. The slot is given back once, when the body ends, errors or is cancelled, or
 * `signal` (the request's) aborts; at once when `start` fails or answers without a body.
 */
export async function withExportSlot(signal: AbortSignal, start: () => Promise<Response>): Promise<Response> {
  await takeSlot(signal);
  let held = true;
  const release = () => {
    if (held) freeSlot();
    held = false;
  };
  let answer: Response;
  try {
    answer = await start();
  } catch (error) {
    release();
    throw error;
  }
  if (!answer.body) {
    release();
    return answer;
  }
  const reader = answer.body.getReader();
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await reader.read();
          if (next.done) {
            release();
            controller.close();
          } else controller.enqueue(next.value);
        } catch (error) {
          release();
          throw error;
        }
      },
      async cancel(reason) {
        release();
        await reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
  const abandon = () => {
    release();
    reader.cancel().catch(() => undefined);
  };
  if (signal.aborted) abandon();
  else signal.addEventListener('abort', abandon, { once: true });
  return new Response(body, { status: answer.status, headers: answer.headers });
}

/** The Cache-Control of every streamed download (exports, a customer's CSV and ZIP): see csvFile. */
export const DOWNLOAD_CACHE_CONTROL = 'private, no-store, no-transform';

/**
 * A CSV file to download, never cached on the way, and sent as written: `no-transform` keeps
 * Next.js's gzip (the `compression` middleware, which honours it) off the export. That gzip runs
 * in libuv's pool on the server's own core, beside the event loop: with three audit-trail exports
 * streaming (108 MB each) a chunk's compression kept `/index` waiting 172 ms at once, and without
 * it the longest wait fell from 266–376 ms to 166 ms, and from 89–144 to 66 ms during the
 * enquiries' (docs/PERFORMANCE.md, "Exports on SQLite: shorter batches"). A proxy in front may
 * still compress it, on its own CPU.
 */
export function csvFile(body: ReadableStream<Uint8Array>, fileName: string): Response {
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': DOWNLOAD_CACHE_CONTROL,
    },
  });
}
