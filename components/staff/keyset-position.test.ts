// The keyset pager's words: the rows' range where it is known (either end), else the page's number
// as the links counted it, and the total.
import { describe, expect, it } from 'vitest';
import { keysetPosition } from './keyset-position';

describe('keysetPosition', () => {
  it('says the range on the first page and on the last, the page in between, and the total', () => {
    // 27 invoices, 25 a page: page 1, then page 2.
    expect(keysetPosition({ total: 27, shown: 25, hasNext: true, hasPrev: false })).toEqual({
      text: '1–25 de 27',
      page: 1,
      nextPage: 2,
      prevPage: undefined,
    });
    expect(keysetPosition({ total: 27, shown: 2, hasNext: false, hasPrev: true, pagina: '2' })).toEqual({
      text: 'Página 2 · 26–27 de 27',
      page: 2,
      nextPage: undefined,
      prevPage: 1,
    });
    // A page in the middle of 125.
    expect(keysetPosition({ total: 125, shown: 25, hasNext: true, hasPrev: true, pagina: '3' })).toEqual({
      text: 'Página 3 · 125 en total',
      page: 3,
      nextPage: 4,
      prevPage: 2,
    });
    // One page of all: the range, as the other lists say it.
    expect(keysetPosition({ total: 9, shown: 9, hasNext: false, hasPrev: false }).text).toBe('1–9 de 9');
    expect(keysetPosition({ total: 1, shown: 1, hasNext: false, hasPrev: false }).text).toBe('1 de 1');
    expect(keysetPosition({ total: 0, shown: 0, hasNext: false, hasPrev: false }).text).toBe('0 de 0');
  });

  it('without a page number in the address (typed, kept from before): the range at the ends, else the total', () => {
    for (const pagina of [undefined, null, '', 'x', '0', '1']) {
      expect(keysetPosition({ total: 125, shown: 25, hasNext: true, hasPrev: true, pagina })).toEqual({
        text: '125 en total',
        page: undefined,
        nextPage: undefined,
        prevPage: undefined,
      });
    }
    expect(keysetPosition({ total: 27, shown: 2, hasNext: false, hasPrev: true }).text).toBe('26–27 de 27');
    // Back at the newest rows ("Anterior" from page 2): page 1 whatever the address says.
    expect(keysetPosition({ total: 27, shown: 25, hasNext: true, hasPrev: false, pagina: '7' }).text).toBe(
      '1–25 de 27',
    );
  });

  it('writes big numbers grouped, and never a range past a total counted a little before', () => {
    expect(keysetPosition({ total: 1_204_331, shown: 25, hasNext: true, hasPrev: true, pagina: '4' }).text).toBe(
      'Página 4 · 1.204.331 en total',
    );
    expect(keysetPosition({ total: 1_204_331, shown: 6, hasNext: false, hasPrev: true }).text).toBe(
      '1.204.326–1.204.331 de 1.204.331',
    );
    // The total kept from before new rows came: the first page still reads right.
    expect(keysetPosition({ total: 20, shown: 25, hasNext: true, hasPrev: false }).text).toBe('1–25 de 25');
  });
});
