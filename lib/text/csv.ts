// The one CSV writer of every export (enquiries, audit trail, a hotel's invoices for the customer
// and for staff, the staff command), for spreadsheets (Excel in Spanish locales): `;` between cells
// (the comma is the decimal mark), a UTF-8 BOM so accents open right, CRLF between records.
// Every text cell is quoted, so a line break, `;` or `"` inside one can never end it: csv-stringify
// by itself leaves a bare LF or CR unquoted once the record delimiter is CRLF, and the next line
// of a description became a row of its own, starting with `=…`.
// Text a spreadsheet would take for a formula is defused with a leading apostrophe at the start of
// the cell AND of every line inside it (`=`, `+`, `-`, `@`, tab, CR and their full-width forms),
// since some programs split a cell's lines or a user pastes one. Control characters are written
// out visibly (`\x1b`), line breaks and tabs kept, so visitor text can drive neither a spreadsheet
// nor a terminal the file is printed to.
// An export of any size is written as a stream (spreadsheetCsvStream): the same bytes, a batch of
// records at a time as the client takes them, never the whole file in memory.
import { stringify } from 'csv-stringify/sync';
import { escapeControlCharacters as visible } from './control-characters';

/** A cell: text, or an amount in euros (written `-1234,50`: a number, never quoted or defused). */
export type CsvCell = string | number;

/** A line starting with one of these is a formula to Excel, LibreOffice or Numbers. */
const FORMULA_AT_LINE_START = /(^|\n)(?=[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/g;

/** Text as the cell holds it: CRLF as one line break, controls visible, every line defused. */
function defusedCellText(text: string): string {
  return visible(text.replace(/\r\n/g, '\n'), { keepLines: true }).replace(FORMULA_AT_LINE_START, "$1'");
}

const OPTIONS = {
  delimiter: ';',
  record_delimiter: 'windows',
  // Quotes text cells (empty ones too) whatever they hold; amounts stay bare numbers.
  quoted_string: true,
  quoted_empty: true,
  quote_record_delimiter: true,
  cast: {
    string: defusedCellText,
    number: (n: number) => n.toFixed(2).replace('.', ','),
  },
} as const;

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
  return `${BOM}${stringify([header, ...rows], OPTIONS)}`;
}

/**
 * The same file as spreadsheetCsv, as a stream the client pulls a batch at a time: each pull takes
 * the next batch from `batches` (one database read) and hands it on as one chunk of text, written
 * by csv-stringify in the same synchronous stretch as the read's end, so nothing of a batch waits
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
  let head: string | null = `${BOM}${stringify([[...header]], OPTIONS)}`;
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
          const text = stringify(next.value as CsvCell[][], OPTIONS); // read, never changed
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
