// What a test holds in memory: the heap and the ArrayBuffers (response bodies, Buffers) still
// reachable after a full garbage collection, so a measurement sees what is retained, not garbage
// waiting for the collector. The collector is reached at run time (the test runner does not pass
// --expose-gc).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Bytes of heap and ArrayBuffers reachable now. */
export function retainedBytes(): number {
  gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

export const MB = 1024 * 1024;
