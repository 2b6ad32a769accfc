// A slice of a bytea read from PostgreSQL as bytes, not as hex text. pg reads every field of a
// result row as a JavaScript string (its binary mode garbles bytea: the row parser decodes every
// field as UTF-8), so a 256 KB slice arrived as 512 KB of hex text, then a Buffer decoded from it:
// three times the bytes, the largest of them on V8's heap, for every slice of a download. A 1 GB
// download on PostgreSQL grew RSS by +49–50 MB warm and +69.5 MB cold (docs/PERFORMANCE.md,
// "Files"). `COPY (SELECT …) TO STDOUT (FORMAT binary)` instead sends the row in PostgreSQL's
// binary copy format, which pg hands over as CopyData messages: Buffers, never strings. This reads
// that format straight into one Buffer of the slice's length (a COPY's query takes no parameters:
// the numbers are checked integers, written into the text).
import type { Connection, Pool, PoolClient, Submittable } from 'pg';

/** 11-byte signature, 32-bit flags, 32-bit length of the header extension (PostgreSQL writes none). */
const HEADER_BYTES = 19;
/** The header, then a tuple's 16-bit field count and its one field's 32-bit length. */
const LEAD_BYTES = HEADER_BYTES + 2 + 4;
const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');

/**
 * The binary copy of a one-row, one-column result, read as its CopyData messages arrive: the
 * column's bytes, or null for no row. Its method names are those pg's client calls on the query it
 * runs (a "submittable", pg's documented extension point).
 */
class CopySlice implements Submittable {
  private readonly lead = Buffer.alloc(LEAD_BYTES);
  private leadFilled = 0;
  private out: Buffer | null = null;
  private outFilled = 0;
  private failure: Error | null = null;
  private settled = false;

  constructor(
    private readonly text: string,
    private readonly settle: (error: Error | null, bytes: Buffer | null) => void,
  ) {}

  submit(connection: Connection): void {
    connection.query(this.text);
  }

  handleCopyData(message: { chunk: Buffer }): void {
    // pg's parser may reuse the memory of `chunk` for the next message: copied now.
    const chunk = message.chunk;
    let at = 0;
    if (this.out === null) {
      const take = Math.min(LEAD_BYTES - this.leadFilled, chunk.byteLength);
      chunk.copy(this.lead, this.leadFilled, 0, take);
      this.leadFilled += take;
      at = take;
      if (this.leadFilled < LEAD_BYTES) return;
      if (!this.lead.subarray(0, SIGNATURE.byteLength).equals(SIGNATURE) || this.lead.readUInt32BE(15) !== 0)
        return void (this.failure ??= new Error('unexpected binary COPY header'));
      if (this.lead.readInt16BE(HEADER_BYTES) !== 1) return void (this.failure ??= new Error('one column expected'));
      this.out = Buffer.allocUnsafe(Math.max(0, this.lead.readInt32BE(HEADER_BYTES + 2)));
    }
    const take = Math.min(this.out.byteLength - this.outFilled, chunk.byteLength - at);
    if (take > 0) chunk.copy(this.out, this.outFilled, at, at + take);
    this.outFilled += Math.max(0, take);
    // What follows the field is the trailer (-1): nothing to keep.
  }

  handleError(error: Error): void {
    this.finish(error, null);
  }

  handleReadyForQuery(): void {
    if (this.failure) return this.finish(this.failure, null);
    // No row: the header and the trailer only (a 16-bit -1 where a tuple's field count would be).
    if (this.out === null) return this.finish(null, null);
    if (this.outFilled !== this.out.byteLength) return this.finish(new Error('binary COPY cut short'), null);
    this.finish(null, this.out);
  }

  handleCopyInResponse(connection: Connection & { sendCopyFail(message: string): void }): void {
    connection.sendCopyFail('not a copy in');
  }

  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleCommandComplete(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}

  private finish(error: Error | null, bytes: Buffer | null): void {
    if (this.settled) return;
    this.settled = true;
    this.settle(error, bytes);
  }
}

const integer = (n: number) => {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row number: ${n}`);
  return String(n);
};

/**
 * `SELECT <expression> FROM <from>` as binary: the bytes of its one column of its one row, or null
 * when there is no row. `numbers` replace `$1`, `$2`… in both (non-negative integers only).
 */
export async function copySlice(pool: Pool, select: string, numbers: readonly number[]): Promise<Buffer | null> {
  const text = `COPY (${select.replace(/\$(\d+)/g, (_, i: string) => integer(numbers[Number(i) - 1]!))}) TO STDOUT (FORMAT binary)`;
  const client: PoolClient = await pool.connect();
  let broken: Error | undefined;
  try {
    return await new Promise<Buffer | null>((resolve, reject) => {
      const query = new CopySlice(text, (error, bytes) => (error ? reject(error) : resolve(bytes)));
      client.query(query);
    });
  } catch (error) {
    // A connection that failed mid-answer is not given back to the pool for another query.
    if (!(error as { severity?: string }).severity) broken = error as Error;
    throw error;
  } finally {
    client.release(broken);
  }
}
