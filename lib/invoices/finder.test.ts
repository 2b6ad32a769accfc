import { describe, expect, it } from 'vitest';
import {
  ALL_YEARS,
  defaultYear,
  filterParams,
  lenientFilters,
  monthlySeries,
  parseFilters,
  searchWords,
  totalsOf,
  type MonthTypeSum,
} from './finder';

const inv = (numero: string, fecha: string, tipo: number, descripcion: string, importe: number) => ({
  numero,
  fecha,
  tipo,
  descripcion,
  importe,
});
const list = [
  inv('2026-0007', '2026-04-30', 2, 'Soporte 24x7, segundo trimestre', 689.7),
  inv('2026-0002', '2026-01-30', 2, 'Soporte 24x7, primer trimestre', 689.7),
  inv('2025-0011', '2025-11-28', 1, 'Integración con el channel manager', 363),
  inv('2025-0003', '2025-03-31', 0, 'Licencia terminal punto de venta', 1452),
  inv('2024-0009', '2024-11-29', 0, 'Licencia Othello recepción', 4356),
];
const q = (s: string) => new URLSearchParams(s);
/** The sums the database answers for these invoices (one row per invoice: month and type differ). */
const sums = (of: typeof list): MonthTypeSum[] =>
  of.map((i) => ({ month: i.fecha.slice(0, 7), tipo: i.tipo, count: 1, cents: Math.round(i.importe * 100) }));

describe('invoice finder', () => {
  it('offers the years with invoices, newest first, and defaults to this year or the latest', () => {
    const years = [2026, 2025, 2024];
    expect(defaultYear(years, 2025)).toBe(2025);
    expect(defaultYear(years, 2027)).toBe(2026);
    expect(defaultYear([], 2027)).toBe(ALL_YEARS);
  });

  it('reads the query strictly, and leniently for a hand-edited page URL', () => {
    expect(parseFilters(q(''), [2026], 2026)).toEqual({
      ok: true,
      filters: { anio: 2026, tipo: null, q: '', estado: null },
    });
    expect(parseFilters(q('anio=todos&tipo=Soporte&q=%20trim%20'), [2026], 2026)).toEqual({
      ok: true,
      filters: { anio: ALL_YEARS, tipo: 2, q: 'trim', estado: null },
    });
    expect(parseFilters(q('anio=25'), [], 2026)).toMatchObject({ ok: false, problem: expect.stringContaining('Año') });
    expect(parseFilters(q('tipo=factura'), [], 2026)).toMatchObject({
      ok: false,
      problem: expect.stringContaining('Tipo'),
    });
    expect(parseFilters(q(`q=${'x'.repeat(101)}`), [], 2026)).toMatchObject({ ok: false });
    expect(lenientFilters(q('anio=nada&tipo=servicio'), [2025], 2026)).toEqual({
      anio: 2025,
      tipo: 1,
      q: '',
      estado: null,
    });
    expect(filterParams({ anio: 2025, tipo: 3, q: 'x y', estado: null })).toEqual({
      anio: '2025',
      tipo: 'otros',
      q: 'x y',
    });
    expect(filterParams({ anio: 2025, tipo: null, q: '', estado: 'vencida' })).toEqual({
      anio: '2025',
      estado: 'vencida',
    });
    expect(parseFilters(q('estado=Vencida'), [2026], 2026)).toMatchObject({ ok: true, filters: { estado: 'vencida' } });
    expect(parseFilters(q('estado=debida'), [2026], 2026)).toEqual({
      ok: false,
      problem: 'Estado no válido: use pagada, pendiente, vencida',
    });
    expect(lenientFilters(q('estado=debida&tipo=servicio'), [2025], 2026)).toMatchObject({ tipo: 1, estado: null });
  });

  it('folds the search into words, whatever the case or accents', () => {
    expect(searchWords('  Integración  RECEPCIÓN 24x7 ')).toEqual(['integracion', 'recepcion', '24x7']);
    expect(searchWords('Ñandú Çà')).toEqual(['nandu', 'ca']);
    expect(searchWords('')).toEqual([]);
  });

  it('leaves out of each word the punctuation written inside words, unless the word is only that', () => {
    expect(searchWords('Veri*Factu TICKET-BAI')).toEqual(['verifactu', 'ticketbai']);
    expect(searchWords("FAC-2025/0001 1.500 Col·legi l’Hotel d'Aro")).toEqual([
      'fac20250001',
      '1500',
      'collegi',
      'lhotel',
      'daro',
    ]);
    // Other characters stay: a search for «24?7» or «(2)» is one for those characters.
    expect(searchWords('24?7 (2) a_b')).toEqual(['24?7', '(2)', 'a_b']);
    expect(searchWords('- * ./ x')).toEqual(['-', '*', './', 'x']);
  });

  it('totals to the cent, in all and by type', () => {
    const t = totalsOf(sums(list), ALL_YEARS);
    expect(t.count).toBe(5);
    expect(t.totalCents).toBe(68970 * 2 + 36300 + 145200 + 435600);
    expect(t.byType.map((b) => b.count)).toEqual([2, 1, 2, 0]);
    expect(t.byType[2]!.totalCents).toBe(137940);
    expect(totalsOf(sums(list), 2026)).toMatchObject({ count: 2, totalCents: 137940 });
  });

  it('charts every month of the period, empty ones as zero, a year beside the year before', () => {
    const year = monthlySeries(sums(list.filter((i) => i.fecha < '2026')), 2025);
    expect(year).toHaveLength(12);
    expect(year[0]).toEqual({ month: '2025-01', total: 0, previous: 0 });
    expect(year[2]).toEqual({ month: '2025-03', total: 1452, previous: 0 });
    expect(year[10]).toEqual({ month: '2025-11', total: 363, previous: 4356 });
    const all = monthlySeries(sums(list), ALL_YEARS);
    expect(all.map((m) => m.month)).toHaveLength(18); // Nov 2024 … Apr 2026
    expect(all[0]).toEqual({ month: '2024-11', total: 4356 });
    expect(all[1]).toEqual({ month: '2024-12', total: 0 });
    expect(monthlySeries([], ALL_YEARS)).toEqual([]);
  });
});
