import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { CONTROLS, ORDINARY, ZERO_WIDTH } from '@/lib/testing/text-samples';
import { escapeControlCharacters } from './control-characters';
import { spreadsheetCsv, spreadsheetCsvStream, spreadsheetDateTime, type CsvCell } from './csv';

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

describe('the writer against csv-stringify', () => {
  // The options csv-stringify wrote these files with: the same dialect, cell by cell.
  const reference = (rows: CsvCell[][]) =>
    `\uFEFF${stringify(rows, {
      delimiter: ';',
      record_delimiter: 'windows',
      quoted_string: true,
      quoted_empty: true,
      quote_record_delimiter: true,
      cast: {
        string: (text: string) =>
          escapeControlCharacters(text.replace(/\r\n/g, '\n'), { keepLines: true }).replace(
            /(^|\n)(?=[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/g,
            "$1'",
          ),
        number: (n: number) => n.toFixed(2).replace('.', ','),
      },
    })}`;

  it('writes the same bytes for every awkward cell, alone and inside text', () => {
    const awkward = [
      ...Object.values(CONTROLS),
      ...Object.values(ZERO_WIDTH),
      ...ORDINARY,
      ...'=+-@\uFF1D\uFF0B\uFF0D\uFF20";,\'\\',
      '',
      ' ',
      '""',
      'a\r\nb',
      '\r\n=1',
      'García-López',
      '+34 600 000 000',
      'ana@mar.es',
      'x;y',
    ];
    const cells = awkward.flatMap((a) => [a, `${a}texto`, `texto${a}`, `una\n${a}línea`, `${a}${a}`]);
    const rows: CsvCell[][] = cells.map((c, i) => [c, i, -i / 3, `${i}`]);
    expect(spreadsheetCsv(['celda', 'n', 'importe', 'id'], rows)).toBe(
      reference([['celda', 'n', 'importe', 'id'], ...rows]),
    );
  });
});

describe('spreadsheetCsvStream', () => {
  const rows = (n: number): CsvCell[][] =>
    Array.from({ length: n }, (_, i) => [String(i), `=HYPERLINK("x")\nLínea ${i};"${'·'.repeat(i % 50)}"`, i / 4]);

  /** `items` in batches of 250, as an export reads them, counting the records taken. */
  async function* slowly<T>(items: T[], taken: { count: number }) {
    for (let at = 0; at < items.length; at += 250) {
      const batch = items.slice(at, at + 250);
      taken.count += batch.length;
      yield batch;
    }
  }

  it('writes exactly the file spreadsheetCsv writes, a batch of whole records per chunk', async () => {
    const all = rows(3000);
    const bytes = Buffer.from(
      await new Response(spreadsheetCsvStream(['id', 'texto', 'total'], slowly(all, { count: 0 }))).arrayBuffer(),
    );
    expect(bytes.toString('utf8')).toBe(spreadsheetCsv(['id', 'texto', 'total'], all));
    expect(
      Buffer.from(await new Response(spreadsheetCsvStream(['id'], slowly([], { count: 0 }))).arrayBuffer()).toString(),
    ).toBe('\uFEFF"id"\r\n');
    // Empty batches in between write nothing.
    async function* withEmpty() {
      yield [];
      yield [['1']];
      yield [];
      yield [['2']];
    }
    expect(Buffer.from(await new Response(spreadsheetCsvStream(['id'], withEmpty())).arrayBuffer()).toString()).toBe(
      '\uFEFF"id"\r\n"1"\r\n"2"\r\n',
    );
  });

  it('reads a batch only when the reader asks for a chunk (backpressure), and none once cancelled', async () => {
    const taken = { count: 0 };
    const reader = spreadsheetCsvStream(['id', 'texto', 'total'], slowly(rows(100_000), taken)).getReader();
    const first = await reader.read();
    // The header and the first batch, whole records; nothing read ahead of the reader.
    expect(Buffer.from(first.value!).toString()).toBe(spreadsheetCsv(['id', 'texto', 'total'], rows(250)));
    expect(taken.count).toBe(250);
    await reader.read();
    expect(taken.count).toBe(500);
    await reader.cancel();
    await new Promise((resolve) => setImmediate(resolve));
    expect(taken.count).toBe(500);
  });

  it('fails the download when reading the rows fails', async () => {
    async function* failing() {
      yield [['1']];
      throw new Error('database gone');
    }
    await expect(new Response(spreadsheetCsvStream(['id'], failing())).arrayBuffer()).rejects.toThrow('database gone');
  });
});

describe('spreadsheetDateTime', () => {
  it('writes Madrid wall-clock time across the summer-time changes', () => {
    const at = (iso: string) => spreadsheetDateTime(new Date(iso));
    expect(at('2026-03-29T00:59:00Z')).toBe('29/03/2026 01:59');
    expect(at('2026-03-29T01:00:00Z')).toBe('29/03/2026 03:00');
    expect(at('2026-10-25T00:59:00Z')).toBe('25/10/2026 02:59');
    expect(at('2026-10-25T01:00:00Z')).toBe('25/10/2026 02:00');
    expect(at('2025-12-31T23:30:00Z')).toBe('01/01/2026 00:30');
    expect(() => at('not a date')).toThrow(RangeError);
  });

  it('agrees with Intl for every quarter of an hour over three years', () => {
    const differ: string[] = [];
    const swedish = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Madrid',
      dateStyle: 'short',
      timeStyle: 'short',
    });
    for (let t = Date.UTC(2025, 0, 1, 0, 7); t < Date.UTC(2028, 0, 1); t += 15 * 60_000) {
      // Swedish writes `aaaa-mm-dd hh:mm:ss`, 24-hour.
      const [, y, mo, d, hm] = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}:\d{2})/.exec(swedish.format(new Date(t)))!;
      const want = `${d}/${mo}/${y} ${hm}`;
      if (spreadsheetDateTime(new Date(t)) !== want) differ.push(new Date(t).toISOString());
    }
    expect(differ).toEqual([]);
  });
});
