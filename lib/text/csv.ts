// The one CSV writer of every export (enquiries, audit trail, a hotel's invoices for the customer
// and for staff, the staff command), for spreadsheets (Excel in Spanish locales): `;` between cells
// (the comma is the decimal mark), a UTF-8 BOM so accents open right, CRLF between records.
// Every text cell is quoted, so a line break, `;` or `"` inside one can never end it (a quote
// inside is doubled): csv-stringify by itself leaves a bare LF or CR unquoted once the record
// delimiter is CRLF, and the next line of a description became a row of its own, starting with `=…`.
// Text a spreadsheet would take for a formula is defused with a leading apostrophe at the start of
// the cell AND of every line inside it (`=`, `+`, `-`, `@`, tab, CR and their full-width forms),
// since some programs split a cell's lines or a user pastes one. Control characters are written
// out visibly (`\x1b`), line breaks and tabs kept, so visitor text can drive neither a spreadsheet
// nor a terminal the file is printed to.
// An export of any size is written as a stream (spreadsheetCsvStream): the same bytes, a batch of
// records at a time as the client takes them, never the whole file in memory.
// Written here, not by csv-stringify (it wrote these files until the exports were measured at a
// vendor's size): with every cell quoted, what is left of CSV is doubling a quote, and the
// library's general per-field work (options, casts, quoting rules) took as long again as the cells'
// own, on the server's thread. With the cells' changes made only where needed, a row of eleven
// cells went from ~22 to ~6 µs on the bench's host. csv.test.ts holds this writer to
// csv-stringify's output on every awkward sample.
import { escapeControlCharacters as visible } from './control-characters';

/** A cell: text, or an amount in euros (written `-1234,50`: a number, never quoted or defused). */
export type CsvCell = string | number;

/** A line starting with one of these is a formula to Excel, LibreOffice or Numbers. */
const FORMULA_STARTS = '=+\\-@\\t\\r\\uFF1D\\uFF0B\\uFF0D\\uFF20';
const FORMULA_AT_LINE_START = new RegExp(`(^|\\n)(?=[${FORMULA_STARTS}])`, 'g');
const FORMULA_AT_SOME_LINE = new RegExp(`(^|\\n)[${FORMULA_STARTS}]`);
/** Text with none of what a cell changes (controls, formula starts, quotes) goes out as it is. */
const AS_IT_IS = new RegExp(`^[^\\p{Cc}\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069"${FORMULA_STARTS}]*$`, 'u');

/**
 * A text cell, quoted: CRLF as one line break, controls visible, every line defused, quotes
 * doubled. Each change asked for before it is made: most cells need none, and a copy of each cell
 * per change was most of an export's garbage.
 */
function textCell(value: string): string {
  if (AS_IT_IS.test(value)) return `"${value}"`;
  let text = value.includes('\r\n') ? value.replace(/\r\n/g, '\n') : value;
  text = visible(text, { keepLines: true });
  if (FORMULA_AT_SOME_LINE.test(text)) text = text.replace(FORMULA_AT_LINE_START, "$1'");
  return `"${text.includes('"') ? text.replaceAll('"', '""') : text}"`;
}

function cell(value: CsvCell): string {
  return typeof value === 'number' ? value.toFixed(2).replace('.', ',') : textCell(value);
}

function records(rows: Iterable<readonly CsvCell[]>): string {
  let text = '';
  for (const row of rows) {
    let line = '';
    for (let i = 0; i < row.length; i++) line += i === 0 ? cell(row[i]!) : `;${cell(row[i]!)}`;
    text += `${line}\r\n`;
  }
  return text;
}

const BOM = '\uFEFF';

const MADRID_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Madrid',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

const HOUR_MS = 3_600_000;
/** Madrid's offset from UTC (ms) by UTC hour: a few thousand hours, an export's rows come in time order. */
const madridOffsets = new Map<number, number>();

/**
 * Madrid's offset from UTC at `ms`, asked of Intl once per UTC hour: the offset changes only on
 * whole UTC hours (summer time starts and ends at 01:00 UTC), and formatToParts costs about 3 µs a
 * call, a third of an audit entry's cells (2.7 ms per 1,000 rows, in the CPU profile of ten
 * exports the largest single function: "Exports on SQLite: shorter batches" in docs/PERFORMANCE.md).
 */
function madridOffset(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS) * HOUR_MS;
  let offset = madridOffsets.get(hour);
  if (offset === undefined) {
    const p = Object.fromEntries(MADRID_PARTS.formatToParts(hour).map((x) => [x.type, Number(x.value)]));
    offset = Date.UTC(p.year!, p.month! - 1, p.day, p.hour, p.minute) - hour;
    if (madridOffsets.size >= 4096) madridOffsets.clear();
    madridOffsets.set(hour, offset);
  }
  return offset;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * An instant as a date cell: Madrid wall-clock time, `dd/mm/aaaa hh:mm`, which Excel in a Spanish
 * locale reads as a date and time (an ISO `…T…Z` stays text there, and in UTC).
 */
export function spreadsheetDateTime(d: Date): string {
  const ms = d.getTime();
  if (Number.isNaN(ms)) throw new RangeError('Invalid time value');
  const t = new Date(ms + madridOffset(ms));
  return `${two(t.getUTCDate())}/${two(t.getUTCMonth() + 1)}/${t.getUTCFullYear()} ${two(t.getUTCHours())}:${two(t.getUTCMinutes())}`;
}

/** A whole file: BOM, `;`-separated, text cells quoted and defused, CRLF line ends. */
export function spreadsheetCsv(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  return `${BOM}${records([header])}${records(rows)}`;
}

/**
 * The same file as spreadsheetCsv, as a stream the client pulls a batch at a time: each pull takes
 * the next batch from `batches` (one database read) and hands it on as one chunk of text, written
 * in the same synchronous stretch as the read's end, so nothing of a batch waits
 * for a slow client between two pulls (csv-stringify's stream API kept rows, cells and a Buffer per
 * record, each a slice holding a shared 8 kB pool, in three buffers across the pulls: ten
 * audit-trail exports at once held up to 35 MB of ArrayBuffers, now 15; docs/PERFORMANCE.md, "Ten
 * exports at once: a batch per pull"). Memory is one batch, whatever the number of rows.
 * Cancelling (the client went away) stops reading batches; an error of `batches` errors the stream
 * (the client sees a cut download).
 */
export function spreadsheetCsvStream(
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly CsvCell[])[]>,
): ReadableStream<Uint8Array> {
  const source = batches[Symbol.asyncIterator]();
  // The BOM and the header go out with the first batch.
  let head: string | null = `${BOM}${records([header])}`;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        for (;;) {
          const next = await source.next();
          if (next.done) {
            if (head !== null) controller.enqueue(Buffer.from(head));
            controller.close();
            return;
          }
          if (next.value.length === 0) continue;
          const text = records(next.value);
          controller.enqueue(Buffer.from(head === null ? text : head + text));
          head = null;
          return;
        }
      },
      async cancel() {
        await source.return?.();
      },
    },
    { highWaterMark: 0 },
  );
}
