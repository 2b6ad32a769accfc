import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CSV_HEADER, invoicesCsv } from './csv';

const record = (numero: string, descripcion: string, importe: number, tipo = 2) => ({ id: 1, numero, fecha: '2026-03-31', vencimiento: '2026-04-30', tipo, descripcion, importe, ultima: false });

describe('invoices CSV', () => {
  it('is UTF-8 with BOM, semicolons, decimal commas, Spanish dates, and no formula can run', () => {
    const csv = invoicesCsv([record('2026-0001', 'Soporte; "anual"', 1452), record('2026-0002', '=HYPERLINK("http://x")', 689.7), record('2026-0003', '-2+3', 0.01, 3), record('2026-0004', '@SUM(A1)', 12.1, 0)]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows: string[][] = parse(csv.slice(1), { delimiter: ';' });
    expect(rows[0]).toEqual([...CSV_HEADER]);
    expect(rows[1]).toEqual(['2026-0001', '31/03/2026', '30/04/2026', 'Soporte', 'Soporte; "anual"', '1200,00', '252,00', '1452,00']);
    expect(rows[2]![4]).toBe(`'=HYPERLINK("http://x")`);
    expect(rows[2]!.slice(5)).toEqual(['570,00', '119,70', '689,70']);
    expect(rows[3]![4]).toBe(`'-2+3`);
    expect(rows[3]![3]).toBe('Otros');
    expect(rows[4]![4]).toBe(`'@SUM(A1)`);
  });
});
