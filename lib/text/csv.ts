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

/** A whole file: BOM, `;`-separated, text cells quoted and defused, CRLF line ends. */
export function spreadsheetCsv(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  return `\uFEFF${stringify([header, ...rows], OPTIONS)}`;
}
