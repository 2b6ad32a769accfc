// The demo's invoices on a first look: nearly all paid, and Hotel Mediterráneo with one overdue and
// one pending invoice, so its billing contact sees the banner and both totals.
import { beforeAll, describe, expect, it } from 'vitest';
import { demoHotels, seedAccounts } from '@/lib/account/demo-seed';
import { seedStaff } from '@/lib/staff/demo-seed';
import { db } from '@/lib/db';
import { seedDemoInvoices } from './demo-seed';
import { DEMO_PAYMENT_FORM, seedDemoPaymentSettings } from './staff/payment-demo-seed';
import { owedTotals } from './list-query';
import { howToPay } from './payment-settings';
import { madridToday, paymentState } from './payment-state';

const now = new Date('2026-11-26T10:00:00Z');

beforeAll(async () => {
  await seedAccounts();
  await seedDemoInvoices(now);
  await seedDemoInvoices(now);
  await seedStaff();
  await seedDemoPaymentSettings();
  await seedDemoPaymentSettings();
});

describe('the demo invoices', () => {
  it('are paid but for one overdue and one pending of Hotel Mediterráneo', async () => {
    const invoices = await db().invoice.findMany({ include: { hotel: { select: { taxId: true } } } });
    const unpaid = invoices.filter((i) => paymentState(i.dueDate, i.paidAt, now) !== 'pagada');
    expect(unpaid.map((i) => [i.hotel.taxId, paymentState(i.dueDate, i.paidAt, now)]).sort()).toEqual([
      [demoHotels.mediterraneo.taxId, 'pendiente'],
      [demoHotels.mediterraneo.taxId, 'vencida'],
    ]);
    expect(invoices.length).toBeGreaterThan(20);
    const hotel = await db().hotel.findFirstOrThrow({ where: { taxId: demoHotels.mediterraneo.taxId } });
    const owed = await owedTotals(hotel.id, madridToday(now));
    expect(owed).toMatchObject({ pendingCount: 1, overdueCount: 1 });
  });

  it('show the direct-debit mandate to Hotel Atlántico, the only hotel its contact sees, and transfer to Mediterráneo', async () => {
    const hotel = (taxId: string) => db().hotel.findFirstOrThrow({ where: { taxId }, select: { id: true } });
    const atlantico = await hotel(demoHotels.atlantico.taxId);
    const mediterraneo = await hotel(demoHotels.mediterraneo.taxId);
    expect((await howToPay(atlantico.id)).mandate).toBe('B2B-B11678901-0001');
    expect((await howToPay(mediterraneo.id)).mandate).toBeNull();
    const seen = await db().hotelContact.findMany({
      where: { user: { email: 'direccion@hotelatlantico.es' } },
      select: { hotelId: true },
    });
    expect(seen).toEqual([{ hotelId: atlantico.id }]);
  });

  it('save demo bank details once, through the staff settings (audited), so "Cómo pagar" shows a transfer', async () => {
    const hotel = await db().hotel.findFirstOrThrow({ where: { taxId: demoHotels.mediterraneo.taxId } });
    expect((await howToPay(hotel.id)).transfer).toMatchObject({
      iban: DEMO_PAYMENT_FORM.iban,
      bic: DEMO_PAYMENT_FORM.bic,
      beneficiary: DEMO_PAYMENT_FORM.beneficiario,
    });
    const audited = await db().auditEntry.findMany({ where: { action: 'payment-settings.updated' } });
    expect(audited.map((a) => a.actorEmail)).toEqual(['admin@millehotel.es']);
  });
});
