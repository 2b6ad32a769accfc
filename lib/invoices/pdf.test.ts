// The invoice PDF's layout, read back as a reader sees it: every word's box from poppler's
// `pdftotext -bbox`, and no two boxes may overlap, for any month name, amount or customer name.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoHotels } from '@/lib/account/demo-seed';
import { demoInvoices } from '@/lib/invoices/demo-seed';
import { renderInvoicePdf, type CustomerForPdf, type InvoiceForPdf } from './pdf';

interface Word {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'invoice-pdf-'));
let seq = 0;

async function words(invoice: InvoiceForPdf, customer: CustomerForPdf): Promise<Word[]> {
  const file = path.join(dir, `${++seq}.pdf`);
  writeFileSync(file, await renderInvoicePdf(invoice, customer));
  const html = execFileSync('pdftotext', ['-bbox', file, '-']).toString();
  return [
    ...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g),
  ].map((m) => ({
    x0: Number(m[1]),
    y0: Number(m[2]),
    x1: Number(m[3]),
    y1: Number(m[4]),
    text: m[5]!,
  }));
}

/** Pairs of words whose boxes share more than a hair (poppler's boxes of neighbours may touch). */
function overlaps(list: Word[]): string[] {
  const hits: string[] = [];
  const eps = 0.5;
  for (let i = 0; i < list.length; i++) {
    for (let j = i + 1; j < list.length; j++) {
      const a = list[i]!;
      const b = list[j]!;
      if (Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > eps && Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) > eps)
        hits.push(`«${a.text}» × «${b.text}»`);
    }
  }
  return hits;
}

const customerOf = (h: (typeof demoHotels)[keyof typeof demoHotels]): CustomerForPdf => ({ ...h, country: 'España' });
const longest = (xs: string[]) => xs.reduce((a, b) => (b.length > a.length ? b : a));
const allDemoInvoices = Object.values(demoInvoices).flat();

describe('invoice PDF layout', () => {
  it('prints every label and value apart for the 29th of every month (the longest dates)', async () => {
    const customer = customerOf(demoHotels.mediterraneo);
    for (let m = 1; m <= 12; m++) {
      const day = m === 2 ? '28' : '29';
      const date = `2026-${String(m).padStart(2, '0')}-${day}`;
      const found = await words(
        { number: '2026-0042', date, dueDate: date, type: 1, description: 'Implantación', amountCents: 99_999_999 },
        customer,
      );
      expect(found.map((w) => w.text)).toContain('vencimiento');
      expect(overlaps(found), date).toEqual([]);
    }
  });

  it('keeps apart the longest demo names and descriptions, and a 70-character customer name', async () => {
    const seventy = 'Compañía Hotelera de Apartamentos Turísticos del Levante Español, S.L.';
    expect(seventy).toHaveLength(70);
    const customers = [
      ...Object.values(demoHotels).map(customerOf),
      {
        ...customerOf(demoHotels.atlantico),
        legalName: seventy,
        name: seventy.slice(0, 60),
        address: `${seventy}, 12`,
      },
    ];
    const description = longest(allDemoInvoices.map((i) => i[2]));
    for (const customer of customers) {
      const found = await words(
        {
          number: 'FV/2026-000123',
          date: '2026-11-29',
          dueDate: '2026-12-29',
          type: 3,
          description,
          amountCents: 123_456_789,
        },
        customer,
      );
      expect(found.map((w) => w.text)).toContain(customer.legalName.split(' ')[0]);
      expect(overlaps(found), customer.legalName).toEqual([]);
    }
  });
});
