// The invoice list as CSV for the customer's accountant, in the dialect Spanish Excel opens
// right with a double click: UTF-8 with a byte-order mark (else accents break), `;` between
// fields (the comma is the decimal mark), amounts with a decimal comma and no grouping (so they
// stay numbers), dates as dd/mm/aaaa. Text cells starting with = + - @ (or a tab / CR) get a
// leading apostrophe, so a description can never run as a formula (CSV injection).
import { stringify } from 'csv-stringify/sync';
import type { InvoiceRecordDto } from '@/lib/account/types';
import { invoiceTypeName, splitVat } from './format';

export const CSV_HEADER = ['Número', 'Fecha', 'Vencimiento', 'Tipo', 'Descripción', 'Base imponible', 'IVA', 'Total'] as const;

/** `2026-03-31` → `31/03/2026` */
export function spanishDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return y && m && d ? `${d}/${m}/${y}` : iso;
}

export function invoicesCsv(invoices: readonly InvoiceRecordDto[]): string {
  const rows = invoices.map((i) => {
    const totalCents = Math.round(i.importe * 100);
    const { baseCents, vatCents } = splitVat(totalCents);
    return [i.numero, spanishDate(i.fecha), spanishDate(i.vencimiento), invoiceTypeName(i.tipo), i.descripcion, baseCents / 100, vatCents / 100, totalCents / 100];
  });
  return stringify([[...CSV_HEADER], ...rows], {
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    escape_formulas: true,
    // Numbers are amounts: two decimals with a comma. (A negative amount stays a number, unescaped.)
    cast: { number: (n) => n.toFixed(2).replace('.', ',') },
  });
}
