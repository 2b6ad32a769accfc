// The back office's side of what hotels owe and what mail people get: marking an invoice paid (or
// unpaid again), audited, by the roles that manage invoices only; the payment details customers
// see, checked and audited; a hotel's SEPA mandate; and the export of every mail consent, by the
// roles that manage customers only.
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { seedAccounts } from '@/lib/account/demo-seed';
import { db } from '@/lib/db';
import { howToPay, paymentSettings } from '@/lib/invoices/payment-settings';
import { madridToday } from '@/lib/invoices/payment-state';
import { setMailPreferences } from '@/lib/mail/preferences';
import { seedStaff } from '@/lib/staff/demo-seed';
import type { TestClient } from '@/lib/testing/http-client';
import { callStaff as call, staffBrowser } from '@/lib/testing/staff-browser';
import { POST as markPaid } from './facturas/[id]/pagada/route';
import { POST as savePayment } from './facturas/pagos/route';
import { POST as hotelEdit } from './hoteles/[id]/route';
import { GET as consents } from './usuarios/consentimientos/route';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

const browsers = {} as Record<'admin' | 'editor' | 'support', TestClient>;
let hotelId = 0;
let invoiceId = 0;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  await seedStaff();
  await seedAccounts();
  browsers.admin = await staffBrowser('admin@millehotel.es');
  browsers.editor = await staffBrowser('redaccion@millehotel.es');
  browsers.support = await staffBrowser('atencion@millehotel.es');
  hotelId = (await db().hotel.create({ data: { name: 'Hotel Pagos', legalName: 'Pagos, S.L.', taxId: 'B46111222' } }))
    .id;
  invoiceId = (
    await db().invoice.create({
      data: {
        hotelId,
        number: 'PAG-1',
        date: '2026-01-01',
        dueDate: '2026-01-31',
        type: 1,
        description: 'x',
        amountCents: 100,
      },
    })
  ).id;
});

const json = async (res: Response) => ({ status: res.status, ...(await res.json()) });

describe('marking an invoice paid', () => {
  it('is for the roles that manage invoices, takes a date up to today, and is audited', async () => {
    expect((await call(browsers.editor, markPaid, `facturas/${invoiceId}/pagada`, { form: {} })).status).toBe(403);
    expect(
      await json(
        await call(browsers.admin, markPaid, `facturas/${invoiceId}/pagada`, { form: { fecha: '2999-01-01' } }),
      ),
    ).toMatchObject({ status: 400, message: 'La fecha de pago no puede ser posterior a hoy.' });
    expect(
      await json(
        await call(browsers.admin, markPaid, `facturas/${invoiceId}/pagada`, { form: { fecha: '15/02/2026' } }),
      ),
    ).toMatchObject({ ok: true, message: expect.stringMatching(/^Factura \S+ pagada el 15\/02\/2026\.$/) });
    expect((await db().invoice.findUniqueOrThrow({ where: { id: invoiceId } })).paidAt).toBe('2026-02-15');
    const entry = await db().auditEntry.findFirstOrThrow({
      where: { action: 'invoice.paid', objectId: String(invoiceId) },
    });
    expect(JSON.parse(entry.changes)).toEqual({ 'fecha de pago': ['', '2026-02-15'] });
    expect(entry.actorEmail).toBe('admin@millehotel.es');
    // Unpaid again (a returned direct debit), and an empty date is today in Madrid.
    await call(browsers.admin, markPaid, `facturas/${invoiceId}/pagada`, { form: { pagada: '0' } });
    expect((await db().invoice.findUniqueOrThrow({ where: { id: invoiceId } })).paidAt).toBeNull();
    await call(browsers.admin, markPaid, `facturas/${invoiceId}/pagada`, { form: { fecha: '' } });
    expect((await db().invoice.findUniqueOrThrow({ where: { id: invoiceId } })).paidAt).toBe(madridToday());
    expect((await call(browsers.admin, markPaid, 'facturas/999999/pagada', { form: {} })).status).toBe(404);
  });
});

describe('how customers pay', () => {
  it('is saved by staff only when every value holds, audited; the hotel’s mandate is on the hotel', async () => {
    // None saved yet: customers get no bank details (never the placeholders), staff see them with a hint.
    expect((await howToPay(hotelId)).transfer).toBeNull();
    expect((await paymentSettings()).placeholder).toBe(true);
    const good = {
      iban: 'ES91 2100 0418 4502 0005 1332',
      bic: 'CAIXESBBXXX',
      beneficiario: 'Mille Informática, S.L.',
      acreedor: 'ES12000B46000000',
    };
    expect((await call(browsers.editor, savePayment, 'facturas/pagos', { form: good })).status).toBe(403);
    const bad = await json(
      await call(browsers.admin, savePayment, 'facturas/pagos', {
        form: { ...good, iban: 'ES91 2100 0418 4502 0005 1333', bic: 'X' },
      }),
    );
    expect(bad.message.split('\n')).toEqual([
      'El IBAN no es válido (revisa sus dígitos de control).',
      'El BIC ha de tener 8 u 11 caracteres.',
    ]);
    expect(await json(await call(browsers.admin, savePayment, 'facturas/pagos', { form: good }))).toMatchObject({
      ok: true,
    });
    expect(await howToPay(hotelId)).toMatchObject({
      transfer: {
        iban: 'ES91 2100 0418 4502 0005 1332',
        bic: 'CAIXESBBXXX',
        beneficiary: 'Mille Informática, S.L.',
        creditorId: 'ES12000B46000000',
      },
      mandate: null,
      canPayOnline: false,
    });
    expect(await db().auditEntry.count({ where: { action: 'payment-settings.updated' } })).toBe(1);

    const hotel = await db().hotel.findUniqueOrThrow({ where: { id: hotelId } });
    const form = {
      nombrehotel: hotel.name,
      nombrehotelFiscal: hotel.legalName,
      nif: hotel.taxId,
      mandatosepa: 'MILLE-PAGOS-0001',
    };
    expect(await json(await call(browsers.admin, hotelEdit, `hoteles/${hotelId}`, { form }))).toMatchObject({
      ok: true,
    });
    expect((await howToPay(hotelId)).mandate).toBe('MILLE-PAGOS-0001');
  });
});

describe('the consents export', () => {
  it('streams every consent with the sentence agreed to, for the roles that manage customers', async () => {
    const user = await db().user.findUniqueOrThrow({ where: { email: 'recepcion@hotelmediterraneo.es' } });
    await setMailPreferences(user.id, { commercial: true }, 'micuenta');
    await setMailPreferences(user.id, { support: false }, 'enlace');
    expect((await call(browsers.editor, consents, 'usuarios/consentimientos')).status).toBe(403);
    const res = await call(browsers.support, consents, 'usuarios/consentimientos');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    const rows: string[][] = parse(await res.text(), { bom: true, delimiter: ';' });
    expect(rows[0]).toEqual(['Fecha (UTC)', 'Usuario', 'Tipo de correo', 'Consentimiento', 'Texto aceptado', 'Origen']);
    expect(rows.slice(1).map((r) => [r[1], r[2], r[3], r[5]])).toEqual([
      ['recepcion@hotelmediterraneo.es', 'Casos de soporte', 'No (retirado)', 'Enlace de baja de un correo'],
      ['recepcion@hotelmediterraneo.es', 'Novedades comerciales y eventos', 'Sí', 'Área de clientes (Avisos)'],
    ]);
    expect(rows[2]![4]).toMatch(/^Acepto recibir por correo comunicaciones comerciales/);
  });
});
