// A long JSON array (an API answer of thousands of items) written an item at a time into bytes.
// JSON.stringify of the whole array builds one string of the whole answer beside every item's
// object, all alive until the last item is written: for the contract's invoice list of a hotel of
// 3,000 invoices (415 kB) that outlived the young generation's collections by the megabyte per
// answer and brought a full collection every ~50 answers (docs/PERFORMANCE.md, "The contract's
// invoice list a row at a time"). Here each item's object and text die as soon as they are
// written, and the text is handed over in pieces of ~32 kB to bytes outside V8's heap.

/** Text gathered before it becomes bytes: well under V8's large-object size (128 kB). */
const PIECE_CHARS = 32 * 1024;

/** The bytes of `JSON.stringify(items.map(item))`, the same text exactly. */
export function jsonArrayBytes<T>(
  items: readonly T[],
  item: (value: T, index: number) => unknown,
): Uint8Array<ArrayBuffer> {
  const pieces: Buffer[] = [];
  let text = '[';
  for (let i = 0; i < items.length; i++) {
    text += `${i === 0 ? '' : ','}${JSON.stringify(item(items[i]!, i)) ?? 'null'}`;
    if (text.length >= PIECE_CHARS) {
      pieces.push(Buffer.from(text));
      text = '';
    }
  }
  pieces.push(Buffer.from(`${text}]`));
  const bytes = new Uint8Array(pieces.reduce((n, piece) => n + piece.length, 0));
  let at = 0;
  for (const piece of pieces) {
    bytes.set(piece, at);
    at += piece.length;
  }
  return bytes;
}
