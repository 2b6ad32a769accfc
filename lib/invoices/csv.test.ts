import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CSV_HEADER, invoicesCsv } from './csv';

const record = (numero: string, descripcion: string, importe: number, tipo = 2) => ({
  id: 1,
  numero,
  fecha: '2026-03-31',
  vencimiento: '2026-04-30',
  tipo,
  descripcion,
  importe,
  fechapago: null,
  estado: 'pendiente' as const,
  ultima: false,
});

describe('invoices CSV', () => {
  it('is UTF-8 with BOM, semicolons, decimal commas, Spanish dates, and no formula can run', () => {
    const csv = invoicesCsv([
      record('2026-0001', 'Soporte; "anual"', 1452),
      record('2026-0002', '=HYPERLINK("http://x")', 689.7),
      record('2026-0003', '-2+3', 0.01, 3),
      record('2026-0004', '@SUM(A1)', 12.1, 0),
      record('2026-0005', 'Abono', -121, 0),
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows: string[][] = parse(csv.slice(1), { delimiter: ';' });
    expect(rows[0]).toEqual([...CSV_HEADER]);
    expect(rows[1]).toEqual([
      '2026-0001',
      '31/03/2026',
      '30/04/2026',
      'Soporte',
      'Soporte; "anual"',
      '1200,00',
      '252,00',
      '1452,00',
      '',
      'Pendiente',
    ]);
    expect(rows[2]![4]).toBe(`'=HYPERLINK("http://x")`);
    expect(rows[2]!.slice(5, 8)).toEqual(['570,00', '119,70', '689,70']);
    expect(rows[3]![4]).toBe(`'-2+3`);
    expect(rows[3]![3]).toBe('Otros');
    expect(rows[4]![4]).toBe(`'@SUM(A1)`);
    // A credit note's amounts stay numbers.
    expect(rows[5]!.slice(5, 8)).toEqual(['-100,00', '-21,00', '-121,00']);
    expect(csv).toContain(';-100,00;-21,00;-121,00;');
  });

  it('keeps a description with line breaks in its one record, every line defused', () => {
    for (const nl of ['\n', '\r\n']) {
      const csv = invoicesCsv([
        record('2026-0001', `Servicio${nl}=HYPERLINK("http://x.invalid";"pulse")${nl}+cmd`, 10),
      ]);
      const rows: string[][] = parse(csv, { bom: true, delimiter: ';' });
      expect(rows).toHaveLength(2);
      expect(rows[1]![4]!.split('\n')).toEqual(['Servicio', `'=HYPERLINK("http://x.invalid";"pulse")`, "'+cmd"]);
      expect(rows[1]![7]).toBe('10,00');
    }
    // A bare CR is no record end either.
    const cr = parse(invoicesCsv([record('2026-0001', 'Servicio\r=1+1', 10)]), {
      bom: true,
      delimiter: ';',
    }) as string[][];
    expect(cr).toHaveLength(2);
    expect(cr[1]![4]).toBe('Servicio\\x0d=1+1');
  });
});
