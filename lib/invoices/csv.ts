// The invoice list as CSV for the customer's accountant (and staff's copy of it), written by the
// one spreadsheet writer (lib/text/csv.ts: BOM, `;`, text quoted, formulas defused on every line),
// with amounts as numbers with a decimal comma and no grouping, and dates as dd/mm/aaaa. Its
// columns and cells are the field table's (lib/invoices/fields.ts, each field's `export`).
import { spreadsheetCsv } from '@/lib/text/csv';
import { INVOICE_EXPORT_HEADER, invoiceExportCells, type InvoiceRecordDto } from './fields';

export const CSV_HEADER = INVOICE_EXPORT_HEADER;

export function invoicesCsv(invoices: readonly InvoiceRecordDto[]): string {
  return spreadsheetCsv(CSV_HEADER, invoices.map(invoiceExportCells));
}
