// The invoice list as CSV for the customer's accountant (and staff's copy of it), written by the
// one spreadsheet writer (lib/text/csv.ts: BOM, `;`, text quoted, formulas defused on every line),
// with amounts as numbers with a decimal comma and no grouping, and dates as dd/mm/aaaa.
import type { InvoiceRecordDto } from '@/lib/account/types';
import { spreadsheetCsv, type CsvCell } from '@/lib/text/csv';
import { invoiceTypeName, splitVat } from './format';

export const CSV_HEADER = ['Número', 'Fecha', 'Vencimiento', 'Tipo', 'Descripción', 'Base imponible', 'IVA', 'Total'] as const;

/** `2026-03-31` → `31/03/2026` */
export function spanishDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return y && m && d ? `${d}/${m}/${y}` : iso;
}

/** One invoice's cells, in CSV_HEADER's order. */
function invoiceCsvRow(i: InvoiceRecordDto): CsvCell[] {
  const totalCents = Math.round(i.importe * 100);
  const { baseCents, vatCents } = splitVat(totalCents);
  return [i.numero, spanishDate(i.fecha), spanishDate(i.vencimiento), invoiceTypeName(i.tipo), i.descripcion, baseCents / 100, vatCents / 100, totalCents / 100];
}

export function invoicesCsv(invoices: readonly InvoiceRecordDto[]): string {
  return spreadsheetCsv(CSV_HEADER, invoices.map(invoiceCsvRow));
}
