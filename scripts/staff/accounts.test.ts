import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import area from './accounts';

async function pdf(text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText(text);
  return doc.save();
}

afterEach(() => vi.restoreAllMocks());

describe('staff accounts attach-pdfs', () => {
  it('attaches NUMBER.pdf files from a folder or a ZIP to their invoices, and says what it skipped', async () => {
    const hotel = await db().hotel.create({
      data: { name: 'Hotel Adjuntos', legalName: 'Adjuntos, S.L.', taxId: 'B12121212' },
    });
    for (const number of ['A-0001', 'A-0002']) {
      await db().invoice.create({
        data: {
          hotelId: hotel.id,
          number,
          date: '2026-01-01',
          dueDate: '2026-01-31',
          type: 0,
          description: 'x',
          amountCents: 100,
        },
      });
    }
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    const dir = mkdtempSync(path.join(os.tmpdir(), 'attach-'));
    writeFileSync(path.join(dir, 'A-0001.pdf'), await pdf('original 1'));
    writeFileSync(path.join(dir, 'B-9999.pdf'), await pdf('nadie'));
    writeFileSync(path.join(dir, 'notas.txt'), 'no');
    expect(await area.run(['attach-pdfs', dir])).toBe(1);
    expect(lines).toContain('A-0001.pdf: adjuntado');
    expect(lines).toContain('B-9999.pdf: no adjuntado (no hay ninguna factura B-9999)');

    const zipFile = path.join(dir, 'originales.zip');
    writeFileSync(zipFile, zipSync({ 'A-0002.pdf': await pdf('original 2'), 'A-0001.pdf': await pdf('otro 1') }));
    lines.length = 0;
    expect(await area.run(['attach-pdfs', zipFile])).toBe(1);
    expect(lines).toContain('A-0002.pdf: adjuntado');
    expect(lines.find((l) => l.startsWith('A-0001.pdf'))).toMatch(/--replace/);
    lines.length = 0;
    expect(await area.run(['attach-pdfs', zipFile, '--replace'])).toBe(0);
    expect(lines).toContain('A-0001.pdf: sustituido');
    expect(await db().invoiceOriginal.count({ where: { invoice: { hotelId: hotel.id } } })).toBe(2);
  });
});

describe('staff accounts add-contact', () => {
  it("refuses to make a hotel's last billing contact type 2, with the reason", async () => {
    const hotel = await db().hotel.create({
      data: { name: 'Hotel Terminal', legalName: 'Terminal, S.L.', taxId: 'B34343434' },
    });
    const user = await db().user.create({ data: { email: 'terminal@hotel.es', passwordHash: '' } });
    await db().hotelContact.create({ data: { userId: user.id, hotelId: hotel.id, contactType: 1, name: 'Rosa' } });
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
    const args = ['add-contact', 'terminal@hotel.es', '--hotel', String(hotel.id), '--name', 'Rosa'];
    expect(await area.run([...args, '--type', '2'])).toBe(1);
    expect(errors).toEqual([
      'Hotel Terminal se quedaría sin contacto de facturación: nombra antes a otra persona de facturación, que es quien ve las facturas y gestiona el equipo.',
    ]);
    expect((await db().hotelContact.findFirstOrThrow({ where: { hotelId: hotel.id } })).contactType).toBe(1);
  });
});
