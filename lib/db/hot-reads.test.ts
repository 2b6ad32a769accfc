// The plain-SQL reads must answer exactly what the Prisma queries they replace answer (SQLite
// here; the PostgreSQL suite of .ci/run drives them through the account API on PostgreSQL). A
// column renamed or retyped in the schema fails the type check of hot-reads.ts; a change in how
// a value is stored or read fails here.
import { afterAll, describe, expect, it } from 'vitest';
import { invoiceReader } from '@/lib/account/second-factor-requirement';
import { closeDb, db, hotReads } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { INVOICE_COLUMNS, numberedPlaceholders, sqliteDate } from './hot-reads';

afterAll(() => closeDb());

const passwordOnly = (userId: number) => invoiceReader({ userId, secondFactor: false }).sql;

async function seed() {
  const stamp = Math.random().toString(36).slice(2);
  const billing = await db().user.create({ data: { email: `billing-${stamp}@hot.es`, passwordHash: 'x' } });
  const reception = await db().user.create({ data: { email: `reception-${stamp}@hot.es`, passwordHash: 'x' } });
  const hotel = await db().hotel.create({
    data: { name: 'Hotel Caliente', legalName: 'Caliente S.L.', taxId: 'B11111111' },
  });
  const other = await db().hotel.create({
    data: { name: 'Hotel Vecino', legalName: 'Vecino S.L.', taxId: 'B22222222' },
  });
  await db().hotelContact.create({
    data: { userId: billing.id, hotelId: hotel.id, contactType: 1, name: 'Facturación' },
  });
  await db().hotelContact.create({
    data: { userId: reception.id, hotelId: hotel.id, contactType: 2, name: 'Recepción' },
  });
  await db().hotelContact.create({
    data: { userId: billing.id, hotelId: other.id, contactType: 2, name: 'Solo recepción' },
  });
  // Two on the same day (newest id first), one older, one newer, and the neighbour's.
  const invoice = (hotelId: number, n: number, date: string) =>
    db().invoice.create({
      data: {
        hotelId,
        number: `${stamp}-${n}`,
        date,
        dueDate: date,
        type: n % 4,
        description: `Factura ${n}`,
        amountCents: 1000 * n + 7,
      },
    });
  for (const [n, date] of [
    [1, '2026-03-01'],
    [2, '2026-05-10'],
    [3, '2026-05-10'],
    [4, '2026-07-31'],
  ] as const)
    await invoice(hotel.id, n, date);
  await invoice(other.id, 9, '2026-08-01');
  return { billing, reception, hotel, other };
}

describe('hotReads().invoicesFor', () => {
  it('answers what Prisma answers: the hotel’s invoices, newest first, for its billing contact only', async () => {
    const { billing, reception, hotel, other } = await seed();
    const prisma = (userId: number, hotelId: number) =>
      db().invoice.findMany({
        where: { hotelId, hotel: { contacts: { some: { userId, contactType: 1 } } } },
        orderBy: [{ date: 'desc' }, { id: 'desc' }],
      });
    const mine = await hotReads().invoicesFor(hotel.id, billing.id, 1, passwordOnly(billing.id));
    expect(mine.map((r) => r.description)).toEqual(['Factura 4', 'Factura 3', 'Factura 2', 'Factura 1']);
    expect(mine).toEqual(await prisma(billing.id, hotel.id));
    expect(mine[0]).toMatchObject({
      id: expect.any(Number),
      hotelId: hotel.id,
      number: expect.stringMatching(/-4$/),
      date: '2026-07-31',
      dueDate: '2026-07-31',
      type: 0,
      description: 'Factura 4',
      amountCents: 4007,
    });
    // Every column of the model, in its order, and nothing else.
    expect(Object.keys(mine[0]!)).toEqual(INVOICE_COLUMNS);
    expect(Object.keys(mine[0]!)).toEqual(Object.keys((await prisma(billing.id, hotel.id))[0]!));
    // A contact of another type, and a billing contact asking for a hotel where they are not one.
    expect(await hotReads().invoicesFor(hotel.id, reception.id, 1, passwordOnly(reception.id))).toEqual([]);
    expect(await hotReads().invoicesFor(other.id, billing.id, 1, passwordOnly(billing.id))).toEqual([]);
    expect(await prisma(billing.id, other.id)).toEqual([]);
  });
});

