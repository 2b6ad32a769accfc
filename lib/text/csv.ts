// CSV for spreadsheets (Excel in Spanish locales): `;` between cells, a UTF-8 BOM so accents open
// right, every cell quoted, and text a spreadsheet would take for a formula neutralised. Written
// by csv-stringify (quoting, formula escaping); control characters are written out first, so a
// visitor's text can drive neither a spreadsheet nor a terminal the file is printed to.
import { stringify } from 'csv-stringify/sync';
import { escapeControlCharacters as visible } from './control-characters';

/** A whole file for spreadsheets: BOM, `;`-separated, every cell quoted, CRLF line ends. */
export function spreadsheetCsv(header: string[], rows: string[][]): string {
  return stringify([header, ...rows], {
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    quoted: true,
    quoted_empty: true,
    escape_formulas: true,
    cast: { string: (value) => visible(value, { keepLines: true }) },
  });
}
