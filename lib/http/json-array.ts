// A long JSON array (an API answer of thousands of items) written an item at a time, as a stream
// of pieces of ~32 kB of bytes made as the client reads. JSON.stringify of the whole array builds
// one string of the whole answer beside every item's object, all alive until the last item is
// written: for the contract's invoice list of a hotel of 3,000 invoices (415 kB) that outlived the
// young generation's collections by the megabyte per answer and brought a full collection every
// ~50 answers (docs/PERFORMANCE.md, "The contract's invoice list a row at a time"). Here each
// item's object and text die as soon as they are written; and the bytes are made a piece at a
// time as the client reads, not all at once: bytes live outside V8's heap, where garbage does not
// bring a collection, so an answer's 415 kB made at once waited longer to be freed and added to the
// peak RSS what it took from the heap.

/** Text gathered before it becomes bytes: well under V8's large-object size (128 kB). */
const PIECE_CHARS = 32 * 1024;

/** The bytes of `JSON.stringify(items.map(item))`, the same text exactly, a piece per read. */
export function jsonArrayStream<T>(
  items: readonly T[],
  item: (value: T, index: number) => unknown,
): ReadableStream<Uint8Array> {
  let next = 0;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        let text = next === 0 ? '[' : '';
        while (next < items.length && text.length < PIECE_CHARS) {
          text += `${next === 0 ? '' : ','}${JSON.stringify(item(items[next]!, next)) ?? 'null'}`;
          next++;
        }
        if (next === items.length) {
          controller.enqueue(Buffer.from(`${text}]`));
          controller.close();
        } else controller.enqueue(Buffer.from(text));
      },
    },
    { highWaterMark: 0 },
  );
}
