// A file moving through the process leaves a trail of Buffers: the slices the drivers read, the
// pieces a request's body arrives in. V8 counts them as external memory and frees them when the
// young generation fills (rarely here: the objects that hold them are small) or when external
// memory has grown ~64 MB since the last full collection. A 1 GB download or upload therefore held
// 60–90 MB of pieces already sent or written (docs/PERFORMANCE.md, "Files": a 1 GB round trip).
// So for every STREAMED_BETWEEN_COLLECTIONS bytes of such Buffers a process leaves behind (a file's
// bytes times what its driver allocates to read them: lib/db/file-chunks.ts, `readCost`), it asks V8
// for a minor collection (a scavenge of the 4 MB young generation: well under a millisecond),
// which frees the pieces already dealt with. V8 hands out its collector only when asked for at
// start (--expose-gc) or, as here, through the flag set at run time and read in a new context,
// the way test runners that look for leaks do; where that fails nothing is asked and nothing
// breaks.
import 'server-only';
import v8 from 'node:v8';
import vm from 'node:vm';

/** Bytes of Buffers left behind (reading or writing, all files together) between two minor collections. */
export const STREAMED_BETWEEN_COLLECTIONS = 16 * 1024 * 1024;

type Collector = (options: { type: 'minor' }) => void;
let collector: Collector | null | undefined;

function collectorOf(): Collector | null {
  if (collector === undefined) {
    try {
      const given = (globalThis as { gc?: Collector }).gc;
      if (given) collector = given;
      else {
        v8.setFlagsFromString('--expose-gc');
        collector = vm.runInNewContext('gc') as Collector;
      }
    } catch {
      collector = null;
    }
  }
  return collector;
}

let moved = 0;

/** Counts `bytes` of Buffers left behind by the store; past the threshold, a minor collection. */
export function streamed(bytes: number): void {
  moved += bytes;
  if (moved < STREAMED_BETWEEN_COLLECTIONS) return;
  moved = 0;
  collectorOf()?.({ type: 'minor' });
}
