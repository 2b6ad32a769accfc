// Every list of remote access reads along an index (lib/testing/query-plans.ts), on SQLite and
// (TEST_POSTGRES_SERVER) PostgreSQL: the hotel's grants and sessions (the customer's Soporte tab),
// the back office's grants in force, its recent ones of all hotels or one, page after page, and
// one grant with its sessions. Grants and sessions grow with the years like the audit trail.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { decodeCursor } from '@/lib/http/keyset';
import { checkQueryPlans } from '@/lib/testing/query-plans';
import { remoteAccessView } from './remote-access';
import { activeGrants, grantDetail, recentGrants } from './staff/remote-access';

const BIG = ['RemoteGrant', 'RemoteSession', 'Hotel', 'HotelContact'];
const DAY = 86_400_000;
const NOW = new Date('2026-11-26T10:00:00.000Z');
let hotels: number[] = [];
let userId = 0;

beforeAll(async () => {
  for (let i = 0; i < 30; i++)
    await db().hotel.create({ data: { name: `Hotel ${i}`, legalName: `H ${i}`, taxId: `B${10000000 + i}` } });
  hotels = (await db().hotel.findMany({ select: { id: true } })).map((h) => h.id);
  userId = (await db().user.create({ data: { email: 'c@example.es', passwordHash: 'x' } })).id;
  await db().hotelContact.create({ data: { userId, hotelId: hotels[0]!, contactType: 2, name: 'C' } });
  for (let i = 0; i < 400; i++) {
    const startsAt = new Date(NOW.getTime() - (400 - i) * DAY);
    await db().remoteGrant.create({
      data: {
        hotelId: hotels[i % hotels.length]!,
        grantedById: userId,
        grantedByEmail: 'c@example.es',
        startsAt,
        endsAt: new Date(startsAt.getTime() + ((i % 14) + 1) * DAY),
        createdAt: startsAt,
        revokedAt: i % 9 === 0 ? new Date(startsAt.getTime() + DAY / 2) : null,
        sessions: {
          create: [0, 1].map((k) => ({
            hotelId: hotels[i % hotels.length]!,
            staffId: 1,
            staffEmail: 's@x.es',
            technician: 'T',
            startedAt: new Date(startsAt.getTime() + (k + 1) * 3_600_000),
            endedAt: new Date(startsAt.getTime() + (k + 2) * 3_600_000),
          })),
        },
      },
    });
  }
});

async function problemsOf(run: () => Promise<unknown>) {
  const { verdict } = await checkQueryPlans(run, { bigTables: BIG });
  expect(verdict.plans.length).toBeGreaterThan(0);
  return verdict.problems;
}

describe('remote access lists', () => {
  it('the hotel’s grants and sessions for its contact', async () => {
    const session = { userId, key: 'k', secondFactor: false };
    const view = await remoteAccessView(session, hotels[0], NOW);
    expect(view.anteriores.length + view.activos.length).toBeGreaterThan(0);
    expect(view.sesiones.length).toBeGreaterThan(0);
    expect(await problemsOf(() => remoteAccessView(session, hotels[0], NOW))).toEqual([]);
  });

  it('the grants in force, ending soonest first', async () => {
    const active = await activeGrants(NOW);
    expect(active.length).toBeGreaterThan(0);
    expect(active.every((g) => g.endsAt > NOW && !g.revokedAt)).toBe(true);
    expect(await problemsOf(() => activeGrants(NOW))).toEqual([]);
  });

  it('the recent grants newest first, of all hotels and of one, page after page', async () => {
    for (const filter of [{}, { hotelId: hotels[3]! }]) {
      const first = await recentGrants(filter);
      expect(first.rows).toHaveLength(filter.hotelId ? 14 : 25);
      expect(await problemsOf(() => recentGrants(filter))).toEqual([]);
      if (!first.next) continue;
      const second = await recentGrants(filter, decodeCursor(first.next));
      expect(second.rows[0]!.createdAt < first.rows.at(-1)!.createdAt).toBe(true);
      expect(await problemsOf(() => recentGrants(filter, decodeCursor(first.next)))).toEqual([]);
      expect(await problemsOf(() => recentGrants(filter, decodeCursor(second.prev)))).toEqual([]);
    }
  });

  it('one grant with its sessions', async () => {
    const id = (await db().remoteGrant.findFirstOrThrow({ select: { id: true } })).id;
    expect((await grantDetail(id))?.sessions).toHaveLength(2);
    expect(await problemsOf(() => grantDetail(id))).toEqual([]);
  });
});
