// The full-text indexes' upkeep: on SQLite the cleanup merges the FTS5 segments that writes and
// deletions leave, a bounded step at a time (each step at most `pages` pages, at most `steps` steps
// a run, the next run going on), until nothing is left to merge, and the search finds the same
// rows after it; on PostgreSQL there is nothing to do.
import { beforeAll, describe, expect, it } from 'vitest';
import { runCleanup } from '@/lib/cleanup/cleanup';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { isPostgresUrl } from '@/lib/db/url';
import { listInbox } from '@/lib/enquiries/staff/inbox';
import { mergeSearchIndexes } from './maintenance';

const postgres = isPostgresUrl(env().DATABASE_URL);
/** Fewer than FTS5's crisis merge (16 segments on a level), which would fold them on insert. */
const ENQUIRIES = 12;

/** The index's stored pages (FTS5's own table): each segment has at least one. */
async function pages(): Promise<number> {
  const [row] = await db().$queryRawUnsafe<Array<{ n: number | bigint }>>(
    `SELECT count(*) AS "n" FROM "EnquirySearch_data"`,
  );
  return Number(row!.n);
}

const found = async (q: string) => (await listInbox({ q })).total;

beforeAll(async () => {
  if (postgres) return;
  // No merges on insert, so that each enquiry written in a transaction of its own leaves a segment.
  await db().$executeRawUnsafe(`INSERT INTO "EnquirySearch" ("EnquirySearch", "rank") VALUES ('automerge', 0)`);
  // Each a few pages of words, so that merging them takes several steps of one page.
  for (let i = 0; i < ENQUIRIES; i++)
    await db().enquiry.create({
      data: {
        kind: 'contact',
        fields: JSON.stringify({
          nombre: `Visitante ${i}`,
          mensaje: `Consulta de prueba ${Array.from({ length: 300 }, (_, j) => `w${i}x${j}`).join(' ')}`,
        }),
        email: `v${i}@example.es`,
        clientHash: 'h',
      },
    });
  // Deletions leave tombstones in the segments.
  await db().enquiry.deleteMany({ where: { email: { in: ['v1@example.es', 'v2@example.es'] } } });
});

describe.skipIf(postgres)('on SQLite, the cleanup merges the full-text indexes', () => {
  it('a bounded step at a time, until nothing is left, finding the same rows after', async () => {
    const before = await pages();
    expect(before).toBeGreaterThanOrEqual(ENQUIRIES);
    expect(await found('visitante')).toBe(ENQUIRIES - 2);
    // Two steps of one page each: work is left for the next run.
    expect(await mergeSearchIndexes({ pages: 1, steps: 2 })).toBe(2);
    // The cleanup goes on until a step finds nothing to merge.
    const run = await runCleanup(new Date());
    expect(run.searchMerges).toBeGreaterThan(0);
    expect(await pages()).toBeLessThan(before);
    expect(await mergeSearchIndexes()).toBe(0);
    expect(await found('visitante')).toBe(ENQUIRIES - 2);
    expect(await found('consulta prueba')).toBe(ENQUIRIES - 2);
  });
});

describe.skipIf(!postgres)('on PostgreSQL', () => {
  it('has nothing to merge (GIN indexes take deletions in place, autovacuum folds their pending list)', async () => {
    expect(await mergeSearchIndexes()).toBe(0);
    expect((await runCleanup(new Date())).searchMerges).toBe(0);
  });
});
