// The account page's list view: a page of rows, the sums of the whole selection.
import { describe, expect, it } from 'vitest';
import type { InvoiceRecordDto } from '@/lib/invoices/fields';
import { INVOICE_PAGE_SIZE, invoiceListView, pageFrom } from './list-view';

const NOW = new Date('2026-06-15T10:00:00Z');

/** `count` invoices of 2025 (newest first), ten euros each, types in turn; two of 2024. */
function invoices(count: number): InvoiceRecordDto[] {
  const of2025 = Array.from({ length: count }, (_, i) => ({
    id: count - i + 2,
    numero: `2025-${String(count - i).padStart(5, '0')}`,
    fecha: `2025-${String(12 - Math.floor((i * 12) / count)).padStart(2, '0')}-10`,
    vencimiento: '2026-01-31',
    tipo: i % 4,
    descripcion: i === 7 ? 'Instalación en recepción' : 'Cuota',
    importe: 10,
    ultima: i === 0,
  }));
  const of2024 = [2, 1].map((id) => ({
    id,
    numero: `2024-0000${id}`,
    fecha: '2024-05-01',
    vencimiento: '2024-06-01',
    tipo: 0,
    descripcion: 'Licencia',
    importe: 100,
    ultima: false,
  }));
  return [...of2025, ...of2024];
}

const view = (all: InvoiceRecordDto[], query: string) => invoiceListView(all, new URLSearchParams(query), NOW);

describe('invoice list view', () => {
  it('sends one page of rows and the sums of the whole selection', () => {
    const all = invoices(20_000);
    const first = view(all, '');
    // No year asked, none of this year: the latest with invoices.
    expect(first.filters).toEqual({ anio: 2025, tipo: null, q: '' });
    expect(first).toMatchObject({
      years: [2025, 2024],
      any: true,
      pagina: 1,
      paginas: 20_000 / INVOICE_PAGE_SIZE,
      yearTotalCents: 20_000 * 1000,
    });
    expect(first.invoices).toHaveLength(INVOICE_PAGE_SIZE);
    expect(first.invoices[0]!.ultima).toBe(true);
    expect(first.totals.count).toBe(20_000);
    expect(first.series).toHaveLength(12);
    expect(JSON.stringify(first).length).toBeLessThan(20_000);

    const third = view(all, 'anio=2025&pagina=3');
    expect(third.invoices.map((i) => i.id)).toEqual(all.slice(100, 150).map((i) => i.id));

    // Type and search narrow the rows and the totals; the year's total stays the year's.
    const support = view(all, 'anio=2025&tipo=soporte');
    expect(support.totals).toMatchObject({ count: 5_000, totalCents: 5_000 * 1000 });
    expect(support.yearTotalCents).toBe(20_000 * 1000);
    expect(view(all, 'anio=todos&q=RECEPCION').invoices.map((i) => i.descripcion)).toEqual([
      'Instalación en recepción',
    ]);
  });

  it('a page past the end is the last one; an unreadable page or filter falls back', () => {
    const all = invoices(120);
    expect(view(all, 'anio=2025&pagina=7')).toMatchObject({ pagina: 3, paginas: 3 });
    expect(view(all, 'anio=2025&pagina=7').invoices).toHaveLength(20);
    expect(view(all, 'anio=2024&tipo=soporte')).toMatchObject({
      pagina: 1,
      paginas: 1,
      invoices: [],
      totals: { count: 0 },
      any: true,
    });
    expect(view([], '')).toMatchObject({ any: false, invoices: [], paginas: 1 });
    for (const raw of ['0', '-1', 'dos', '1e3', '']) expect(pageFrom(new URLSearchParams({ pagina: raw }))).toBe(1);
    expect(view(all, 'anio=dosmil&pagina=2').filters.anio).toBe(2025);
  });
});
