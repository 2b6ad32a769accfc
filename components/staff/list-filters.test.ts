// The date fields of a back-office list's filter form: a «Desde» after its «Hasta» (which no row can
// match) is said under them and marks both, on every list that has the pair.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DATE_RANGE_BACKWARDS } from '@/lib/http/list-params';
import { DateRangeFilters } from './list-filters';

const html = (query: string) =>
  renderToStaticMarkup(createElement(DateRangeFilters, { params: new URLSearchParams(query) }));

describe('the Desde and Hasta fields', () => {
  it('say that «Desde» is after «Hasta», as an alert the fields point to', () => {
    const out = html('desde=2026-12-01&hasta=2026-11-01');
    expect(out).toContain(DATE_RANGE_BACKWARDS);
    expect(out).toMatch(/<p id="([^"]+)" role="alert"[^>]*>/);
    const id = /<p id="([^"]+)"/.exec(out)![1];
    expect(out.match(new RegExp(`aria-invalid="true" aria-describedby="${id}"`, 'g'))).toHaveLength(2);
    expect(out).toContain('value="2026-12-01"');
    expect(out).toContain('value="2026-11-01"');
  });

  it('say nothing for a range the right way round, one day, half a range or a day that is no day', () => {
    for (const query of [
      'desde=2026-11-01&hasta=2026-12-01',
      'desde=2026-11-01&hasta=2026-11-01',
      'desde=2026-12-01',
      'hasta=2026-11-01',
      'desde=2026-12-01&hasta=ayer',
      '',
    ]) {
      const out = html(query);
      expect(out, query).not.toContain('role="alert"');
      expect(out, query).not.toContain('aria-invalid');
    }
  });
});
