// The newest id of a growing table is one lookup in its primary key, on both engines (CI runs
// this on each). Prisma's `aggregate({ _max: { id } })` read every id: its MAX over a subquery
// showed on SQLite as a `SCAN … USING COVERING INDEX` of the whole table.
import { afterAll, expect, it } from 'vitest';
import { closeDb, db } from '@/lib/db';
import { env } from '@/lib/env';
import { checkQueryPlans } from '@/lib/testing/query-plans';
import { idBounds, newestId } from './newest-id';
import { isPostgresUrl } from './url';

afterAll(() => closeDb());

it('reads the newest id from the primary key, not by reading every id', async () => {
  await db().auditEntry.createMany({
    data: Array.from({ length: 30 }, (_, i) => ({ action: 'hotel.updated', objectType: 'hotel', objectId: String(i) })),
  });
  const last = await db().auditEntry.findFirst({ orderBy: { id: 'desc' }, select: { id: true } });
  const { result, verdict } = await checkQueryPlans(() => newestId('AuditEntry'));
  expect(result).toBe(last?.id);
  expect(verdict.problems).toEqual([]);
  const statements = verdict.plans.filter((p) => p.sql.includes('AuditEntry'));
  expect(statements).toHaveLength(1);
  // Neither a subquery nor, on SQLite, any walk of the table: MAX taken at the end of the index.
  expect(statements[0]!.sql).not.toMatch(/FROM\s*\(/i);
  if (!isPostgresUrl(env().DATABASE_URL)) expect(statements[0]!.plan.join('\n')).not.toMatch(/SCAN/);
});

it('answers 0 for an empty table', async () => {
  await db().outboxMail.deleteMany({});
  expect(await newestId('OutboxMail')).toBe(0);
});

it('reads the oldest and newest ids each from one end of the primary key', async () => {
  await db().auditEntry.createMany({
    data: Array.from({ length: 5 }, (_, i) => ({ action: 'hotel.updated', objectType: 'hotel', objectId: String(i) })),
  });
  const [first, last] = await Promise.all(
    (['asc', 'desc'] as const).map((order) =>
      db().auditEntry.findFirst({ orderBy: { id: order }, select: { id: true } }),
    ),
  );
  const { result, verdict } = await checkQueryPlans(() => idBounds('AuditEntry'));
  expect(result).toEqual({ oldest: first?.id, newest: last?.id });
  expect(verdict.problems).toEqual([]);
  if (!isPostgresUrl(env().DATABASE_URL)) {
    const plan = verdict.plans.find((p) => p.sql.includes('AuditEntry'))!.plan.join('\n');
    // Each subquery one SEARCH at an end of the rowid (the outer row is SQLite's constant row).
    expect(plan).not.toMatch(/SCAN AuditEntry/);
    expect(plan.match(/SEARCH AuditEntry/g)).toHaveLength(2);
  }
  await db().outboxMail.deleteMany({});
  expect(await idBounds('OutboxMail')).toEqual({ oldest: 0, newest: 0 });
});
