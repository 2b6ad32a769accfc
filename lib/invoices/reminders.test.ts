// Reminders of overdue invoices at the outbox: to the billing contacts who keep invoice mail on,
// at most one a week per hotel (also when two instances run at once), none once everything is paid.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedAccounts } from '@/lib/account/demo-seed';
import { db } from '@/lib/db';
import { isPostgresUrl } from '@/lib/db/url';
import { env } from '@/lib/env';
import { setMailPreferences } from '@/lib/mail/preferences';
import { checkQueryPlans } from '@/lib/testing/query-plans';
import { REMINDER_HOTELS_PER_RUN, sendInvoiceReminders } from './reminders';

const DAY = 86_400_000;
let hotelId = 0;
let quietHotel = 0;
const reminders = () => db().outboxMail.findMany({ where: { kind: 'invoice-reminder' }, orderBy: { id: 'asc' } });

beforeAll(async () => {
  await seedAccounts();
  const billing = await db().user.findUniqueOrThrow({ where: { email: 'facturas@hotelmediterraneo.es' } });
  const second = await db().user.findUniqueOrThrow({ where: { email: 'nuevo@hotelmediterraneo.es' } });
  const reception = await db().user.findUniqueOrThrow({ where: { email: 'recepcion@hotelmediterraneo.es' } });
  hotelId = (await db().hotel.create({ data: { name: 'Hotel Moroso', legalName: 'Moroso, S.L.', taxId: 'B99999971' } }))
    .id;
  await db().hotelContact.createMany({
    data: [
      { userId: billing.id, hotelId, contactType: 1, name: 'Ana' },
      { userId: second.id, hotelId, contactType: 1, name: 'Marta' },
      { userId: reception.id, hotelId, contactType: 2, name: 'Luis' },
    ],
  });
  // Marta turned invoice mail off; Luis is no billing contact (he sees no amounts).
  await setMailPreferences(second.id, { invoices: false }, 'micuenta');
  await db().invoice.createMany({
    data: [
      {
        hotelId,
        number: 'M-1',
        date: '2026-01-01',
        dueDate: '2026-01-31',
        type: 1,
        description: 'x',
        amountCents: 12_100,
      },
      {
        hotelId,
        number: 'M-2',
        date: '2026-02-01',
        dueDate: '2026-02-28',
        type: 1,
        description: 'x',
        amountCents: 24_200,
      },
      {
        hotelId,
        number: 'M-3',
        date: '2026-02-01',
        dueDate: '2026-02-28',
        type: 1,
        description: 'x',
        amountCents: 5,
        paidAt: '2026-02-20',
      },
      {
        hotelId,
        number: 'M-4',
        date: '2026-03-01',
        dueDate: '2026-03-31',
        type: 1,
        description: 'x',
        amountCents: 999,
      },
    ],
  });
  // A hotel whose invoices are paid or not yet due: never reminded.
  quietHotel = (
    await db().hotel.create({ data: { name: 'Hotel Al Día', legalName: 'Al Día, S.L.', taxId: 'B99999963' } })
  ).id;
  await db().hotelContact.create({ data: { userId: billing.id, hotelId: quietHotel, contactType: 1, name: 'Ana' } });
  await db().invoice.createMany({
    data: [
      {
        hotelId: quietHotel,
        number: 'Q-1',
        date: '2026-01-01',
        dueDate: '2026-01-31',
        type: 1,
        description: 'x',
        amountCents: 1,
        paidAt: '2026-01-30',
      },
      {
        hotelId: quietHotel,
        number: 'Q-2',
        date: '2026-03-01',
        dueDate: '2026-12-31',
        type: 1,
        description: 'x',
        amountCents: 1,
      },
    ],
  });
});

