import { describe, expect, it } from 'vitest';
import {
  choiceParam,
  DATE_RANGE_BACKWARDS,
  dateParam,
  dateRangeProblem,
  idParam,
  listParams,
  searchListFrom,
  textParam,
  withoutEmptyParams,
} from './list-params';

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

describe('a list’s «Desde» and «Hasta»', () => {
  const dated = listParams({ q: textParam, desde: dateParam, hasta: dateParam }, (p) => p);
  const problemOf = (query: string) => dated(new URLSearchParams(query)).problem;

  it('say so when «Desde» is after «Hasta», and keep both days (the list then shows why it is empty)', () => {
    const read = dated(new URLSearchParams('desde=2026-12-01&hasta=2026-11-01'));
    expect(read.problem).toBe(DATE_RANGE_BACKWARDS);
    expect(DATE_RANGE_BACKWARDS).toBe('La fecha «Desde» es posterior a «Hasta»: cámbialas para ver resultados.');
    expect(read.filter).toMatchObject({ desde: '2026-12-01', hasta: '2026-11-01' });
    expect(problemOf('desde=2026-01-01&hasta=2025-12-31')).toBe(DATE_RANGE_BACKWARDS);
    expect(dateRangeProblem(new URLSearchParams('desde=%202026-12-01%20&hasta=2026-11-30'))).toBe(DATE_RANGE_BACKWARDS);
  });

  it('are no problem the right way round, on the same day, alone, or when one is no day', () => {
    for (const query of [
      'desde=2026-11-01&hasta=2026-12-01',
      'desde=2026-11-01&hasta=2026-11-01',
      'desde=2026-12-01',
      'hasta=2026-11-01',
      'desde=2026-12-01&hasta=01/11/2026',
      '',
    ])
      expect(problemOf(query), query).toBeUndefined();
  });

  it('are a problem only for a list that has both', () => {
    expect(read(new URLSearchParams('desde=2026-12-01&hasta=2026-11-01')).problem).toBeUndefined();
    expect(searchListFrom(new URLSearchParams('desde=2026-12-01&hasta=2026-11-01')).problem).toBeUndefined();
  });
});

describe('withoutEmptyParams', () => {
  it('drops the empty fields a filter form sends, or says none was empty', () => {
    expect(withoutEmptyParams(new URLSearchParams('q=&estado=todos&prioridad=&hotel= '))?.toString()).toBe(
      'estado=todos',
    );
    expect(withoutEmptyParams(new URLSearchParams('estado=todos&prioridad=alta'))).toBeNull();
    expect(withoutEmptyParams(new URLSearchParams(''))).toBeNull();
  });
});
