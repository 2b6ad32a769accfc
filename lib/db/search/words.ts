// A search box's text as the words the full-text indexes hold: lower case, accents folded ("García"
// → "garcia", "año" → "ano", as SQLite's unicode61 remove_diacritics and the PostgreSQL migration's
// mille_search_text fold them), split at anything that is not a letter or digit (an address is its
// words: "ana@example.es" → ana, example, es). A word of one letter is left out: Spanish ones are
// "y", "o", "a", "e", and as a prefix one letter matches nearly everything at the cost of reading it
// all; with `digits`, a lone digit is a word all the same, for an index whose words rarely start
// with one and whose rows are told apart by one (the hotels: "Hotel Faro 1", "Hostal 2"). Pure; the
// same for both databases.

/** At most this many words count: a pasted paragraph must not become a query of hundreds of terms. */
export const MAX_SEARCH_WORDS = 8;

export function searchWords(q: string, { digits = false }: { digits?: boolean } = {}): string[] {
  const words = q
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1 || (digits && /^\d$/.test(w)));
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}
