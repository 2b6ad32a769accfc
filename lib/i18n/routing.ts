// Languages: Spanish is the default, the fallback and the content language; English
// translates the menu and the language names only, under /en/...
// Which pages have an English version is the page table's to say: lib/content/page-address.ts.

export const locales = ['es', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'es';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The address of a Spanish path in a locale: no prefix for Spanish, /en/... for English. */
export function localePath(path: string, locale: Locale): string {
  if (locale === 'es') return path;
  // Next.js serves /en/index as /en (a trailing `index` segment is the folder itself).
  return path === '/index' ? '/en' : `/en${path}`;
}
