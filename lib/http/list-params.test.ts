import { describe, expect, it } from 'vitest';
import { choiceParam, cursorText, dateParam, idParam, listParams, searchListFrom, textParam } from './list-params';

const read = listParams(
  { q: textParam, estado: choiceParam(['new', 'done']), desde: dateParam, persona: idParam },
  (p) => p,
);

describe('a list read from its address', () => {
  it('takes the values that fit, trimmed', () => {
    const { filter, page } = read(new URLSearchParams('q=%20faro%20&estado=new&desde=2026-01-31&persona=7&pagina=3'));
    expect(filter).toEqual({ q: 'faro', estado: 'new', desde: '2026-01-31', persona: 7 });
    expect(page).toBe(3);
  });

  it('drops what does not fit instead of refusing the page', () => {
    const { filter, page } = read(new URLSearchParams('q=%20%20&estado=otro&desde=31/01/2026&persona=x&pagina=2.5'));
    expect(filter).toEqual({ q: undefined, estado: undefined, desde: undefined, persona: undefined });
    expect(page).toBe(1);
  });

  it('reads page 1 when the page is missing, 0 or too long, and the first of repeated values', () => {
    expect(read(new URLSearchParams('')).page).toBe(1);
    expect(read(new URLSearchParams('pagina=0')).page).toBe(1);
    expect(read(new URLSearchParams('pagina=1234567')).page).toBe(1);
    expect(read(new URLSearchParams('estado=done&estado=new')).filter.estado).toBe('done');
  });

  it('keeps at most 100 characters of typed text', () => {
    expect(searchListFrom(new URLSearchParams({ q: 'a'.repeat(150) })).filter.q).toHaveLength(100);
  });
});

describe('a keyset list position read from its address', () => {
  it('reads back the cursor it wrote, either way', () => {
    for (const newer of [false, true]) {
      const c = { at: new Date('2026-03-04T05:06:07.089Z'), id: 4321, newer };
      expect(read(new URLSearchParams({ pagina: cursorText(c) })).cursor).toEqual(c);
    }
  });

  it('takes anything else for the first page: a page number, a cut or made-up cursor, garbage', () => {
    const good = cursorText({ at: new Date('2026-03-04T05:06:07Z'), id: 7, newer: false });
    const made = (text: string) => Buffer.from(text).toString('base64url');
    for (const pagina of ['2', good.slice(0, -4), made('s.abc.7'), made('x.1.7'), made('s.1.7.8'), '%%%', ''])
      expect(read(new URLSearchParams({ pagina })).cursor, pagina).toBeUndefined();
    expect(read(new URLSearchParams('')).cursor).toBeUndefined();
  });
});
