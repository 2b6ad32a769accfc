// CSV for spreadsheets (Excel in Spanish locales): `;` between cells, a UTF-8 BOM so accents open
// right, every cell quoted, and text a spreadsheet would take for a formula neutralised.
import { escapeControlCharacters as visible } from './control-characters';

/** One CSV cell: quoted, control characters written out, a leading formula character defused. */
export function csvCell(value: string): string {
  const text = visible(value, { keepLines: true });
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A whole file for spreadsheets: BOM, `;`-separated, CRLF line ends. */
export function spreadsheetCsv(header: string[], rows: string[][]): string {
  return '\uFEFF' + [header, ...rows].map((r) => r.map(csvCell).join(';')).join('\r\n') + '\r\n';
}
