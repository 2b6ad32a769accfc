// The bytes of stored files (lib/files/) read and written as plain SQL beside Prisma, a chunk row
// at a time. Why: Prisma carries a Bytes value through its query engine as base64 text and copies
// it on the way in and out, so each 1 MB chunk left several megabytes of garbage; measured on a
// 10 MB on SQLite (four rounds each, RSS growth): writing 10 chunks +2–44 MB and reading them
// +12–43 MB through Prisma, +0–21 MB and +6–14 MB through the driver. Reads take a slice of a chunk
// (lib/files/serve.ts); on PostgreSQL as a binary COPY, since pg hands a row's bytea over as hex
// text (pg-copy-slice.ts, docs/PERFORMANCE.md "Files"). The file rows themselves, and the deletion
// of chunks (lib/files/removal.ts), stay with Prisma.
//
// The connections are ours as hot-reads.ts's are: on SQLite a better-sqlite3 connection of its own
// to the same file (WAL; busy_timeout waits for the other connection's write), on PostgreSQL the
// `pg` pool Prisma's adapter also uses. The table and column names are checked against Prisma's
// generated model (a renamed column fails the type check here).
import 'server-only';
import Database from 'better-sqlite3';
import type { Pool } from 'pg';
import { Prisma } from '@/lib/generated/prisma/client';
import { copySlice } from './pg-copy-slice';

export interface FileChunks {
  /**
   * `length` bytes of a chunk from byte `from` (fewer at its end), or null when there is no such
   * chunk (the file was deleted meanwhile).
   */
  read(fileId: number, position: number, from: number, length: number): Promise<Uint8Array | null>;
  /** Inserts one chunk (its own statement: a short transaction). */
  write(fileId: number, position: number, bytes: Uint8Array): Promise<void>;
  /**
   * Bytes of Buffers the driver leaves behind for each byte a read returns, for the store's
   * collections (lib/files/garbage.ts): better-sqlite3 hands over one Buffer (1); pg receives a
   * 256 KB slice as four 64 KB socket reads that its protocol parser merges into buffers of 128,
   * 256 and 512 KB before the slice is copied out (about 5).
   */
  readonly readCost: number;
  close(): Promise<void>;
}

const C = Prisma.FileChunkScalarFieldEnum;
const TABLE = '"FileChunk"';
// A slice (SQL counts from 1): a read holds a slice, not the whole chunk, on its way through the driver.
const READ = `SELECT substr("${C.bytes}", ?, ?) AS bytes FROM ${TABLE} WHERE "${C.fileId}" = ? AND "${C.position}" = ?`;
const PG_READ = `SELECT substring("${C.bytes}" from $1 for $2) FROM ${TABLE} WHERE "${C.fileId}" = $3 AND "${C.position}" = $4`;
const WRITE = `INSERT INTO ${TABLE} ("${C.fileId}", "${C.position}", "${C.bytes}") VALUES (?, ?, ?)`;
const numbered = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

/** A Buffer over the same memory (the drivers take Buffers; no copy). */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** `connect` opens a connection set up as the service's (lib/db/index.ts). */
export function sqliteFileChunks(file: string, connect: (file: string) => Database.Database): FileChunks {
  let open: { database: Database.Database; read: Database.Statement; write: Database.Statement } | null = null;
  const statements = () => {
    if (!open) {
      const database = connect(file);
      open = { database, read: database.prepare(READ), write: database.prepare(WRITE) };
    }
    return open;
  };
  return {
    async read(fileId, position, from, length) {
      const row = statements().read.get(from + 1, length, fileId, position) as { bytes: Buffer } | undefined;
      return row ? row.bytes : null;
    },
    async write(fileId, position, bytes) {
      statements().write.run(fileId, position, asBuffer(bytes));
    },
    readCost: 1,
    async close() {
      open?.database.close();
      open = null;
    },
  };
}

/** On the pool Prisma's PostgreSQL adapter uses (closing it stays with its owner). */
export function postgresFileChunks(pool: Pool): FileChunks {
  const write = numbered(WRITE);
  return {
    async read(fileId, position, from, length) {
      // As bytes through a binary COPY, not as pg's hex text of a row (pg-copy-slice.ts).
      return copySlice(pool, PG_READ, [from + 1, length, fileId, position]);
    },
    async write(fileId, position, bytes) {
      await pool.query(write, [fileId, position, asBuffer(bytes)]);
    },
    readCost: 5,
    async close() {},
  };
}
