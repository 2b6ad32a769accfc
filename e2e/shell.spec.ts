import { expect, test, type Page } from '@playwright/test';
import pkg from '../package.json' with { type: 'json' };
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { publicPages } from '../lib/content/pages';
import { LAYERS } from '../server/layer-names';

const port = process.env.E2E_PORT ?? '3100';
const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? `data/e2e-${port}`);

test.describe('every public route', () => {
  for (const width of [375, 1440]) {
    test(`renders with one h1, a main landmark and a title at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      for (const { path } of publicPages) {
        const res = await page.goto(path);
        expect(res?.status(), path).toBe(200);
        await expect(page.locator('h1'), path).toHaveCount(1);
        await expect(page.getByRole('main'), path).toBeVisible();
        await expect(page, path).toHaveTitle(/Mille Software Hotelero/);
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        expect(canonical, path).toMatch(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
        // Nothing overflows sideways on a phone.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} horizontal overflow`).toBeLessThanOrEqual(1);
      }
    });
  }
});

test.describe('the English mirror', () => {
  test('every page of the table has its English twin: same content, English menu, Spanish canonical', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const { path } of publicPages) {
      await page.goto(path);
      const spanish = await page.getByRole('main').locator('h1, h2').allTextContents();
      const english = path === '/index' ? '/en' : `/en${path}`;
      const res = await page.goto(english);
      expect(res?.status(), english).toBe(200);
      expect(await page.getByRole('main').locator('h1, h2').allTextContents(), english).toEqual(spanish);
      expect(spanish.length, path).toBeGreaterThan(1);
      await expect(
        page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Contact', exact: true }),
        english,
      ).toBeVisible();
      await expect(page.getByRole('contentinfo'), english).toBeVisible();
      expect(await page.locator('link[rel="canonical"]').getAttribute('href'), english).toMatch(
        new RegExp(`${path.replace(/[/]/g, '\\/')}$`),
      );
    }
  });
});

test.describe('routing', () => {
  test('root and unknown pages go to /index, unknown files and API paths are 404', async ({ request }) => {
    const root = await request.get('/', { maxRedirects: 0 });
    expect(root.status()).toBe(307);
    expect(root.headers().location).toMatch(/\/index$/);
    for (const path of ['/no-existe', '/soluciones/nada', '/en/no-existe']) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(307);
      expect(res.headers().location, path).toMatch(/\/index$/);
    }
    expect((await request.get('/imagen-que-no-existe.png', { maxRedirects: 0 })).status()).toBe(404);
    const api = await request.get('/api/NoExiste', { maxRedirects: 0 });
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ error: 'not-found' });
  });

  test('old capitalised addresses move permanently to the lower-case pages', async ({ request }) => {
    for (const [from, to] of [
      ['/Soluciones/Othello', '/soluciones/othello'],
      ['/Soluciones/verifactu', '/soluciones/verifactu'],
    ] as const) {
      const res = await request.get(from, { maxRedirects: 0 });
      expect(res.status()).toBe(308);
      expect(res.headers().location).toMatch(new RegExp(`${to}$`));
      expect((await request.get(to, { maxRedirects: 0 })).status()).toBe(200);
    }
  });

  test('an unknown page redirects in the browser too', async ({ page }) => {
    await page.goto('/esto-no-existe');
    await expect(page).toHaveURL(/\/index$/);
  });
});

