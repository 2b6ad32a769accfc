// The store asks V8 for a minor collection every STREAMED_BETWEEN_COLLECTIONS bytes it moves, and
// not before (the measured effect on a 1 GB round trip: docs/PERFORMANCE.md, "Files"). The collector
// is the one the process was given (`gc`, as with --expose-gc), stood in for here.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { STREAMED_BETWEEN_COLLECTIONS, streamed } from './garbage';

const collect = vi.fn();
(globalThis as { gc?: unknown }).gc = collect;
afterAll(() => void delete (globalThis as { gc?: unknown }).gc);

describe('a minor collection per 16 MB moved', () => {
  it('collects once the bytes moved pass the threshold, and not for less', () => {
    streamed(STREAMED_BETWEEN_COLLECTIONS / 4);
    streamed(STREAMED_BETWEEN_COLLECTIONS / 4);
    expect(collect).not.toHaveBeenCalled();
    streamed(STREAMED_BETWEEN_COLLECTIONS / 2);
    expect(collect).toHaveBeenCalledExactlyOnceWith({ type: 'minor' });
    streamed(STREAMED_BETWEEN_COLLECTIONS - 1);
    expect(collect).toHaveBeenCalledTimes(1);
    streamed(1);
    expect(collect).toHaveBeenCalledTimes(2);
  });
});
