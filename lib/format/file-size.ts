// A file's size as the pages show it, in Spanish: «13 B», «1,2 kB», «2,4 MB». One formatter for
// every page that lists files (a support case's attachments, a version's installers and manuals;
// the customer's pages and the staff's), so the same file shows the same size wherever it is listed.
import { numberFormat } from './intl';

const UNITS = ['B', 'kB', 'MB', 'GB'] as const;

/** Bytes in words: whole bytes under 1 kB, then at most one decimal (1 kB = 1024 B). */
export function fileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  // The unit is chosen on the rounded value: 1,048,575 bytes are «1 MB», not «1024 kB».
  while (unit < UNITS.length - 1 && Math.round(value * 10) / 10 >= 1024) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : numberFormat({ maximumFractionDigits: 1 }).format(value)} ${UNITS[unit]}`;
}
