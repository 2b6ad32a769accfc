// The back office's file exports (the audit trail, the enquiries, a hotel's invoices): at most
// EXPORTS_AT_ONCE run at once in one instance, each holding a slot from its start until its body
// has been read to the end, has failed, or the client has gone (the stream cancelled or the
// request aborted). Each export streams with bounded memory, but each also keeps a database
// connection and the event loop busy for as long as the client reads; past the bound the
// answer is 429 in the back office's shape with a sentence saying to try again shortly.
import 'server-only';
import { refusals } from './errors';

/** Exports at once per instance (docs/OPERATIONS.md, "Exports"). */
export const EXPORTS_AT_ONCE = 3;

let running = 0;

/** The exports holding a slot now (tests, the log). */
export function exportsRunning(): number {
  return running;
}

export function tooManyExports() {
  return refusals.tooMany(
    `Ya hay ${EXPORTS_AT_ONCE} exportaciones en curso en el servidor. Espere a que termine alguna y vuelva a intentarlo.`,
  );
}

/**
 * The answer of `start` (an export: a Response whose body is a stream) while a slot is free,
 * else a thrown 429. The slot is given back once, when the body ends, errors or is cancelled, or
 * `signal` (the request's) aborts; at once when `start` fails or answers without a body.
 */
export async function withExportSlot(signal: AbortSignal, start: () => Promise<Response>): Promise<Response> {
  if (running >= EXPORTS_AT_ONCE) throw tooManyExports();
  running++;
  let held = true;
  const release = () => {
    if (held) running--;
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

/** A CSV file to download, never cached on the way. */
export function csvFile(body: ReadableStream<Uint8Array>, fileName: string): Response {
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'private, no-store',
    },
  });
}
