// The news' time floor has one source, NEWS_REVALIDATE (lib/news/time-floor.ts). Next.js reads a route's
// `export const revalidate` without running the code, so it must be a literal number and cannot
// import the constant: each route that reads the news repeats it, and this test keeps them equal.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NEWS_REVALIDATE } from './time-floor';

const appDir = path.resolve(__dirname, '../../app');

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? routeFiles(path.join(dir, e.name)) : /\.(ts|tsx)$/.test(e.name) && !e.name.includes('.test.') ? [path.join(dir, e.name)] : [],
  );
}

describe('news revalidation time', () => {
  const literals = routeFiles(appDir)
    .map((file) => ({ file: path.relative(appDir, file), match: /export const revalidate\s*=\s*([^;\n]+)/.exec(readFileSync(file, 'utf8')) }))
    .filter((r) => r.match)
    .map((r) => ({ file: r.file, value: r.match![1]!.trim() }));

  it('is repeated by every route that reads the news', () => {
    expect(literals.map((l) => l.file).sort()).toEqual(
      ['(site)/blog/[slug]/page.tsx', '(site)/blog/page.tsx', 'en/blog/page.tsx', '(site)/blog/rss.xml/route.ts', 'sitemap.ts'].map((f) => path.normalize(f)).sort(),
    );
  });

  it('is the same number everywhere', () => {
    for (const l of literals) expect(`${l.file}: ${l.value}`).toBe(`${l.file}: ${NEWS_REVALIDATE}`);
  });
});
