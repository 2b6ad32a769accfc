// «A new invoice is available» at the outbox: an import tells each hotel's billing contacts once
// (one mail per hotel, however many invoices), leaves out whoever turned invoice mail off and every
// type-2 contact, carries the one-click unsubscribe, and queues nothing for a refused or repeated file.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedAccounts } from '@/lib/account/demo-seed';
import { db } from '@/lib/db';
import { setMailPreferences } from '@/lib/mail/preferences';
import { checkQueryPlans } from '@/lib/testing/query-plans';
import { ImportRefused, importInvoiceCsv } from './csv-import';
import { INVOICE_CSV_HEADER } from './fields';
import { NewInvoiceNews, queueNewInvoiceMails } from './new-invoices-mail';

const mails = () => db().outboxMail.findMany({ where: { kind: 'invoice-new' }, orderBy: { id: 'asc' } });
const audit = (name: string) => ({ actor: null, fileName: name, sha256: '0'.repeat(64) });
const row = (hotel: number | string, number: string, cents = '121.00') =>
  `${hotel},${number},2026-11-02,2026-12-02,1,Mantenimiento,${cents}`;

let nuevas = 0;
let otra = 0;

beforeAll(async () => {
  await seedAccounts();
  const user = (email: string) => db().user.findUniqueOrThrow({ where: { email } });
  const [ana, marta, luis] = await Promise.all([
    user('facturas@hotelmediterraneo.es'),
    user('nuevo@hotelmediterraneo.es'),
    user('recepcion@hotelmediterraneo.es'),
  ]);
  nuevas = (await db().hotel.create({ data: { name: 'Hotel Nuevas', legalName: 'Nuevas, S.L.', taxId: 'B99999955' } }))
    .id;
  otra = (await db().hotel.create({ data: { name: 'Hotel Otra', legalName: 'Otra, S.L.', taxId: 'B99999948' } })).id;
  await db().hotelContact.createMany({
    data: [
      { userId: ana.id, hotelId: nuevas, contactType: 1, name: 'Ana' },
      { userId: marta.id, hotelId: nuevas, contactType: 1, name: 'Marta' },
      { userId: luis.id, hotelId: nuevas, contactType: 2, name: 'Luis' },
      { userId: ana.id, hotelId: otra, contactType: 1, name: 'Ana' },
    ],
  });
  // Marta turned invoice mail off; Luis is no billing contact (he sees no amounts).
  await setMailPreferences(marta.id, { invoices: false }, 'micuenta');
});

describe('new invoices mail', () => {
  it('tells each billing contact who keeps invoice mail on once per hotel, however many invoices', async () => {
    const file = [
      INVOICE_CSV_HEADER,
      ...Array.from({ length: 25 }, (_, i) => row(nuevas, `N-${String(i + 1).padStart(2, '0')}`)),
      row('B99999948', 'O-1', '50'),
    ].join('\n');
    expect(await importInvoiceCsv(file, audit('nuevas.csv'))).toEqual({ added: 26, unchanged: 0, refused: 0 });

    const queued = await mails();
    expect(queued.map((m) => [m.to, m.subject])).toEqual([
      ['facturas@hotelmediterraneo.es', '25 facturas nuevas de Hotel Nuevas'],
      ['facturas@hotelmediterraneo.es', 'Nueva factura de Hotel Otra: O-1'],
    ]);
    const [many, one] = queued;
    expect(many!.text).toContain(
      'Hotel Nuevas tiene 25 facturas nuevas en el área de clientes, por 3.025,00\u00a0€ en total:',
    );
    expect(many!.text).toContain('- N-01: 121,00\u00a0€, vence el 02/12/2026');
    expect(many!.text).toContain('- N-20: ');
    expect(many!.text).not.toContain('- N-21: ');
    expect(many!.text).toContain('- y 5 más');
    expect(many!.text).toContain(`/micuenta?hotel=${nuevas}&pestana=facturas`);
    expect(one!.text).toContain('Hotel Otra tiene una factura nueva en el área de clientes:');
    // Invoice mail one may turn off: it leaves with the one-click unsubscribe (RFC 8058) for that kind.
    expect(many!.unsubscribeUrl).toMatch(/\/api\/avisos\/baja\?t=/);
    expect(many!.text).toContain('Recibes este correo por tu elección «Facturas».');
  });

  it('queues nothing for a file already imported, nor for a refused one', async () => {
    const before = (await mails()).length;
    const again = [INVOICE_CSV_HEADER, row('B99999948', 'O-1', '50')].join('\n');
    expect(await importInvoiceCsv(again, audit('otra-vez.csv'))).toEqual({ added: 0, unchanged: 1, refused: 0 });
    const refused = [INVOICE_CSV_HEADER, row(nuevas, 'R-1'), row('B00000000', 'R-2')].join('\n');
    await expect(importInvoiceCsv(refused, audit('mal.csv'))).rejects.toBeInstanceOf(ImportRefused);
    expect((await mails()).length).toBe(before);
  });

  it('queues in batches of hotels, one mail per hotel, with plans that hold at vendor size', async () => {
    const ana = await db().user.findUniqueOrThrow({ where: { email: 'facturas@hotelmediterraneo.es' } });
    const base = (await db().hotel.aggregate({ _max: { id: true } }))._max.id ?? 0;
    const count = 450;
    await db().hotel.createMany({
      data: Array.from({ length: count }, (_, i) => ({
        name: `Hotel Lote ${i}`,
        legalName: `Lote ${i}, S.L.`,
        taxId: `L${String(i).padStart(8, '0')}`,
      })),
    });
    const hotels = await db().hotel.findMany({ where: { id: { gt: base } }, select: { id: true } });
    expect(hotels).toHaveLength(count);
    await db().hotelContact.createMany({
      data: hotels.map((h) => ({ userId: ana.id, hotelId: h.id, contactType: 1, name: 'Ana' })),
    });
    const invoices = new NewInvoiceNews();
    for (const h of hotels)
      for (const n of [1, 2])
        invoices.add({ hotelId: h.id, number: `L-${h.id}-${n}`, dueDate: '2026-12-02', amountCents: 100 });
    const before = (await mails()).length;
    const { result, verdict } = await checkQueryPlans(() =>
      db().$transaction((tx) => queueNewInvoiceMails(tx, invoices)),
    );
    expect(result).toBe(count);
    expect(verdict.problems).toEqual([]);
    const queued = (await mails()).slice(before);
    expect(new Set(queued.map((m) => m.subject)).size).toBe(count);
    expect(queued.every((m) => m.subject.startsWith('2 facturas nuevas de Hotel Lote '))).toBe(true);
  }, 60_000);
});