test.describe('service endpoints', () => {
  test('meta.json gives the package version and is never cached', async ({ request }) => {
    const res = await request.get('/meta.json');
    expect(res.headers()['cache-control']).toBe('no-store');
    expect(await res.json()).toEqual({ version: pkg.version });
  });

  test('health answers ok with the database up, and every server layer on', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(res.status()).toBe(200);
    // On this real build every layer understood Next's build files and its version (server/next-build.ts).
    const on = Object.fromEntries(LAYERS.map((name) => [name, true]));
    expect(await res.json()).toEqual({ status: 'ok', stuckMail: 0, serverLayers: on });
  });

  test('each server layer said at start that it is on, and none turned itself off', () => {
    const lines = readFileSync(path.join(dataDir, 'server-stdout.log'), 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { event: string; layer?: string; on?: boolean });
    const said = lines.filter((l) => l.event === 'server.layer' || l.event === 'server.layer-off');
    expect(said.map((l) => [l.layer, l.on]).sort()).toEqual(LAYERS.map((name) => [name, true]).sort());
  });

  test('the service worker is served as JavaScript', async ({ request }) => {
    const res = await request.get('/service-worker.js');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('javascript');
  });

  test('GetAreasMenu serves the menu; another method is 405; a foreign origin is 403', async ({ request }) => {
    const res = await request.get('/api/Data/GetAreasMenu');
    const areas = await res.json();
    expect(areas[0]).toMatchObject({ nombre: 'Inicio', linkarea: '/index' });
    expect(areas[0].userkey).toBeUndefined();
    expect((await request.post('/api/Data/GetAreasMenu', { data: '1' })).status()).toBe(405);
    const foreign = await request.post('/api/Data/NoExiste', { headers: { origin: 'https://evil.example' } });
    expect([403, 404]).toContain(foreign.status());
  });

  test('robots and sitemap describe the public site only', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /micuenta');
    expect(robots).toContain('Disallow: /login');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toMatch(/Sitemap: .*\/sitemap.xml/);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const { path } of publicPages) expect(sitemap).toContain(`${path}</loc>`);
    expect(sitemap).not.toContain('/en/');
    expect(sitemap).not.toContain('/micuenta');
  });

  test('every response carries the security headers and no X-Powered-By', async ({ request }) => {
    for (const path of ['/index', '/api/health', '/meta.json']) {
      const h = (await request.get(path)).headers();
      expect(h['x-powered-by'], path).toBeUndefined();
      expect(h['x-content-type-options'], path).toBe('nosniff');
      expect(h['content-security-policy'], path).toContain("frame-ancestors 'none'");
    }
  });
});

test('a pre-rendered page comes from memory after its first answer: same bytes and headers, Brotli, ETag and 304', async ({
  request,
}) => {
  // server/prerendered-pages.ts: Next.js answers first, then the page is kept.
  const path = '/soluciones/channel-manager';
  const first = await request.get(path);
  const html = await first.text();
  let kept = first;
  await expect
    .poll(
      async () => {
        kept = await request.get(path);
        return kept.headers()['etag'];
      },
      { intervals: [100] },
    )
    .toMatch(/-br"$/);
  const h = kept.headers();
  expect(h['content-encoding']).toBe('br');
  expect(await kept.text()).toBe(html);
  for (const name of [
    'content-type',
    'cache-control',
    'content-security-policy',
    'x-content-type-options',
    'referrer-policy',
    'permissions-policy',
  ]) {
    expect(h[name], name).toBe(first.headers()[name]);
  }
  expect(h['vary']).toContain('rsc');
  expect(h['vary']).toContain('Accept-Encoding');
  expect((await request.get(path, { headers: { 'if-none-match': h['etag']! } })).status()).toBe(304);
  // A client-side navigation still gets the RSC payload from Next.js.
  const rsc = await request.get(path, { headers: { rsc: '1' } });
  expect(rsc.headers()['content-type']).toContain('text/x-component');
});

/**
 * A turn of the mouse wheel, and the frames in which the browser would scroll for it: the wheel
 * event has reached the page and two frames have been drawn since (a scroll it causes starts on
 * the next frame, smooth or not).
 */
async function wheelAndSettle(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { wheelSeen: Promise<void> }).wheelSeen = new Promise<void>((resolve) =>
      window.addEventListener('wheel', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), {
        once: true,
        passive: true,
      }),
    );
  });
  await page.mouse.wheel(0, 800);
  await page.evaluate(() => (window as unknown as { wheelSeen: Promise<void> }).wheelSeen);
}

