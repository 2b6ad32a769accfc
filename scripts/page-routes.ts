// Writes each public page's route files from the page table (lib/content/pages.ts): the Spanish
// app/(site)/<path>/page.tsx and the English mirror app/en/<path>/page.tsx, each importing only its
// own page component. One file per page rather than a catch-all route, because Next.js ships on
// every page of a route the client code of every component that route can render (what that cost
// is in docs/ARCHITECTURE.md, "Public pages: static"). The files are committed, so a clone builds and reads as
// it is; `npm run dev` and `npm run build` run this first, and page-table.test.ts fails when the
// committed files disagree with the table.
//
//   npm run routes            write the files, remove those of pages no longer in the table
//   npm run routes -- --check list what is out of date and exit 1, writing nothing
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { publicPages, type PublicPage } from '../lib/content/pages';
import { localePath, type Locale } from '../lib/i18n/routing';

/** The first line of every file this writes; a page.tsx without it is hand-written and left alone. */
export const GENERATED_MARK =
  '// Written by `npm run routes` from the page table (lib/content/pages.ts): edit the table, not this file.';

/** Where the route files written from the table live (relative to the project root). */
export const ROUTE_DIRS = ['app/(site)', 'app/en'] as const;

/** A page's route file for a locale, relative to the project root. */
export function routeFile(pagePath: string, locale: Locale): string {
  // The English home is /en: a last segment `index` would be the folder itself to Next.js.
  return locale === 'es' ? `app/(site)${pagePath}/page.tsx` : `app${localePath(pagePath, 'en')}/page.tsx`;
}

export function routeSource(page: PublicPage, locale: Locale): string {
  const { name, from } = page.component;
  const metadataArgs = locale === 'es' ? `'${page.path}'` : `'${page.path}', 'en'`;
  const lines = [
    GENERATED_MARK,
    `import { ${name} } from '${from}';`,
    "import { pageMetadata } from '@/lib/seo/metadata';",
    '',
  ];
  lines.push(
    `export const metadata = pageMetadata(${metadataArgs});`,
    '',
    'export default function Page() {',
    `  return <${name} locale="${locale}" />;`,
    '}',
    '',
  );
  return lines.join('\n');
}

/** Every route file the table asks for, by path relative to the project root. */
export function plannedRoutes(pages: readonly PublicPage[] = publicPages): Map<string, string> {
  const planned = new Map<string, string>();
  for (const page of pages)
    for (const locale of ['es', 'en'] as const) planned.set(routeFile(page.path, locale), routeSource(page, locale));
  return planned;
}

function pageFiles(root: string, dir: string): string[] {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return pageFiles(root, rel);
    return e.name === 'page.tsx' ? [rel] : [];
  });
}

/** The page.tsx files under the route folders, and which of them this script wrote. */
export function routeFilesOnDisk(root: string): { all: string[]; generated: string[] } {
  const all = ROUTE_DIRS.flatMap((dir) => pageFiles(root, dir));
  const generated = all.filter((f) => readFileSync(path.join(root, f), 'utf8').startsWith(GENERATED_MARK));
  return { all, generated };
}

export interface RouteSync {
  /** Files missing or different from what the table asks for. */
  outdated: string[];
  /** Files this script once wrote for a page no longer in the table. */
  orphaned: string[];
  /** Hand-written files standing where the table wants to write one. */
  conflicts: string[];
}

/** Compares the route files under `root` with the table; with `write`, brings them in line. */
export function syncRoutes(
  root: string,
  { write, pages = publicPages }: { write: boolean; pages?: readonly PublicPage[] },
): RouteSync {
  const planned = plannedRoutes(pages);
  const onDisk = routeFilesOnDisk(root);
  const generated = new Set(onDisk.generated);
  const result: RouteSync = { outdated: [], orphaned: [], conflicts: [] };
  for (const [file, source] of planned) {
    const full = path.join(root, file);
    if (!existsSync(full)) result.outdated.push(file);
    else if (!generated.has(file)) result.conflicts.push(file);
    else if (readFileSync(full, 'utf8') !== source) result.outdated.push(file);
  }
  result.orphaned = onDisk.generated.filter((f) => !planned.has(f));
  if (write) {
    for (const file of result.outdated) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), planned.get(file)!);
    }
    for (const file of result.orphaned) {
      rmSync(path.join(root, file));
      removeEmptyDirs(root, path.dirname(file));
    }
  }
  return result;
}

function removeEmptyDirs(root: string, dir: string): void {
  while (!(ROUTE_DIRS as readonly string[]).includes(dir) && readdirSync(path.join(root, dir)).length === 0) {
    rmSync(path.join(root, dir), { recursive: true });
    dir = path.dirname(dir);
  }
}

function main(): void {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const check = process.argv.includes('--check');
  const sync = syncRoutes(root, { write: !check });
  if (sync.conflicts.length > 0) {
    console.error(
      `Rutas escritas a mano donde la tabla de páginas escribe las suyas (bórralas o quita la página de lib/content/pages.ts):\n  ${sync.conflicts.join('\n  ')}`,
    );
    process.exit(1);
  }
  const changed = [...sync.outdated, ...sync.orphaned];
  if (check) {
    if (changed.length > 0) {
      console.error(
        `Rutas desfasadas respecto a lib/content/pages.ts (ejecuta \`npm run routes\`):\n  ${changed.join('\n  ')}`,
      );
      process.exit(1);
    }
    console.log(`page routes: ${plannedRoutes().size} files match the table`);
    return;
  }
  console.log(
    `page routes: ${sync.outdated.length} written, ${sync.orphaned.length} removed, ${plannedRoutes().size} in the table`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
