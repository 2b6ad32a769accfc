// The page table and the route files agree: each table page has its Spanish and English route,
// written from the table and unchanged since; every public route file belongs to a table page or
// is one of the few unlisted ones; and the writer keeps hand-written routes apart.
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { menuAreas } from '@/lib/content/menu';
import { publicPages, unlistedPages, type PublicPage } from '@/lib/content/pages';
import { GENERATED_MARK, plannedRoutes, routeFile, routeFilesOnDisk, syncRoutes } from '@/scripts/page-routes';

const root = path.resolve('.');

describe('the page routes', () => {
  it('are what the table writes (run `npm run routes` after changing lib/content/pages.ts)', () => {
    expect(syncRoutes(root, { write: false })).toEqual({ outdated: [], orphaned: [], conflicts: [] });
  });

  it.each(publicPages.map((p) => [p.path, p] as const))(
    '%s renders its component with its metadata in both languages',
    (pagePath, page) => {
      const spanish = readFileSync(path.join(root, routeFile(pagePath, 'es')), 'utf8');
      expect(spanish).toContain(`import { ${page.component.name} } from '${page.component.from}';`);
      expect(spanish).toContain(`<${page.component.name} locale="es" />`);
      expect(spanish).toContain(`pageMetadata('${pagePath}')`);
      const english = readFileSync(path.join(root, routeFile(pagePath, 'en')), 'utf8');
      expect(english).toContain(`<${page.component.name} locale="en" />`);
      expect(english).toContain(`pageMetadata('${pagePath}', 'en')`);
    },
  );

  it('leave no public route outside the table (the news items and the unlisted pages aside)', () => {
    const staticRoutes = routeFilesOnDisk(root).all.filter((f) => !f.includes('['));
    const unlisted = unlistedPages.map((p) => `app/(site)${p}/page.tsx`);
    expect(staticRoutes.sort()).toEqual([...plannedRoutes().keys(), ...unlisted].sort());
  });

  it.each(unlistedPages)('%s, unlisted, tells search engines to leave it out', (page) => {
    expect(readFileSync(path.join(root, 'app/(site)', page, 'page.tsx'), 'utf8')).toMatch(/robots: \{ index: false/);
  });

  it('writes a new page, rewrites a changed one, removes a dropped one and never overwrites a hand-written route', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mille-routes-'));
    const page = (p: string, name: string): PublicPage => ({
      path: p,
      kind: 'company',
      title: 't',
      description: 'd',
      component: { name, from: '@/components/pages/x' },
    });
    const first = syncRoutes(dir, { write: true, pages: [page('/a', 'APage'), page('/b/c', 'CPage')] });
    expect(first.outdated.sort()).toEqual([
      'app/(site)/a/page.tsx',
      'app/(site)/b/c/page.tsx',
      'app/en/a/page.tsx',
      'app/en/b/c/page.tsx',
    ]);
    expect(readFileSync(path.join(dir, 'app/en/b/c/page.tsx'), 'utf8').startsWith(GENERATED_MARK)).toBe(true);

    mkdirSync(path.join(dir, 'app/(site)/d'), { recursive: true });
    writeFileSync(path.join(dir, 'app/(site)/d/page.tsx'), 'export default function Page() { return null; }\n');
    const second = syncRoutes(dir, { write: true, pages: [page('/a', 'OtherPage'), page('/d', 'DPage')] });
    expect(second.outdated.sort()).toEqual(['app/(site)/a/page.tsx', 'app/en/a/page.tsx', 'app/en/d/page.tsx']);
    expect(second.orphaned.sort()).toEqual(['app/(site)/b/c/page.tsx', 'app/en/b/c/page.tsx']);
    expect(second.conflicts).toEqual(['app/(site)/d/page.tsx']);
    expect(existsSync(path.join(dir, 'app/(site)/b'))).toBe(false);
    expect(readFileSync(path.join(dir, 'app/(site)/a/page.tsx'), 'utf8')).toContain('<OtherPage locale="es" />');
    expect(readFileSync(path.join(dir, 'app/(site)/d/page.tsx'), 'utf8')).not.toContain(GENERATED_MARK);
  });
});

describe('the page table', () => {
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