describe('hotReads().invoicesFor and the two-factor rule', () => {
  it('answers none to a password-only session of a billing contact whose hotel requires two-factor sign-in, as the Prisma rule says', async () => {
    const { billing, hotel, other } = await seed();
    const viaPrisma = async (secondFactor: boolean) =>
      (await db().hotelContact.count({
        where: {
          userId: billing.id,
          hotelId: hotel.id,
          contactType: 1,
          user: invoiceReader({ userId: billing.id, secondFactor }).where,
        },
      })) > 0;
    const both = async (secondFactor: boolean) => {
      const rows = (
        await hotReads().invoicesFor(hotel.id, billing.id, 1, invoiceReader({ userId: billing.id, secondFactor }).sql)
      ).length;
      expect(rows > 0).toBe(await viaPrisma(secondFactor));
      return rows;
    };
    // The rule is the user's: a requirement of any hotel where they are the billing contact.
    await db().hotel.update({ where: { id: other.id }, data: { requireBillingTwoFactor: true } });
    expect([await both(false), await both(true)]).toEqual([4, 4]);
    await db().hotel.update({ where: { id: hotel.id }, data: { requireBillingTwoFactor: true } });
    expect([await both(false), await both(true)]).toEqual([0, 4]);
    // Owning a second factor does not make a password-only session pass: the session must prove it.
    await db().passkey.create({
      data: { id: `pk-${billing.id}`, userId: billing.id, publicKey: new Uint8Array([1]), name: 'Llave' },
    });
    await db().user.update({ where: { id: billing.id }, data: { totpEnabledAt: new Date() } });
    expect([await both(false), await both(true)]).toEqual([0, 4]);
  });
});

describe('hotReads().rows', () => {
  it('answers the rows Prisma answers for the same Prisma.sql, values bound in order', async () => {
    const { hotel } = await seed();
    const query = Prisma.sql`SELECT SUBSTR("date", 1, 7) AS month, COUNT(*) AS n, SUM("amountCents") AS cents
      FROM "Invoice" WHERE "hotelId" = ${hotel.id} AND "date" >= ${'2026-05-01'} GROUP BY SUBSTR("date", 1, 7) ORDER BY month`;
    // Counts and sums as numbers (one driver answers BigInt, another strings of digits).
    const read = (rows: { month: string; n: unknown; cents: unknown }[]) =>
      rows.map((r) => ({ month: r.month, n: Number(r.n), cents: Number(r.cents) }));
    const plain = read(await hotReads().rows(query));
    expect(plain).toEqual([
      { month: '2026-05', n: 2, cents: 2007 + 3007 },
      { month: '2026-07', n: 1, cents: 4007 },
    ]);
    expect(plain).toEqual(read(await db().$queryRaw(query)));
    // The same text again with other values: the prepared statement is reused, not its values.
    const none = Prisma.sql`SELECT COUNT(*) AS n FROM "Invoice" WHERE "hotelId" = ${-1}`;
    expect((await hotReads().rows<{ n: unknown }>(none)).map((r) => Number(r.n))).toEqual([0]);
  });
});

