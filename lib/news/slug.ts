// The per-item address: /blog/<id>-<slug>. The id decides; the slug is for people and search engines.

/** 'Nueva versión: Veri*Factu' → 'nueva-version-veri-factu'. */
export function slugify(text: string, max = 70): string {
  const base = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (base.length <= max) return base;
  const cut = base.slice(0, max);
  const dash = cut.lastIndexOf('-');
  return (dash > max / 2 ? cut.slice(0, dash) : cut).replace(/-+$/, '');
}

export function newsSlug(id: number, titleText: string): string {
  const s = slugify(titleText);
  return s ? `${id}-${s}` : String(id);
}

/** The id a slug names, or null when it names none. */
export function idFromSlug(slug: string): number | null {
  const m = /^(\d{1,9})(?:-[a-z0-9-]*)?$/.exec(slug);
  if (!m) return null;
  const id = Number(m[1]);
  return id > 0 ? id : null;
}

/**
 * An id in `?news=ID` (links in old mails and feeds): a positive whole number. next.config.ts
 * sends `/blog?news=ID` to the item's own page by this pattern; any other value shows the list.
 */
export const NEWS_PARAM_PATTERN = '[1-9]\\d{0,8}';

/** The id in `?news=ID`, else null. */
export function parseNewsParam(value: string | null | undefined): number | null {
  if (value == null || !new RegExp(`^${NEWS_PARAM_PATTERN}$`).test(value)) return null;
  return Number(value);
}