test.describe('site shell', () => {
  test('desktop menu opens a submenu of solutions', async ({ page }) => {
    await page.goto('/index');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    const solutions = nav.getByRole('button', { name: 'Soluciones' });
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
    // Escape closes it and gives the focus back to its button; a click elsewhere closes it too.
    await solutions.click();
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    const panelId = await solutions.getAttribute('aria-controls');
    await expect(page.locator(`[id="${panelId}"]`).getByRole('link', { name: 'Channel manager' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
    await expect(solutions).toBeFocused();
    // From the keyboard: Enter opens it, the focus leaving the item (Shift+Tab) closes it.
    await page.keyboard.press('Enter');
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Shift+Tab');
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
    // Only one open at a time.
    const services = nav.getByRole('button', { name: 'Servicios' });
    await solutions.click();
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await solutions.click();
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect(nav.getByRole('link', { name: 'Channel manager' })).toBeHidden();
    await solutions.click();
    await nav.getByRole('link', { name: 'Channel manager' }).click();
    await expect(page).toHaveURL(/\/soluciones\/channel-manager$/);
  });

  test('small screens get a menu dialog', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/index');
    // Its links are rendered when it opens, not hidden in every page for React to hydrate.
    await expect(page.locator('dialog a')).toHaveCount(0);
    const opener = page.getByRole('button', { name: 'Abrir menú' });
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByRole('link', { name: 'Aplicaciones móviles' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar menú' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    // Escape closes it as well.
    await opener.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await expect(opener).toBeFocused();
    // Wider than the panel: a click in the panel's padding keeps it open, a click on the backdrop closes it.
    await page.setViewportSize({ width: 800, height: 800 });
    await opener.click();
    await dialog.click({ position: { x: 5, y: 5 } });
    await expect(dialog).toBeVisible();
    // The page behind does not scroll while the menu is open, and scrolls again once it is closed.
    await page.mouse.move(20, 400);
    await wheelAndSettle(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.mouse.click(20, 400);
    await expect(dialog).toBeHidden();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('signed out, the account button is a login button', async ({ page }) => {
    await page.goto('/index');
    await expect(page.getByRole('link', { name: 'Acceso clientes' })).toHaveAttribute('href', '/login');
  });

  test('support and chat buttons are hidden on the support pages', async ({ page }) => {
    await page.goto('/sobre-nosotros');
    const quick = page.getByRole('navigation', { name: 'Accesos rápidos' });
    await expect(quick.getByRole('link', { name: 'Soporte', exact: true })).toBeVisible();
    await expect(page.locator('a[href^="https://wa.me/"]').first()).toBeAttached();
    for (const path of ['/soporte', '/soportepermiso']) {
      await page.goto(path);
      await expect(
        page.getByRole('navigation', { name: 'Accesos rápidos' }).getByRole('link', { name: 'Soporte', exact: true }),
      ).toHaveCount(0);
      await expect(page.locator('a[href^="https://wa.me/"]')).toHaveCount(0);
    }
  });

  test('the footer names the company with one full stop', async ({ page }) => {
    await page.goto('/index');
    // The copyright line itself, whole: the rest of the footer says "Sin Indicar..." until the
    // version check has read meta.json, so a look at all of it would depend on that request.
    await expect(page.getByRole('contentinfo').getByText(/^©/)).toHaveText(
      '© Mille Informática, S.L. Todos los derechos reservados.',
    );
  });

  test('the chat button floats on wide screens and sits at the page end on phones', async ({ page }) => {
    const chat = page.locator('a[href^="https://wa.me/"][aria-label]').last();
    await page.goto('/sobre-nosotros');
    await expect(chat).toHaveCSS('position', 'fixed');
    // Inside a landmark of its own, like everything else on the page.
    await expect(page.getByRole('complementary', { name: 'Chat' }).locator('a[href^="https://wa.me/"]')).toHaveCount(1);
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(chat).toHaveCSS('position', 'static');
    const footerTop = (await page.getByRole('contentinfo').boundingBox())!.y;
    const mainBottom = await page.getByRole('main').evaluate((m) => m.getBoundingClientRect().bottom + window.scrollY);
    const box = (await chat.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(mainBottom - 1);
    expect(box.y + box.height).toBeLessThanOrEqual(footerTop + 1);
  });

  test('the chat button opens WhatsApp with the default message', async ({ page }) => {
    await page.goto('/index');
    const href = await page.locator('a[href^="https://wa.me/"]').first().getAttribute('href');
    expect(href).toContain(`text=${encodeURIComponent('Puedes ayudarme')}`);
  });

  test('cookie banner: shown until a choice, stored for a year, reopened from the footer', async ({
    page,
    context,
  }) => {
    await page.goto('/index');
    const banner = page.getByRole('region', { name: 'Usamos cookies' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Entendido' }).click();
    await expect(banner).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'CookieConsent');
    expect(cookie?.value).toBe('true');
    expect(cookie?.sameSite).toBe('Lax');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
    await page.reload();
    await expect(banner).toBeHidden();
    await page.getByRole('button', { name: 'Configurar cookies' }).click();
    await banner.getByRole('button', { name: 'Rechazar' }).click();
    expect((await context.cookies()).find((c) => c.name === 'CookieConsent')?.value).toBe('false');
  });

  test('cookie banner: part of the page as served, so a first visit sees it with the first paint', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/contacto')).text();
    expect(html).toMatch(/<section[^>]*aria-label="Usamos cookies"[^>]*data-consent-pending/);
    // Painted before any script has run: the page's own scripts held back.
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto('/contacto');
    await expect(page.getByRole('region', { name: 'Usamos cookies' })).toBeVisible();
  });

  test('cookie banner: never painted for a visitor who already chose, even before the scripts run', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'CookieConsent', value: 'false', url: baseURL! }]);
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto('/contacto');
    await expect(page.locator('html')).toHaveClass(/consent-given/);
    await expect(page.locator('[data-consent-pending]')).toBeHidden();
  });

  test('cookie banner: hidden without JavaScript, where its buttons could not work', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/contacto');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-consent-pending]')).toBeHidden();
    await context.close();
  });

  test('version check stores the version, shows it in the footer and reloads on a new one', async ({ page }) => {
    await page.goto('/index');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('app_version_mille'))).toBe(pkg.version);
    await expect(page.getByTestId('app-version')).toHaveText(pkg.version);
    await page.evaluate(() => localStorage.setItem('app_version_mille', '0.0.1-old'));
    await page.reload();
    await expect(page).toHaveURL(/[?&]t=\d+/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('app_version_mille'))).toBe(pkg.version);
  });

  test('footer shows "Sin Indicar..." when meta.json cannot be read', async ({ page }) => {
    await page.route('**/meta.json', (route) => route.abort());
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto('/index');
    await expect(page.getByTestId('app-version')).toHaveText('Sin Indicar...');
    await expect.poll(() => errors.some((e) => e.includes('Error al obtener meta.json'))).toBe(true);
  });

  test('the language switch leads to the page in English, and is absent where there is none', async ({ page }) => {
    const switchToEnglish = page.locator('header a[hreflang="en"]');
    await page.goto('/soluciones/othello');
    await expect(switchToEnglish).toHaveAttribute('href', '/en/soluciones/othello');
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /\/en\/soluciones\/othello$/,
    );
    await switchToEnglish.click();
    await expect(page).toHaveURL(/\/en\/soluciones\/othello$/);
    // The customer area's Spanish-only flows have no English version: no switch, no hreflang, no dead link.
    for (const path of [
      '/login',
      '/recuperar-contrasena',
      '/restablecer-contrasena',
      '/activar-cuenta',
      '/avisos/baja',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(switchToEnglish, path).toHaveCount(0);
      await expect(page.locator(`a[href^="/en${path}"]`), path).toHaveCount(0);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]'), path).toHaveCount(0);
    }
  });

  test('English mirror: English menu, Spanish content, canonical to the Spanish page', async ({ page }) => {
    await page.goto('/en/sobre-nosotros');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('link', { name: 'News' }).first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/sobre-nosotros$/);
    await page.getByRole('link', { name: /Language: Español/ }).click();
    await expect(page).toHaveURL(/\/sobre-nosotros$/);
    await expect(page.getByRole('link', { name: 'Noticias' }).first()).toBeVisible();
  });
});
