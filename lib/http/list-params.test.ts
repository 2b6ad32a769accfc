import { describe, expect, it } from 'vitest';
import { choiceParam, dateParam, idParam, listParams, searchListFrom, textParam } from './list-params';

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
