// The page table, its components and its Spanish route files agree: every table page has a route
// file that renders its registered component with the table's metadata, and every public route
// file belongs to a table page or is one of the few unlisted ones.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { menuAreas } from '@/lib/content/menu';
import { publicPages, unlistedPages } from '@/lib/content/pages';
import { pageComponents } from './registry';

const site = path.resolve('app/(site)');

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return routeFiles(full);
    return e.name === 'page.tsx' ? [full] : [];
  });
}

describe('the page table', () => {
  it.each(publicPages.map((p) => p.path))('%s has a Spanish route rendering its component with its metadata', (page) => {
    const file = path.join(site, page, 'page.tsx');
    expect(existsSync(file), file).toBe(true);
    const source = readFileSync(file, 'utf8');
    const component = pageComponents[page as keyof typeof pageComponents];
    expect(source).toContain(`<${component.name} locale="es"`);
    expect(source).toContain(`pageMetadata('${page}'`);
  });

  it('has an entry for every public Spanish route (the news items and the unlisted pages aside)', () => {
    const paths = routeFiles(site)
      .map((f) => `/${path.relative(site, path.dirname(f)).split(path.sep).join('/')}`)
      .filter((p) => !p.includes('['));
    expect(paths.sort()).toEqual([...publicPages.map((p) => p.path), ...unlistedPages].sort());
  });

  it.each(unlistedPages)('%s, unlisted, tells search engines to leave it out', (page) => {
    expect(readFileSync(path.join(site, page, 'page.tsx'), 'utf8')).toMatch(/robots: \{ index: false/);
  });

  it('has unique paths, and a Menu label in both languages for every menu entry', () => {
    expect(new Set(publicPages.map((p) => p.path)).size).toBe(publicPages.length);
    for (const area of menuAreas) {
      for (const key of [area.labelKey, ...area.items.map((i) => i.labelKey)]) {
        expect(es.Menu, key).toHaveProperty(key);
        expect(en.Menu, key).toHaveProperty(key);
      }
    }
  });
});
