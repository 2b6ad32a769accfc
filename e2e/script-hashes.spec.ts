// The public pages' policy in Chromium, on the real build: no 'unsafe-inline' for scripts, the
// hash of every inline script of the page listed (server/script-hashes.ts), and the page runs
// (React hydrates it) without a single policy violation. News pages too, also after a change
// made by staff, which gives their HTML other inline scripts.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? `data/e2e-${port}`);

function staffNews(...args: string[]): string {
  // Every server's watcher shows the change within seconds (lib/freshness): the test polls for it.
  return execFileSync('node', ['.next/standalone/staff.mjs', 'news', ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
}

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

interface Visit {
  status: number;
  policy: string;
  scriptSrc: string[];
  /** The text of the inline scripts that run in the HTML served, as Chromium parses them. */
  inline: string[];
  violations: string[];
  errors: string[];
}

/** Opens `path` in a fresh page, waits until React has hydrated it, and reports what the browser saw. */
async function visit(newPage: () => Promise<Page>, path: string): Promise<Visit> {
  const page = await newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    // A 404 page's own status is logged as an error by Chromium; anything else counts.
    if (m.type() === 'error' && !/status of 404/.test(m.text())) errors.push(m.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { cspViolations: string[] }).cspViolations = []);
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
    );
  });
  const res = (await page.goto(path))!;
  // Hydrated: React has bound the page's elements (it needs the inline flight data to do so).
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.body).some((k) => k.startsWith('__reactFiber$'))), {
      message: `${path} hydrated`,
    })
    .toBe(true);
  // The scripts of the HTML as served, read by Chromium's own parser (the page's DOM may also hold
  // scripts React rendered later, which never run).
  const inline = await page.evaluate(
    (html) =>
      [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('script:not([src])')]
        // Data blocks (JSON-LD) do not run and need no hash.
        .filter((e) => /^(|module|text\/javascript|application\/javascript)$/i.test(e.getAttribute('type') ?? ''))
        .map((e) => e.textContent ?? ''),
    await res.text(),
  );
  const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  const policy = res.headers()['content-security-policy'] ?? '';
  const scriptSrc =
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .find((d) => d[0] === 'script-src')
      ?.slice(1) ?? [];
  await page.close();
  return { status: res.status(), policy, scriptSrc, inline, violations, errors };
}

function expectHashedPolicy(v: Visit, path: string) {
  expect(v.violations, path).toEqual([]);
  expect(v.errors, path).toEqual([]);
  expect(v.scriptSrc, path).toContain("'self'");
  expect(v.scriptSrc, path).not.toContain("'unsafe-inline'");
  expect(v.inline.length, `${path}: Next.js' inline scripts`).toBeGreaterThan(0);
  for (const text of v.inline) expect(v.scriptSrc, `${path}: ${text.slice(0, 60)}`).toContain(sha256(text));
}

async function firstNewsItem(request: APIRequestContext): Promise<string> {
  const items = (await (await request.get('/api/Data/GetNoticias')).json()) as { id_noticia: number }[];
  const html = await (await request.get('/blog')).text();
  const href = new RegExp(`href="(/blog/${items[0]!.id_noticia}-[a-z0-9-]+)"`).exec(html)?.[1];
  expect(href).toBeTruthy();
  return href!;
}

test('public pages, news included, list their inline scripts’ hashes instead of allowing any, and run without a violation', async ({
  context,
  request,
}) => {
  // /index from memory (server/prerendered-pages.ts keeps the headers of Next's first answer).
  await expect.poll(async () => (await request.get('/index')).headers()['etag'], { intervals: [100] }).toMatch(/-br"$/);
  const article = await firstNewsItem(request);
  const paths = ['/index', '/soluciones/othello', '/contacto', '/en/contacto', '/blog', article, '/blog/999999-nada'];
  for (const path of paths) {
    const v = await visit(() => context.newPage(), path);
    expect(v.status, path).toBe(path === '/blog/999999-nada' ? 404 : 200);
    expectHashedPolicy(v, path);
  }
});

test('a news change gives /blog and its new item other inline scripts: their hashes follow at once', async ({
  context,
  request,
}) => {
  test.slow();
  const before = await visit(() => context.newPage(), '/blog');
  expectHashedPolicy(before, '/blog before');
  const title = `Política por página ${Date.now()}`;
  const out = staffNews(
    'add',
    '--title',
    title,
    '--date',
    '2099-01-03',
    '--summary',
    '<p>Resumen</p>',
    '--body',
    '<p>Texto con «comillas» y acentos</p>',
  );
  const id = Number(/noticia (\d+)/.exec(out)![1]);
  try {
    await expect
      .poll(async () => (await (await request.get('/blog')).text()).includes(`data-news-id="${id}"`))
      .toBe(true);
    const after = await visit(() => context.newPage(), '/blog');
    expectHashedPolicy(after, '/blog after');
    expect(after.policy).not.toBe(before.policy);
    const href = new RegExp(`href="(/blog/${id}-[a-z0-9-]+)"`).exec(await (await request.get('/blog')).text())![1]!;
    expectHashedPolicy(await visit(() => context.newPage(), href), href);
  } finally {
    staffNews('remove', String(id));
  }
});
