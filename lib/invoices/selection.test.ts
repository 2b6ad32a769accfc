// The invoice search selects exactly what folding finds: a text holds a typed word when its folded
// form (search-fold.ts), without the punctuation a word is written with or without, contains the
// word's; a word of that punctuation alone is found as typed. Run through the selection's own SQL
// on this run's database (SQLite's GLOB, or PostgreSQL's `~` when the suite runs there).
import { beforeAll, describe, expect, it } from 'vitest';
import { db, hotReads } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { ALL_YEARS, searchWords } from './finder';
import { foldSearchText, withoutJoiners } from './search-fold';
import { selectionOf, selectionWhere, wordPattern } from './selection';

/** Number, then description. */
const TEXTS: [string, string][] = [
  ['F2025-0001', 'Instalación en RECEPCIÓN'],
  ['T2016-00042', 'Licencia Othello recepción (2 puestos)'],
  ['A-7', 'Soporte 24x7 [urgente]? a.b+c\\d ^x$ {1}|* %_'],
  ['N-1', 'ÑANDÚ Cañón Façade Über NAÏVE Crème brûlée'],
  ['FO-1', 'Formación ÀÉÎÕÜ ç Ç'],
  ['FAC-2025/0003', 'Adaptación Veri*Factu del TPV'],
  ['FAC.2025.0004', 'Integración Ticket-BAI · Col·legi d’Hotels'],
  ['V-9', "Mantenimiento VERIFACTU, l'Hospitalet"],
];
const QUERIES = [
  'recepcion',
  'RECEPCIÓN',
  'instalacion recepcion',
  'f2025-0001',
  '0001',
  'canon nandu',
  'facade uber naive',
  'creme brulee',
  'FORMACION aeiou',
  '24x7',
  '24.7',
  '24?7',
  '[urgente]?',
  'a.b+c\\d',
  'ab+c\\d',
  '^x$',
  '{1}|*',
  '(2',
  'x{1}',
  '*',
  '-',
  '.',
  '%_',
  'ç',
  // Across the punctuation inside a word, typed with it or without.
  'verifactu',
  'veri factu',
  'Veri*Factu',
  'veri-factu',
  'ticketbai',
  'TICKET-BAI',
  'collegi',
  'dhotels',
  'lhospitalet',
  'fac2025',
  'FAC-2025-0003',
  'fac20250004',
  'fac/2025/0004',
  'a7',
  'f20250001',
  'fac2026',
];

let hotelId = 0;

beforeAll(async () => {
  const hotel = await db().hotel.create({
    data: { name: 'Hotel Patrones', legalName: 'Patrones, S.L.', taxId: 'B99999981' },
  });
  hotelId = hotel.id;
  await db().invoice.createMany({
    data: TEXTS.map(([number, description]) => ({
      hotelId,
      number,
      description,
      date: '2025-05-05',
      dueDate: '2025-06-05',
      type: 0,
      amountCents: 100,
    })),
  });
});

/** The numbers of the invoices the selection of `q` holds, read by the database. */
async function found(q: string): Promise<string[]> {
  const where = selectionWhere(selectionOf(hotelId, { anio: ALL_YEARS, tipo: null, q, estado: null }));
  const rows = await hotReads().rows<{ number: string }>(Prisma.sql`SELECT "number" FROM "Invoice" WHERE ${where}`);
  return rows.map((r) => r.number).sort();
}

/** What the search is meant to find, by the rules of search-fold.ts and finder.ts. */
function expected(q: string): string[] {
  const words = searchWords(q);
  return TEXTS.filter(([number, description]) => {
    const folded = foldSearchText(`${number} ${description}`);
    return words.every((word) => (withoutJoiners(word) ? withoutJoiners(folded) : folded).includes(word));
  })
    .map(([number]) => number)
    .sort();
}

describe('the invoice search, on the database', () => {
  it('selects a text exactly when its folded form holds every folded word', async () => {
    let matches = 0;
    for (const q of QUERIES) {
      const want = expected(q);
      matches += want.length;
      expect(await found(q), `«${q}»`).toEqual(want);
    }
    // Both outcomes occur: the corpus tests the matches and the misses.
    expect(matches).toBeGreaterThan(25);
    expect(QUERIES.length * TEXTS.length - matches).toBeGreaterThan(25);
  });

  it('finds a word written with punctuation inside it, typed with that punctuation or without', async () => {
    const veriFactu = ['FAC-2025/0003', 'V-9'];
    expect(await found('verifactu')).toEqual(veriFactu);
    expect(await found('VERI*FACTU')).toEqual(veriFactu);
    expect(await found('veri-factu')).toEqual(veriFactu);
    expect(await found('veri factu')).toEqual(veriFactu);
    expect(await found('ticketbai')).toEqual(['FAC.2025.0004']);
    expect(await found('collegi dhotels')).toEqual(['FAC.2025.0004']);
    // Invoice numbers, whichever separators are typed: «FAC2025» finds «FAC-2025/0003» and «FAC.2025.0004».
    expect(await found('fac2025')).toEqual(['FAC-2025/0003', 'FAC.2025.0004']);
    expect(await found('fac-2025-0003')).toEqual(['FAC-2025/0003']);
    expect(await found('20250004')).toEqual(['FAC.2025.0004']);
    expect(await found('a7')).toEqual(['A-7']);
    // Other characters stay themselves: «24.7» is not «24x7», a space still separates words.
    expect(await found('24.7')).toEqual([]);
    expect(await found('24x7')).toEqual(['A-7']);
    expect(await found('verifactudel')).toEqual([]);
    // A word of that punctuation alone is looked for as typed.
    expect(await found('*')).toEqual(['A-7', 'FAC-2025/0003']);
    expect(await found('/')).toEqual(['FAC-2025/0003']);
  });
});

describe('wordPattern', () => {
  it('turns each letter into its accented and capital forms and keeps the rest literal', () => {
    expect(wordPattern('n1', false)).toBe('*[nNñÑ]1*');
    expect(wordPattern('a?b', false)).toBe('*[aAáàâäãÁÀÂÄÃ][?][bB]*');
    expect(wordPattern('*', false)).toBe('*[*]*');
    // PostgreSQL's skips the punctuation search-fold.ts names between two characters itself.
    expect(wordPattern('7+x', true)).toBe("7[-./*·'’]*\\+[-./*·'’]*[xX]");
    expect(wordPattern('.', true)).toBe('\\.');
  });
});
