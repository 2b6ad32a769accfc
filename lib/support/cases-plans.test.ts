// The hotel's case list and a case's thread read along their indexes (lib/testing/query-plans.ts),
// on SQLite and (TEST_POSTGRES_SERVER) on PostgreSQL: no full scan of a big table and no sort of its
// rows (nor of the cases' state history their response targets need), whatever the filter and however far the page, so a hotel's list costs the same with 5,000
// cases in the table as with 5.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedAccounts } from '@/lib/account/demo-seed';
import { db } from '@/lib/db';
import { BIG_TABLES, checkQueryPlans } from '@/lib/testing/query-plans';
import { getCase, listCases } from './cases';

const bigTables = [...BIG_TABLES, 'SupportCase', 'CaseMessage', 'CaseFollower', 'CaseStateChange', 'CaseAttachment'];
let session: { userId: number; key: string; secondFactor: boolean };
let firstCase = 0;

beforeAll(async () => {
  await seedAccounts();
  const user = await db().user.findUniqueOrThrow({ where: { email: 'facturas@hotelmediterraneo.es' } });
  session = { userId: user.id, key: 'k', secondFactor: false };
  const hotels = await db().hotel.findMany({ select: { id: true } });
  await db().supportCase.createMany({
    data: Array.from({ length: 600 }, (_, i) => ({
      hotelId: hotels[i % hotels.length]!.id,
      category: 'incidencia',
      productArea: 'othello',
      priority: 'media',
      state: ['nueva', 'en_curso', 'esperando_cliente', 'resuelta', 'cerrada'][i % 5]!,
      subject: `Caso ${i}`,
      description: 'd',
      invoiceId: null,
      createdAt: new Date(Date.UTC(2024, 0, 1) + i * 3_600_000),
    })),
  });
  firstCase = (await db().supportCase.findFirstOrThrow({ orderBy: { id: 'asc' } })).id;
  await db().caseMessage.createMany({
    data: Array.from({ length: 300 }, (_, i) => ({ caseId: firstCase + (i % 30), text: `m${i}` })),
  });
  // The history the response targets (`objetivo`) are computed from, read for every page.
  await db().caseStateChange.createMany({
    data: Array.from({ length: 1200 }, (_, i) => ({
      caseId: firstCase + (i % 600),
      from: i < 600 ? 'nueva' : 'en_curso',
      to: i < 600 ? 'en_curso' : 'esperando_cliente',
      at: new Date(Date.UTC(2024, 0, 1) + (i % 600) * 3_600_000 + (i < 600 ? 60_000 : 120_000)),
    })),
  });
});

async function problemsOf(run: () => Promise<unknown>) {
  const { verdict } = await checkQueryPlans(run, { bigTables });
  expect(verdict.plans.length).toBeGreaterThan(0);
  return verdict.problems;
}

describe('the hotel’s case list', () => {
  for (const query of ['', 'estado=en_curso', 'hotel=1', 'hotel=1&estado=resuelta']) {
    it(`reads "${query || 'every hotel of the user'}" along an index, page after page`, async () => {
      const params = new URLSearchParams(query);
      const first = await listCases(session, params);
      expect(first.casos.length).toBeGreaterThan(0);
      expect(await problemsOf(() => listCases(session, params))).toEqual([]);
      expect(first.siguiente).not.toBeNull();
      const next = new URLSearchParams(params);
      next.set('pos', first.siguiente!);
      expect(await problemsOf(() => listCases(session, next))).toEqual([]);
    });
  }

  it('reads one case, its thread and its attachments along their indexes', async () => {
    const own = await db().supportCase.findFirstOrThrow({
      where: { hotelId: 1, id: { lt: firstCase + 30 } },
      select: { id: true },
    });
    expect((await getCase(session, own.id)).mensajes.length).toBeGreaterThan(0);
    expect(await problemsOf(() => getCase(session, own.id))).toEqual([]);
  });
});