describe('hotReads().session', () => {
  it('reads the record Prisma wrote, times to the millisecond, and null for an unknown key', async () => {
    const user = await db().user.create({ data: { email: `session-${Date.now()}@hot.es`, passwordHash: 'x' } });
    const key = `k-${Math.random().toString(36).slice(2)}`;
    const lastSeenAt = new Date('2026-11-23T17:19:36.944Z');
    const expiresAt = new Date('2026-11-24T05:19:04.755Z');
    await db().session.create({ data: { id: key, userId: user.id, lastSeenAt, expiresAt } });
    const viaPrisma = async () => {
      const row = await db().session.findUniqueOrThrow({
        where: { id: key },
        select: {
          userId: true,
          lastSeenAt: true,
          expiresAt: true,
          secondFactorAt: true,
          user: { select: { disabledAt: true } },
        },
      });
      return {
        userId: row.userId,
        lastSeenAt: row.lastSeenAt,
        expiresAt: row.expiresAt,
        secondFactorAt: row.secondFactorAt,
        userDisabledAt: row.user.disabledAt,
      };
    };
    expect(await hotReads().session(key)).toEqual(await viaPrisma());
    expect(await hotReads().session(key)).toEqual({
      userId: user.id,
      lastSeenAt,
      expiresAt,
      secondFactorAt: null,
      userDisabledAt: null,
    });
    // The second factor the session proved, and its user turned off, read to the millisecond too.
    const secondFactorAt = new Date('2026-11-23T17:20:01.123Z');
    const disabledAt = new Date('2026-11-23T18:00:00.456Z');
    await db().session.update({ where: { id: key }, data: { secondFactorAt } });
    await db().user.update({ where: { id: user.id }, data: { disabledAt } });
    expect(await hotReads().session(key)).toEqual(await viaPrisma());
    expect(await hotReads().session(key)).toMatchObject({ secondFactorAt, userDisabledAt: disabledAt });
    expect(await hotReads().session(`${key}-no`)).toBeNull();
  });

  it('works as the first query of a fresh client (Prisma connects lazily)', async () => {
    await closeDb();
    expect(await hotReads().session('nobody')).toBeNull();
    expect(await db().user.count()).toBeGreaterThan(0);
  });

  it('sees at once what Prisma writes (its own connection to the same file)', async () => {
    const user = await db().user.create({ data: { email: `seen-${Date.now()}@hot.es`, passwordHash: 'x' } });
    const key = `seen-${Math.random().toString(36).slice(2)}`;
    const expiresAt = new Date(Date.now() + 3_600_000);
    expect(await hotReads().session(key)).toBeNull();
    await db().session.create({ data: { id: key, userId: user.id, lastSeenAt: new Date(), expiresAt } });
    expect((await hotReads().session(key))?.expiresAt).toEqual(expiresAt);
    const later = new Date(Date.now() + 60_000);
    await db().session.updateMany({ where: { id: key }, data: { lastSeenAt: later } });
    expect((await hotReads().session(key))?.lastSeenAt).toEqual(later);
    await db().session.deleteMany({ where: { id: key } });
    expect(await hotReads().session(key)).toBeNull();
  });
});

describe('sqliteDate', () => {
  it('reads each way a DATETIME can be stored', () => {
    const at = Date.UTC(2026, 10, 23, 17, 19, 36, 944);
    expect(sqliteDate('2026-11-23T17:19:36.944+00:00').getTime()).toBe(at);
    expect(sqliteDate('2026-11-23T18:19:36.944+01:00').getTime()).toBe(at);
    expect(sqliteDate('2026-11-23T17:19:36.944Z').getTime()).toBe(at);
    expect(sqliteDate(at).getTime()).toBe(at);
    expect(sqliteDate(BigInt(at)).getTime()).toBe(at);
    // SQLite's CURRENT_TIMESTAMP: UTC without a zone.
    expect(sqliteDate('2026-11-23 17:19:36').getTime()).toBe(Date.UTC(2026, 10, 23, 17, 19, 36));
  });

  it('refuses what is not a date', () => {
    expect(() => sqliteDate('mañana')).toThrow(/unreadable SQLite date/);
    expect(() => sqliteDate(null)).toThrow(/unreadable SQLite date/);
  });
});

describe('numberedPlaceholders', () => {
  it('numbers question marks for PostgreSQL', () => {
    expect(numberedPlaceholders('SELECT 1 WHERE a = ? AND b = ? AND c = ?')).toBe(
      'SELECT 1 WHERE a = $1 AND b = $2 AND c = $3',
    );
  });
});
