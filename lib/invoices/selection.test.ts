// The invoice search's word patterns find exactly what folding finds: a text holds a typed word when
// its folded form (search-fold.ts) contains the word's, on SQLite's GLOB as on a regular expression
// (PostgreSQL's `~`; here JavaScript's, which reads classes and escaped metacharacters alike; the
// list's tests run the real one on PostgreSQL).
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { searchWords } from './finder';
import { foldSearchText } from './search-fold';
import { wordPattern } from './selection';

const TEXTS = [
  'F2025-0001 Instalación en RECEPCIÓN',
  'T2016-00042 Licencia Othello recepción (2 puestos)',
  'A-7 Soporte 24x7 [urgente]? a.b+c\\d ^x$ {1}|*',
  'ÑANDÚ Cañón Façade Über NAÏVE Crème brûlée',
  'Formación ÀÉÎÕÜ ç Ç',
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
  '^x$',
  '{1}|*',
  '(2',
  'x{1}',
  '*',
  'ç',
];

const sqlite = new Database(':memory:');
afterAll(() => sqlite.close());
const glob = sqlite.prepare<[string, string], { found: number }>('SELECT ? GLOB ? AS found');

describe('wordPattern', () => {
  it('matches a text exactly when its folded form holds the folded word, on both databases', () => {
    let found = 0;
    for (const text of TEXTS) {
      const folded = foldSearchText(text);
      for (const q of QUERIES) {
        for (const word of searchWords(q)) {
          const expected = folded.includes(word);
          found += Number(expected);
          expect(glob.get(text, wordPattern(word, false))!.found === 1, `GLOB «${word}» in «${text}»`).toBe(expected);
          expect(new RegExp(wordPattern(word, true), 'u').test(text), `~ «${word}» in «${text}»`).toBe(expected);
        }
      }
    }
    // Both outcomes occur: the corpus tests the matches and the misses.
    expect(found).toBeGreaterThan(15);
  });

  it('turns each letter into its accented and capital forms and keeps the rest literal', () => {
    expect(wordPattern('n1', false)).toBe('*[nNñÑ]1*');
    expect(wordPattern('a*b', false)).toBe('*[aAáàâäãÁÀÂÄÃ][*][bB]*');
    expect(wordPattern('7.x', true)).toBe('7\\.[xX]');
  });
});
