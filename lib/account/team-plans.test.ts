// Every query of the hotel's team reads along an index (lib/testing/query-plans.ts), on SQLite and
// (TEST_POSTGRES_SERVER) PostgreSQL: the list with each member's sign-in and second factor, an
// invitation, a change of type and a removal (with the case follower rows they delete), each with
// its lock, its last-billing-contact count and its audit entry. Hotels, users and contacts reach
// thousands at a vendor's size.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { checkQueryPlans } from '@/lib/testing/query-plans';
import { changeColleagueType, inviteColleague, listTeam, removeColleague } from './team';

const BIG = [
  'Hotel',
  'User',
  'HotelContact',
  'Session',
  'Passkey',
  'AuditEntry',
  'OutboxMail',
  'LinkToken',
  'SupportCase',
  'CaseFollower',
];
let hotelId = 0;
let billing = { userId: 0, key: 'k', secondFactor: false };

beforeAll(async () => {
  for (let h = 0; h < 30; h++) {
    const hotel = await db().hotel.create({
      data: { name: `Hotel ${h}`, legalName: `H ${h}`, taxId: `B${20000000 + h}` },
    });
    for (let c = 0; c < 8; c++) {
      const user = await db().user.create({ data: { email: `u${h}-${c}@plan.es`, passwordHash: 'x' } });
      await db().hotelContact.create({
        data: { userId: user.id, hotelId: hotel.id, contactType: c < 2 ? 1 : 2, name: `Persona ${c}` },
      });
    }
  }
  hotelId = (await db().hotel.findFirstOrThrow({ where: { name: 'Hotel 7' } })).id;
  const seat = await db().hotelContact.findFirstOrThrow({ where: { hotelId, contactType: 1 } });
  billing = { userId: seat.userId, key: 'k', secondFactor: false };
});

async function problemsOf(run: () => Promise<unknown>) {
  const { verdict } = await checkQueryPlans(run, { bigTables: BIG });
  expect(verdict.plans.length).toBeGreaterThan(0);
  return verdict.problems;
}

describe('the hotel’s team', () => {
  it('is listed and changed along indexes', async () => {
    expect(await problemsOf(() => listTeam(billing, hotelId))).toEqual([]);
    expect(
      await problemsOf(() =>
        inviteColleague(billing, hotelId, { email: 'nueva@plan.es', nombre: 'Nueva', tipo: '2' }, 'plan'),
      ),
    ).toEqual([]);
    const other = await db().hotelContact.findFirstOrThrow({ where: { hotelId, user: { email: 'nueva@plan.es' } } });
    expect(
      await problemsOf(() => changeColleagueType(billing, hotelId, { contacto: String(other.id), tipo: '1' }, 'plan')),
    ).toEqual([]);
    // Made type 2 again: it stops following the hotel's cases about an invoice.
    expect(
      await problemsOf(() => changeColleagueType(billing, hotelId, { contacto: String(other.id), tipo: '2' }, 'plan')),
    ).toEqual([]);
    expect(await problemsOf(() => removeColleague(billing, hotelId, { contacto: String(other.id) }, 'plan'))).toEqual(
      [],
    );
  });
});
