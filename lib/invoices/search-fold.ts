// How the invoice search ignores case, accents and the punctuation inside a word, written once for
// the words typed (finder.ts) and for the text searched (selection.ts): lower case, then each
// accented letter of the table to its plain one; the database matches each letter of a word against
// every letter it stands for. The table is what the invoices' Spanish (and Catalan, Portuguese,
// French, German) text holds; a letter outside it is matched as it is.
// Pure: the browser's panel reads the finder too.

const PLAIN: Record<string, string> = {
  a: 'áàâäã',
  e: 'éèêë',
  i: 'íìîï',
  o: 'óòôöõ',
  u: 'úùûü',
  n: 'ñ',
  c: 'ç',
};

/** [accented, plain] for every letter of the table, lower and upper case. */
const SEARCH_FOLDS: readonly (readonly [string, string])[] = Object.entries(PLAIN).flatMap(([plain, accented]) =>
  [...accented].flatMap((letter) => [[letter, plain] as const, [letter.toUpperCase(), plain] as const]),
);

const FOLD = new Map(SEARCH_FOLDS);

/**
 * Every character of a text that a character of a folded word stands for: itself, its capital, and
 * for a plain letter of the table its accented forms in both cases («o» → o O ó ò … Ó Ò …). So
 * foldSearchText(text) holds a word where the text holds, at one place, one of these per character.
 */
export function matchingCharacters(ch: string): string[] {
  const upper = ch.toUpperCase();
  const accented = PLAIN[ch] ?? '';
  return [...new Set([ch, ...([...upper].length === 1 ? [upper] : []), ...accented, ...accented.toUpperCase()])];
}

/** «Facturación» → «facturacion»: the text as the database's patterns (matchingCharacters) see it. */
export function foldSearchText(text: string): string {
  return [...text.toLowerCase()].map((ch) => FOLD.get(ch) ?? ch).join('');
}

/**
 * The punctuation a word is written with or without, which the search skips in the words typed and
 * in the text searched: «verifactu» finds «Veri*Factu», «ticketbai» «Ticket-BAI», «fac20250001» and
 * «fac-2025/0001» both «FAC-2025/0001», «collegi» «Col·legi», «dhotel» «d’Hotel». Each one costs a
 * replace() a row on SQLite (selection.ts), so the list stays short. `-` stays first: a regular
 * expression's class of them reads it as itself there.
 */
export const SEARCH_JOINERS = ['-', '.', '/', '*', '·', "'", '’'] as const;

const JOINERS: ReadonlySet<string> = new Set(SEARCH_JOINERS);

/** «Veri*Factu» → «VeriFactu»: a text without the punctuation the search skips (SEARCH_JOINERS). */
export function withoutJoiners(text: string): string {
  return [...text].filter((ch) => !JOINERS.has(ch)).join('');
}
