import { describe, expect, it } from 'vitest';
import robots from '@/app/robots';
import { config } from '@/proxy';
import { ACCOUNT_PATHS, outsideAccountPathsSource, PROXY_MATCHER } from './paths';

describe('the customer area paths', () => {
  it('are the literal matcher of proxy.ts, with what is under them (Next.js needs a literal there)', () => {
    expect(config.matcher).toEqual(PROXY_MATCHER);
  });
  it('are kept out of the static pages policy and only them', () => {
    // Next.js compiles a `source` with path-to-regexp; the group is a plain regular expression.
    const group = /^\/\((.*)\)$/.exec(outsideAccountPathsSource())?.[1];
    const outside = new RegExp(`^/${group}$`);
    for (const p of [...ACCOUNT_PATHS, '/gestion/registro', '/_next/static/chunks/0a1b.js'])
      expect(outside.test(p), p).toBe(false);
    for (const p of ['/index', '/contacto', '/blog/1-x', '/api/health']) expect(outside.test(p), p).toBe(true);
  });
  it('are disallowed in robots.txt', () => {
    const rules = robots().rules;
    const disallow = (Array.isArray(rules) ? rules : [rules]).flatMap((r) => r.disallow ?? []);
    for (const p of ACCOUNT_PATHS) expect(disallow).toContain(p);
  });
});
