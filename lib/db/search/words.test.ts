import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_WORDS, searchWords } from './words';

describe('the words of a search', () => {
  it('folds case and accents as the indexes do, and cuts at anything but letters and digits', () => {
    expect(searchWords('  GARCÍA  Muñoz, «Peñíscola» ¿año? ')).toEqual(['garcia', 'munoz', 'peniscola', 'ano']);
    expect(searchWords('ana.lopez@hotel-sol.es')).toEqual(['ana', 'lopez', 'hotel', 'sol', 'es']);
    expect(searchWords('600 123 456')).toEqual(['600', '123', '456']);
  });

  it('has no word in punctuation alone or one letter, none twice, and at most a few', () => {
    expect(searchWords(' @-*"() ')).toEqual([]);
    expect(searchWords('Ana y Luis o J. 7')).toEqual(['ana', 'luis']);
    expect(searchWords('sol Sol SOL')).toEqual(['sol']);
    expect(searchWords('aa bb cc dd ee ff gg hh ii jj kk')).toHaveLength(MAX_SEARCH_WORDS);
  });

  it('keeps a lone digit where the index asks for it, never a lone letter', () => {
    expect(searchWords('Hotel Faro 1', { digits: true })).toEqual(['hotel', 'faro', '1']);
    expect(searchWords('Ana y Luis o J. 7', { digits: true })).toEqual(['ana', 'luis', '7']);
    expect(searchWords('Hotel Faro 1')).toEqual(['hotel', 'faro']);
  });
});
