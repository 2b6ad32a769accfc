// The start-up's sample invoice: a real PDF inside a real ZIP, drawn by the same code as a download.
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { warmInvoiceDocuments } from './warm-up';

describe('warmInvoiceDocuments', () => {
  it('draws an invoice PDF and zips it, as a ZIP download does', async () => {
    const files = unzipSync(await warmInvoiceDocuments());
    const [name, bytes] = Object.entries(files)[0] ?? [];
    expect(Object.keys(files)).toHaveLength(1);
    expect(name).toBe('muestra.pdf');
    const pdf = await PDFDocument.load(bytes ?? new Uint8Array());
    expect(pdf.getTitle()).toBe('Factura F2026-000001');
    expect(pdf.getPageCount()).toBe(1);
  });
});
