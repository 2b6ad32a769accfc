// The demo hotels' invoices (lib/account/demo-seed.ts seeds the hotels), seeded in demo mode only
// (lib/seed). Written as the billing system's file gives them and read through the invoice field
// table (fields.ts) as the import reads a row, so the seed lists no column of its own. Idempotent:
// an invoice is found by its number and only what is missing is added.
// Payment: every invoice is paid 20 days after its date, but for two of Hotel Mediterráneo's, so a
// first look shows the overdue banner and both totals: its second newest is left unpaid and past
// its due date (overdue), its newest unpaid and due a few weeks after the day it is seeded (pending).
// How to pay: staff/payment-demo-seed.ts.
import 'server-only';
import { demoHotels, type HotelKey } from '@/lib/account/demo-seed';
import { db } from '@/lib/db';
import { readInvoiceText, type InvoiceColumn } from './fields';
import { madridToday } from './payment-state';

/**
 * Text under these columns of the field table; the hotel, the number (one series per year) and the
 * due date (30 days on) are added below. A column the table gains with a default needs nothing here.
 */
const DEMO_INVOICE_COLUMNS = ['date', 'type', 'description', 'amountCents'] as const satisfies readonly InvoiceColumn[];
type Texts<T extends readonly unknown[]> = { [I in keyof T]: string };
type DemoInvoice = Texts<typeof DEMO_INVOICE_COLUMNS>;

export const demoInvoices: Record<HotelKey, DemoInvoice[]> = {
  mediterraneo: [
    ['2024-11-29', 'venta', 'Licencia Othello recepción (hasta 120 habitaciones)', '4356,00'],
    ['2024-12-20', 'servicio', 'Implantación y puesta en marcha de Othello', '1815,00'],
    ['2025-01-31', 'soporte', 'Soporte 24x7, enero de 2025', '217,80'],
    ['2025-02-28', 'servicio', 'Formación del equipo de recepción (8 horas)', '580,80'],
    ['2025-03-31', 'venta', 'Licencia terminal punto de venta (2 puestos)', '1452,00'],
    ['2025-04-30', 'soporte', 'Soporte 24x7, segundo trimestre de 2025', '653,40'],
    ['2025-06-16', 'otros', 'Lector de documentos de identidad para recepción', '314,60'],
    ['2025-07-31', 'soporte', 'Soporte 24x7, tercer trimestre de 2025', '653,40'],
    ['2025-09-15', 'venta', 'Licencia motor de reservas OnetBooking', '726,00'],
    ['2025-10-31', 'soporte', 'Soporte 24x7, cuarto trimestre de 2025', '653,40'],
    ['2025-11-28', 'servicio', 'Integración con el channel manager', '363,00'],
    ['2026-01-30', 'soporte', 'Soporte 24x7, primer trimestre de 2026', '689,70'],
    ['2026-03-31', 'venta', 'Licencia check-in online rápido', '363,00'],
    ['2026-04-30', 'soporte', 'Soporte 24x7, segundo trimestre de 2026', '689,70'],
    ['2026-06-30', 'otros', 'Manuales impresos y material de formación', '96,80'],
    ['2026-07-31', 'soporte', 'Soporte 24x7, tercer trimestre de 2026', '689,70'],
    ['2026-09-30', 'servicio', 'Adaptación a Veri*Factu y configuración de series', '435,60'],
    ['2026-10-30', 'soporte', 'Soporte 24x7, cuarto trimestre de 2026', '689,70'],
  ],
  sierra: [
    ['2025-05-30', 'venta', 'Licencia Othello recepción (hasta 60 habitaciones)', '2904,00'],
    ['2025-06-30', 'servicio', 'Implantación y formación inicial', '1210,00'],
    ['2026-01-30', 'soporte', 'Soporte 24x7, primer semestre de 2026', '871,20'],
    ['2026-07-31', 'soporte', 'Soporte 24x7, segundo semestre de 2026', '871,20'],
  ],
  atlantico: [
    ['2025-02-14', 'venta', 'Licencia Othello recepción y terminal punto de venta', '5445,00'],
    ['2025-03-14', 'servicio', 'Implantación y migración de datos', '2178,00'],
    ['2025-12-19', 'soporte', 'Soporte 24x7, año 2026', '1306,80'],
    ['2026-05-29', 'otros', 'Tableta para firma digital del huésped', '423,50'],
    ['2026-08-31', 'venta', 'Licencia de eventos y salones', '726,00'],
  ],
};

/** Hotel Mediterráneo's invoices left unpaid: its newest pending, the one before it overdue. */
function paymentOf(hotel: HotelKey, invoice: DemoInvoice, dueDate: string, today: string) {
  const own = demoInvoices[hotel];
  if (hotel === 'mediterraneo' && invoice === own[own.length - 1])
    return { dueDate: dueDate > today ? dueDate : addDays(today, 20), paidAt: '' };
  if (hotel === 'mediterraneo' && invoice === own[own.length - 2]) return { dueDate, paidAt: '' };
  return { dueDate, paidAt: addDays(invoice[0], 20) };
}

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Invoice numbers `YYYY-NNNN`, one series per year over every hotel, in date order. */
function numbered(): { hotel: HotelKey; number: string; invoice: DemoInvoice }[] {
  const all = (Object.keys(demoInvoices) as HotelKey[]).flatMap((hotel) =>
    demoInvoices[hotel].map((invoice) => ({ hotel, invoice })),
  );
  all.sort((a, b) => a.invoice[0].localeCompare(b.invoice[0]) || a.hotel.localeCompare(b.hotel));
  const seq = new Map<string, number>();
  return all.map(({ hotel, invoice }) => {
    const year = invoice[0].slice(0, 4);
    const n = (seq.get(year) ?? 0) + 1;
    seq.set(year, n);
    return { hotel, invoice, number: `${year}-${String(n).padStart(4, '0')}` };
  });
}

export async function seedDemoInvoices(now = new Date()): Promise<void> {
  const client = db();
  const today = madridToday(now);
  const keys = Object.keys(demoHotels) as HotelKey[];
  const hotels = await client.hotel.findMany({
    where: { taxId: { in: keys.map((k) => demoHotels[k].taxId) } },
    select: { id: true, taxId: true },
  });
  const hotelIds = Object.fromEntries(
    keys.map((k) => {
      const found = hotels.find((h) => h.taxId === demoHotels[k].taxId);
      if (!found) throw new Error(`Demo hotel ${demoHotels[k].taxId} missing: the accounts' seed runs first`);
      return [k, found.id];
    }),
  ) as Record<HotelKey, number>;
  for (const { hotel, number, invoice } of numbered()) {
    const exists = await client.invoice.findUnique({ where: { number }, select: { id: true } });
    if (exists) continue;
    const read = readInvoiceText({
      ...Object.fromEntries(DEMO_INVOICE_COLUMNS.map((c, i) => [c, invoice[i]])),
      hotelId: demoHotels[hotel].taxId,
      number,
      ...paymentOf(hotel, invoice, addDays(invoice[0], 30), today),
    });
    if (!read.values) throw new Error(`Demo invoice ${number}: ${read.problems.join('; ')}`);
    await client.invoice.create({ data: { ...read.values, hotelId: hotelIds[hotel] } });
  }
}

export const invoicesSeeder = { name: 'invoices', run: () => seedDemoInvoices() };