describe('overdue invoice reminders', () => {
  it('go once a week per hotel, to billing contacts with invoice mail on, even with two instances at once', async () => {
    // 1 April 2026, 00:30 in Madrid: M-4 (due 31 March) is overdue by Madrid's calendar.
    const now = new Date('2026-03-31T22:30:00Z');
    const [a, b] = await Promise.all([sendInvoiceReminders(now), sendInvoiceReminders(now)]);
    expect(a.hotels + b.hotels).toBe(1);
    const sent = await reminders();
    expect(sent.map((m) => m.to)).toEqual(['facturas@hotelmediterraneo.es']);
    expect(sent[0]!.subject).toBe('Facturas vencidas de Hotel Moroso');
    expect(sent[0]!.text).toContain('M-1, vencida el 31/01/2026');
    expect(sent[0]!.text).toContain('M-4, vencida el 31/03/2026');
    expect(sent[0]!.text).not.toContain('M-3');
    // No bank details saved yet: none in the mail (never placeholders), administration to ask.
    expect(sent[0]!.text).not.toContain('IBAN');
    expect(sent[0]!.text).toContain('Pide los datos bancarios a administración: administracion@');
    expect(sent[0]!.unsubscribeUrl).toMatch(/\/api\/avisos\/baja\?t=/);

    // Six days later: nothing; seven: the next one.
    await sendInvoiceReminders(new Date(now.getTime() + 6 * DAY));
    expect(await reminders()).toHaveLength(1);
    await sendInvoiceReminders(new Date(now.getTime() + 7 * DAY));
    expect(await reminders()).toHaveLength(2);

    // Everything paid: no more.
    await db().invoice.updateMany({ where: { hotelId }, data: { paidAt: '2026-04-08' } });
    await sendInvoiceReminders(new Date(now.getTime() + 30 * DAY));
    expect(await reminders()).toHaveLength(2);
    expect((await db().hotel.findUniqueOrThrow({ where: { id: quietHotel } })).invoiceReminderAt).toBeNull();
  });
});

describe('at a vendor’s size', () => {
  // 1,200 hotels written and every statement's plan read: 5–10 s on a quiet 2-core host, more when
  // the host is shared, so this one test has a minute rather than the suite's 20 s.
  it('take the hotels with something overdue a run’s worth at a time, however many there are', async () => {
    // 1,200 hotels with one overdue invoice each: more ids than SQLite binds in one query.
    const before = await db().hotel.count();
    await db().hotel.createMany({
      data: Array.from({ length: 1200 }, (_, i) => ({
        name: `Hotel Vencido ${i}`,
        legalName: `Vencido ${i}, S.L.`,
        taxId: `B7${String(i).padStart(7, '0')}`,
      })),
    });
    const many = await db().hotel.findMany({ where: { name: { startsWith: 'Hotel Vencido ' } }, select: { id: true } });
    expect(await db().hotel.count()).toBe(before + 1200);
    await db().invoice.createMany({
      data: many.map(({ id }) => ({
        hotelId: id,
        number: `V-${id}`,
        date: '2026-01-01',
        dueDate: '2026-01-31',
        type: 1,
        description: 'x',
        amountCents: 100,
      })),
    });
    const now = new Date('2026-06-01T10:00:00Z');
    const claimed = () =>
      db().hotel.count({ where: { name: { startsWith: 'Hotel Vencido ' }, invoiceReminderAt: now } });
    // Every query of a run along an index. The choice of hotels walks Hotel by its key and stops
    // at its LIMIT, asking Invoice once per hotel whether anything is overdue (one seek in its
    // index), instead of reading every overdue invoice of the vendor: a walk of the key is what
    // the plan check calls reading the table whole, so that statement is checked here by hand.
    const choosing = (sql: string) => /EXISTS/.test(sql) && /LIMIT/.test(sql);
    const { verdict } = await checkQueryPlans(() => sendInvoiceReminders(now), { ignore: (q) => choosing(q.sql) });
    // On PostgreSQL, with sorts turned off by the check and no statistics on this small database,
    // the planner sorts a hotel's few overdue invoices or walks HotelContact's key for its two
    // contacts; those statements read one hotel's rows (`"hotelId" = $1`), however big the vendor.
    const postgres = isPostgresUrl(env().DATABASE_URL);
    expect(verdict.problems.filter((p) => !(postgres && /"hotelId" = \$1/.test(p)))).toEqual([]);
    expect(await claimed()).toBe(REMINDER_HOTELS_PER_RUN);
    const next = await checkQueryPlans(() => sendInvoiceReminders(now));
    expect(await claimed()).toBe(2 * REMINDER_HOTELS_PER_RUN);
    const choice = next.verdict.plans.filter((p) => choosing(p.sql));
    expect(choice).toHaveLength(1);
    if (!postgres)
      expect(choice[0]!.plan.join('\n')).toMatch(
        /SCAN main\.Hotel\s+CORRELATED SCALAR SUBQUERY \d+\s+SEARCH \S+ USING COVERING INDEX Invoice_hotelId_paidAt_dueDate_amountCents_idx/,
      );
  }, 60_000);
});
