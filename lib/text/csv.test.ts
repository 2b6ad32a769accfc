import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { spreadsheetCsv } from './csv';

const rowsOf = (csv: string) => parse(csv, { bom: true, delimiter: ';' }) as string[][];

describe('spreadsheetCsv', () => {
  it('writes the dialect Spanish Excel opens: BOM, semicolons, every text cell quoted, amounts bare, CRLF', () => {
    expect(
      spreadsheetCsv(
        ['id', 'nombre', 'total'],
        [
          ['1', 'Ana "la" Pérez', -12.5],
          ['2', '', 1452],
        ],
      ),
    ).toBe('\uFEFF"id";"nombre";"total"\r\n"1";"Ana ""la"" Pérez";-12,50\r\n"2";"";1452,00\r\n');
  });

  it('defuses formulas and writes control characters out, keeping line breaks and tabs', () => {
    const csv = spreadsheetCsv(
      ['a', 'b', 'c', 'd'],
      [['=HYPERLINK("x")', '@SUM(A1)', 'Eve\u001b[2J\u202e', 'Línea 1\r\nLínea 2\t(tab)\r']],
    );
    const [, row] = rowsOf(csv);
    expect(row).toEqual(['\'=HYPERLINK("x")', "'@SUM(A1)", 'Eve\\x1b[2J\\u202e', 'Línea 1\nLínea 2\t(tab)\\x0d']);
  });

  it('keeps a cell with a bare line break one quoted cell, and defuses the start of every line in it', () => {
    const text = 'Servicio\n=HYPERLINK("http://x.invalid";"pulse")\n+1+1\n-2\n@SUM(A1)\n\tcmd\n＝1\nnormal - no';
    const csv = spreadsheetCsv(
      ['a', 'b'],
      [
        ['Servicio\n=1+1', 'x'],
        [text, '\n=2'],
      ],
    );
    const rows = rowsOf(csv);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual(["Servicio\n'=1+1", 'x']);
    expect(rows[2]![0]!.split('\n')).toEqual([
      'Servicio',
      `'=HYPERLINK("http://x.invalid";"pulse")`,
      "'+1+1",
      "'-2",
      "'@SUM(A1)",
      "'\tcmd",
      "'＝1",
      'normal - no',
    ]);
    expect(rows[2]![1]).toBe("\n'=2");
    // What a program that splits records on any line break sees: no line starts a formula.
    for (const line of csv.split(/\r\n|\n|\r/)) expect(line.replace(/^"/, '')).not.toMatch(/^[=+\-@\t]/);
  });
});
