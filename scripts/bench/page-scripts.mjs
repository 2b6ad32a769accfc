// The script each public page makes a browser download, for every page the sitemap lists and its
// English mirror: the page's external scripts as the server sends them to a browser that accepts
// Brotli, counted like Lighthouse's "transfer size" (status line, headers and compressed body), so
// the figures compare with its audits of four pages. Module scripts only: a current browser skips
// the `nomodule` polyfills. The target is 130 kB on every public page.
import http from 'node:http';

/** One GET as a browser sends it, answered with its transfer size in bytes (undecoded). */
function transfer(url) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { 'accept-encoding': 'br, gzip', 'user-agent': 'mille-bench' } }, (res) => {
      let head = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`;
      for (let i = 0; i < res.rawHeaders.length; i += 2) head += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`;
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode}`));
        resolve(Buffer.byteLength(head) + 2 + Buffer.concat(chunks).length);
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** The module scripts a page's HTML loads (`<script src>` without `nomodule`). */
export function moduleScripts(html) {
  return [...html.matchAll(/<script\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter((tag) => !/\bnomodule\b/i.test(tag))
    .map((tag) => /\bsrc="([^"]+)"/.exec(tag)?.[1])
    .filter(Boolean);
}

/** The public pages: the sitemap's paths, and the English mirror of each page that is not a news item. */
async function publicPaths(base) {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const spanish = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  // News items have no English page; the list's pages (/blog/pagina/<n>) have.
  const english = spanish
    .filter((p) => !p.startsWith('/blog/') || p.startsWith('/blog/pagina/'))
    .map((p) => (p === '/index' ? '/en' : `/en${p}`));
  return [...spanish, ...english];
}

/** [{ path, scripts, kB }] for every public page, heaviest first. */
export async function pageScriptBytes(base) {
  const rows = [];
  const scriptBytes = new Map();
  for (const path of await publicPaths(base)) {
    const page = await fetch(`${base}${path}`);
    if (page.status !== 200) throw new Error(`${path}: ${page.status}`);
    const srcs = moduleScripts(await page.text());
    let bytes = 0;
    for (const src of srcs) {
      if (!scriptBytes.has(src)) scriptBytes.set(src, await transfer(new URL(src, base).href));
      bytes += scriptBytes.get(src);
    }
    rows.push({ path, scripts: srcs.length, kB: bytes / 1024 });
  }
  return rows.sort((a, b) => b.kB - a.kB);
}
