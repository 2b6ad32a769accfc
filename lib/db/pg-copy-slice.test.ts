// A chunk's slice read from PostgreSQL as bytes through a binary COPY: every byte value as stored,
// any offset and length, the end of a chunk, no row → null; an error rejects and leaves the pool
// usable (the memory it saves: docs/PERFORMANCE.md, "Files"). On the fresh
// database TEST_POSTGRES_SERVER gives this file (lib/testing/setup.ts); skipped on SQLite.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { isPostgresUrl } from '@/lib/db/url';
import { postgresFileChunks } from './file-chunks';
import { copySlice } from './pg-copy-slice';

const onPostgres = Boolean(process.env.TEST_POSTGRES_SERVER) && isPostgresUrl(process.env.DATABASE_URL ?? '');
const CHUNK = 1024 * 1024;

describe.skipIf(!onPostgres)('a slice of a bytea as bytes (binary COPY)', () => {
  let pool: pg.Pool;
  let fileId = 0;
  const bytes = Buffer.alloc(CHUNK);
  for (let i = 0; i < CHUNK; i++) bytes[i] = (i * 7 + (i >> 8)) & 0xff;

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
    fileId = (await db().storedFile.create({ data: { name: 'a.zip', chunkBytes: CHUNK, purpose: 'test' } })).id;
    await postgresFileChunks(pool).write(fileId, 0, bytes);
  });

  afterAll(async () => {
    await pool?.end();
  });

  it('reads any slice byte for byte, an empty one past the end, and null for no row', async () => {
    const chunks = postgresFileChunks(pool);
    for (const [from, length] of [
      [0, 256 * 1024],
      [1, 1],
      [12_345, 100_000],
      [CHUNK - 10, 256 * 1024],
    ] as const) {
      const got = await chunks.read(fileId, 0, from, length);
      expect(Buffer.compare(got!, bytes.subarray(from, from + length))).toBe(0);
    }
    expect((await chunks.read(fileId, 0, CHUNK + 5, 10))!.byteLength).toBe(0);
    expect(await chunks.read(fileId, 1, 0, 10)).toBeNull();
    expect(await chunks.read(fileId + 1, 0, 0, 10)).toBeNull();
  });

  it('an error rejects, and the pool goes on serving', async () => {
    await expect(copySlice(pool, 'SELECT 1 / 0', [])).rejects.toMatchObject({ code: '22012' });
    await expect(copySlice(pool, 'SELECT $1', [-1])).rejects.toThrow('not a row number');
    await expect(copySlice(pool, 'SELECT 1, 2', [])).rejects.toThrow('one column expected');
    expect(await copySlice(pool, `SELECT '\\x00ff'::bytea`, [])).toEqual(Buffer.from([0, 0xff]));
  });
});
