// A ZIP written while it is sent: each file is compressed and handed to the stream only when the
// client has taken what came before (pull), so memory holds about one file whatever the count,
// and the first bytes leave as soon as the first file is ready. fflate's Zip does the format.
import { Zip, ZipDeflate } from 'fflate';

export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
  /** Shown as the file's date in the archive */
  modified?: Date;
}

export function zipStream(entries: AsyncIterable<ZipEntry>): ReadableStream<Uint8Array> {
  const iterator = entries[Symbol.asyncIterator]();
  let pending: Uint8Array[] = [];
  let done = false;
  let failure: Error | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else {
      pending.push(chunk);
      if (final) done = true;
    }
  });
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          // ZipDeflate works synchronously: after push() the file's bytes are in `pending`.
          while (pending.length === 0 && !done && !failure) {
            const next = await iterator.next();
            if (next.done) {
              zip.end();
              break;
            }
            const file = new ZipDeflate(next.value.name, { level: 6 });
            if (next.value.modified && next.value.modified.getUTCFullYear() >= 1980) file.mtime = next.value.modified;
            zip.add(file);
            file.push(next.value.bytes, true);
          }
        } catch (error) {
          failure = error instanceof Error ? error : new Error(String(error));
        }
        if (failure) {
          zip.terminate();
          controller.error(failure);
          return;
        }
        for (const chunk of pending) controller.enqueue(chunk);
        pending = [];
        if (done) controller.close();
      },
      async cancel() {
        zip.terminate();
        await iterator.return?.();
      },
    },
    // Nothing is read ahead of the client: one file at a time.
    { highWaterMark: 0 },
  );
}
