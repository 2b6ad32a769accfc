import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { spreadsheetCsv } from './csv';

describe('spreadsheetCsv', () => {
  it('writes the dialect Spanish Excel opens: BOM, semicolons, every cell quoted, CRLF', () => {
    expect(spreadsheetCsv(['id', 'nombre'], [['1', 'Ana "la" Pérez'], ['2', '']])).toBe('\uFEFF"id";"nombre"\r\n"1";"Ana ""la"" Pérez"\r\n"2";""\r\n');
  });

  it('defuses formulas and writes control characters out, keeping line breaks and tabs', () => {
    const csv = spreadsheetCsv(['a', 'b', 'c', 'd'], [['=HYPERLINK("x")', '@SUM(A1)', 'Eve\u001b[2J\u202e', 'Línea 1\nLínea 2\t(tab)\r']]);
    const [, row] = parse(csv, { bom: true, delimiter: ';' }) as string[][];
    expect(row).toEqual(["'=HYPERLINK(\"x\")", "'@SUM(A1)", 'Eve\\x1b[2J\\u202e', 'Línea 1\nLínea 2\t(tab)\\x0d']);
  });
});
