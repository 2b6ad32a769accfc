// Which inline scripts of an answer may run: a policy that listed every script of the HTML sent
// would also let through a `<script>` that reached a page with staff-written HTML (the news),
// had the sanitiser ever let one pass. So a script's hash is listed only when the script is
//
// - a call that hands Next.js data (NEXT_INLINE_DATA_CALLS in next-build.ts) whose argument
//   parses as JSON, and is nothing else: data, never code, whatever text it carries; or
// - one of the site's own scripts, found in the pages the build rendered from the repository
//   and never renders again (the consent pre-check of the layout, today), so any news page,
//   error page or later render has the same ones.
//
// Any other inline script is left out of the policy, and the browser refuses to run it.
import { inlineScripts } from './inline-scripts';
import { NEXT_INLINE_DATA_CALLS, prerenderedHtml, type PrerenderManifest } from './next-build';
import { neverRevalidatedPages } from './prerendered-pages';

/** Whether `text` (an inline script, read as latin1) only hands Next.js a JSON value. */
export function isDataCall(text: string): boolean {
  const call = NEXT_INLINE_DATA_CALLS.find((c) => text.startsWith(c));
  if (!call) return false;
  const rest = text.endsWith(');')
    ? text.slice(call.length, -2)
    : text.endsWith(')')
      ? text.slice(call.length, -1)
      : null;
  if (rest === null) return false;
  try {
    // JSON is a subset of JavaScript's expressions: parsed here, it is a literal there too.
    JSON.parse(rest);
    return true;
  } catch {
    return false;
  }
}

export interface SiteScripts {
  /** The site's own inline scripts that run (text as latin1), data calls aside. */
  texts: Set<string>;
  /** How many of the build's never-revalidated pages they were read from. */
  pages: number;
}

/** The site's own inline scripts: those that run in the build's never-revalidated pages, data calls aside. */
export function siteScripts(serverDir: string, manifest: PrerenderManifest): SiteScripts {
  const texts = new Set<string>();
  let pages = 0;
  for (const route of neverRevalidatedPages(manifest)) {
    const html = prerenderedHtml(serverDir, route);
    if (!html) continue;
    pages++;
    for (const { text, runs } of inlineScripts(html)) if (runs && !isDataCall(text)) texts.add(text);
  }
  return { texts, pages };
}
