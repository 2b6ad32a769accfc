// The plan checker itself: it sees Prisma's statements and raw SQL with their parameters, passes an
// indexed newest-first page, and names a full scan and a sort of a big table, on either database.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { checkQueryPlans, recordQueries } from './query-plans';

beforeAll(async () => {
  await db().auditEntry.createMany({
    data: Array.from({ length: 30 }, (_, i) => ({
      action: i % 2 ? 'hotel.update' : 'user.create',
      changes: `{"n":${i}}`,
      at: new Date(Date.UTC(2026, 0, 1 + i)),
    })),
  });
});

describe('query plans', () => {
  it('records the statements a call sends, with their parameters', async () => {
    const { result, queries } = await recordQueries(() =>
      db().auditEntry.findMany({ where: { action: 'hotel.update' }, take: 3 }),
    );
    expect(result).toHaveLength(3);
    const select = queries.find((q) => /FROM\s+\S*AuditEntry/i.test(q.sql));
    expect(select).toBeDefined();
    expect(select!.params.flat()).toContain('hotel.update');
  });

  it('passes a newest-first page read along its index', async () => {
    const { result, verdict } = await checkQueryPlans(() =>
      db().auditEntry.findMany({ orderBy: [{ at: 'desc' }, { id: 'desc' }], take: 10 }),
    );
    expect(result).toHaveLength(10);
    expect(verdict.plans.length).toBeGreaterThan(0);
    expect(verdict.problems).toEqual([]);
  });

  it('passes a keyset page (rows after a cursor) and a filter on an indexed column', async () => {
    const at = new Date(Date.UTC(2026, 0, 10));
    const { verdict } = await checkQueryPlans(async () => {
      // (at, id) < (cursor): the leading `at <=` is what an index can seek to on both databases.
      await db().auditEntry.findMany({
        where: { at: { lte: at }, OR: [{ at: { lt: at } }, { id: { lt: 5 } }] },
        orderBy: [{ at: 'desc' }, { id: 'desc' }],
        take: 10,
      });
      await db().auditEntry.findMany({ where: { action: 'user.create' }, orderBy: { at: 'desc' }, take: 10 });
    });
    expect(verdict.problems).toEqual([]);
  });

  it('names a full scan of a big table (a filter no index serves)', async () => {
    const { verdict } = await checkQueryPlans(() =>
      db().auditEntry.findMany({ where: { changes: { contains: '"n":1' } }, take: 10 }),
    );
    expect(verdict.problems.join('\n')).toMatch(/(reads|walks) AuditEntry whole/);
  });

  it('names a sort of a big table (an order no index gives)', async () => {
    const { verdict } = await checkQueryPlans(() =>
      db().auditEntry.findMany({ where: { action: 'user.create' }, orderBy: { changes: 'asc' }, take: 10 }),
    );
    expect(verdict.problems.join('\n')).toMatch(/sorts rows of AuditEntry/);
  });

  it('reads raw SQL too, and leaves small tables alone', async () => {
    const { verdict } = await checkQueryPlans(async () => {
      await db().$queryRawUnsafe('SELECT COUNT(*) FROM "News" WHERE "title" <> \'\'');
      await db().$queryRawUnsafe('SELECT "id" FROM "AuditEntry" WHERE "client" = \'x\'');
    });
    expect(verdict.plans).toHaveLength(2);
    expect(verdict.problems).toHaveLength(1);
    expect(verdict.problems[0]).toMatch(/reads AuditEntry whole/);
  });
});

describe.skipIf(!process.env.TEST_POSTGRES_SERVER)('the PostgreSQL test database', () => {
  it('keeps autovacuum off its tables, so no plan test depends on when statistics appear', async () => {
    const rows = await db().$queryRawUnsafe<{ relname: string; reloptions: string[] | null }[]>(
      `SELECT c.relname, c.reloptions FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = current_schema() AND c.relkind = 'r'`,
    );
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.filter((r) => !r.reloptions?.includes('autovacuum_enabled=false')).map((r) => r.relname)).toEqual([]);
  });
});
