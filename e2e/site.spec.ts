// The public site pages: each renders its h1 and key content; the integration tabs and
// their `?info=` rule; the channel-manager list of 121 services.
import { expect, type Page, test } from '@playwright/test';
import { pageText } from '@/lib/content/pages';

test.beforeEach(async ({ context, baseURL }) => {
  // Accept cookies up front so the banner does not cover the controls under test.
  await context.addCookies([{ name: 'CookieConsent', value: 'true', url: baseURL! }]);
});

const pages: { path: string; content: (string | RegExp)[] }[] = [
  { path: '/index', content: ['Soluciones para cada área del hotel', 'Casos de éxito', 'Integrado con tu ecosistema'] },
  { path: '/sobre-nosotros', content: ['Lo que nos diferencia', 'Calidad certificada ISO 9001'] },
  { path: '/trabaja-con-nosotros', content: ['Programa de distribuidores', 'Lo que te ofrecemos'] },
  { path: '/clientes-satisfechos', content: ['Hoteles que trabajan con nuestra suite'] },
  { path: '/soluciones/othello', content: ['Funciones principales', 'Precio de licencia', '1.200 €'] },
  { path: '/soluciones/terminal-punto-de-venta', content: ['Funciones principales', '600 €'] },
  { path: '/soluciones/back-office', content: ['más de 40 interfaces contables'] },
  { path: '/soluciones/motor-onetbooking', content: ['Reservar en 2 pasos', '600 €'] },
  { path: '/soluciones/eventos-y-salones', content: ['Órdenes de servicio por departamento', '600 €'] },
  { path: '/soluciones/aplicaciones-moviles', content: ['Descarga nuestras aplicaciones', '300 €'] },
  { path: '/soluciones/aplicaciones-web', content: ['Web app personalizada', 'Fast check-in online'] },
  { path: '/soluciones/channel-manager', content: ['121 servicios de reserva integrados', 'Socios de distribución'] },
  {
    path: '/soluciones/kit-digital',
    content: ['Comercio electrónico', 'Factura electrónica', 'Gestión de procesos', 'Gestión de clientes'],
  },
  { path: '/soluciones/verifactu', content: ['Declaración responsable', 'Webinar Veri*Factu'] },
  { path: '/soluciones/integraciones-terceros', content: ['Nuestros socios tecnológicos'] },
  { path: '/aviso-legal', content: ['Titular del sitio web', 'LSSI-CE'] },
  { path: '/privacidad', content: ['24 meses', 'Tus derechos'] },
  {
    path: '/cookies',
    content: [
      'CookieConsent',
      '__Host-mille_session',
      'mille_signed_in',
      'app_version_mille',
      'Google Chrome',
      'Mozilla Firefox',
      'Safari',
      'Microsoft Edge',
    ],
  },
  { path: '/accesibilidad', content: ['WCAG', 'Comunícanos cualquier barrera'] },
];

for (const p of pages) {
  test(`${p.path} renders its heading and content`, async ({ page }) => {
    await page.goto(p.path);
    const text = pageText(p.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    if (p.path !== '/soluciones/integraciones-terceros')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.heading ?? text.title);
    await expect(page.getByRole('main')).toBeVisible();
    for (const c of p.content) await expect(page.getByRole('main').getByText(c).first()).toBeVisible();
    await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached();
  });
}

test('pages carry their content and JSON-LD without JavaScript', async ({ request }) => {
  const home = await (await request.get('/index')).text();
  expect(home).toContain('"@type":"Organization"');
  expect(home).toContain('"@type":"BreadcrumbList"');
  expect(home).toContain('Casos de éxito');
  const othello = await (await request.get('/soluciones/othello')).text();
  expect(othello).toContain('"@type":"SoftwareApplication"');
  expect(othello).toContain('"price":1200');
  const integrations = await (await request.get('/soluciones/integraciones-terceros')).text();
  // Every tab panel is in the HTML (unmount={false}).
  for (const name of ['SiteMinder', 'Salesforce', 'Quipu', 'Zennio', 'CashDro', 'Getnet', 'SES.Hospedajes'])
    expect(integrations).toContain(name);
});

test('capitalised aliases redirect to the product pages', async ({ page }) => {
  await page.goto('/Soluciones/Othello');
  await expect(page).toHaveURL(/\/soluciones\/othello$/);
  await page.goto('/Soluciones/verifactu');
  await expect(page).toHaveURL(/\/soluciones\/verifactu$/);
});

test('home shows four success cases, each link landing on its case, open', async ({ page }) => {
  await page.goto('/index');
  const cases = page.getByRole('region', { name: 'Casos de éxito' }).getByRole('link', { name: /Leer el caso/ });
  await expect(cases).toHaveCount(4);
  for (let i = 0; i < 4; i++) {
    await page.goto('/index');
    const link = cases.nth(i);
    const id = (await link.getAttribute('href'))!.split('#')[1]!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/clientes-satisfechos#${id}$`));
    const card = page.locator(`[id="${id}"]`);
    await expect(card.getByText('El reto')).toBeVisible();
    await expect(card.getByRole('heading', { level: 3 })).toBeInViewport();
  }
  await expect(page).toHaveURL(/clientes-satisfechos#hotel-/);
});

test('a breadcrumb part naming a home section lands on it', async ({ page }) => {
  await page.goto('/soluciones/othello');
  await page.getByRole('navigation', { name: 'Migas de pan' }).getByRole('link', { name: 'Soluciones' }).click();
  await expect(page).toHaveURL(/\/index#soluciones$/);
  await expect(page.getByRole('heading', { name: 'Soluciones para cada área del hotel' })).toBeInViewport();
});

test('every home card price is a licence its page lists, under the same name', async ({ page }) => {
  await page.goto('/index');
  const cards = page.getByRole('region', { name: 'Soluciones para cada área del hotel' }).getByRole('listitem');
  const quoted: { href: string; price: string }[] = [];
  for (const card of await cards.all()) {
    const price = card.getByText(/ desde [\d.]+ €$/);
    if ((await price.count()) === 0) continue;
    quoted.push({
      href: (await card.getByRole('link').getAttribute('href'))!,
      price: (await price.textContent())!.trim(),
    });
  }
  expect(quoted.length).toBeGreaterThan(5);
  for (const { href, price } of quoted) {
    await page.goto(href);
    const [label, amount] = price.split(' desde ');
    const item = page
      .getByRole('region', { name: /^Precio/ })
      .getByRole('listitem')
      .filter({ hasText: label! });
    await expect(item, `${href}: ${price}`).toContainText(`desde ${amount}`);
  }
});

test('home: the solution grid shows each illustration once scrolled into view', async ({ page }) => {
  await page.goto('/index');
  const grid = page.getByRole('region', { name: 'Soluciones para cada área del hotel' });
  const pictures = grid.locator('img[src^="/illustrations/"]');
  await expect(pictures).toHaveCount(9);
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
    // Loaded and decoded (a missing file leaves naturalWidth at 0), shown at the card's height.
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
    expect(Math.round((await picture.boundingBox())!.height)).toBe(112);
  }
  const file = await page.request.get('/illustrations/pos.svg');
  expect(file.headers()['content-type']).toContain('image/svg+xml');
  expect(file.headers()['cache-control']).toBe('public, max-age=86400');
});

test('customers page: six cards whose "Ver más" opens the case', async ({ page }) => {
  await page.goto('/clientes-satisfechos');
  const cards = page
    .getByRole('region', { name: 'Hoteles que trabajan con nuestra suite' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(cards).toHaveCount(6);
  const first = cards.first();
  await expect(first.getByText('El reto')).toBeHidden();
  await first.getByText('Ver más').click();
  await expect(first.getByText('El reto')).toBeVisible();
});

test('verifactu: webinar link, disabled coming-soon button, declaration section', async ({ page }) => {
  await page.goto('/soluciones/verifactu');
  await expect(page.getByRole('link', { name: /Ver el webinar/ })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('button', { name: 'Próximamente' })).toBeDisabled();
  await expect(page.locator('#declaracion').getByRole('heading', { name: 'Declaración responsable' })).toBeVisible();
});

test('mobile apps link to both stores; the personalised web app has no link', async ({ page }) => {
  await page.goto('/soluciones/aplicaciones-moviles');
  await expect(page.getByRole('link', { name: /en Google Play/ })).toHaveCount(10);
  await expect(page.getByRole('link', { name: /en App Store/ })).toHaveCount(10);
  await page.goto('/soluciones/aplicaciones-web');
  await expect(page.getByTestId('web-app-personalizada').getByRole('link')).toHaveCount(0);
});

// ---- Integration tabs -------------------------------------------------------------------------

const tabCounts: [string, string, number][] = [
  ['channel', 'Channel', 8],
  ['marketing', 'Marketing', 14],
  ['contabilidad', 'Contabilidad', 12],
  ['domotica', 'Domótica', 9],
  ['cashbox', 'Cashbox', 3],
  ['pasarelas', 'Pasarelas', 7],
  ['otros', 'Otros', 6],
];

async function logosInPanel(page: Page) {
  return page.getByRole('tabpanel').getByRole('listitem');
}

test('integrations: each tab names its panel, whose heading is its own', async ({ page }) => {
  await page.goto('/soluciones/integraciones-terceros');
  const headings: string[] = [];
  for (const tab of await page.getByRole('tab').all()) {
    await tab.click();
    const panel = page.locator(`[id="${await tab.getAttribute('aria-controls')}"]`);
    await expect(panel).toHaveAttribute('role', 'tabpanel');
    await expect(panel).toBeVisible();
    headings.push((await panel.getByRole('heading', { level: 3 }).textContent())!);
  }
  expect(headings).toHaveLength(7);
  expect(new Set(headings).size).toBe(7);
  for (const h of headings) expect(h).not.toMatch(/^Socios de /);
});

test('integrations: on a phone the chat button covers no tab', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/soluciones/integraciones-terceros');
  for (const tab of await page.getByRole('tab').all()) {
    // At the bottom edge of the screen, where a floating button would sit.
    await tab.evaluate((el) => el.scrollIntoView({ block: 'end', behavior: 'instant' }));
    const box = (await tab.boundingBox())!;
    // Points inside the pill's rounded ends: hit testing follows the border radius.
    for (const [x, y] of [
      [box.x + box.height / 2, box.y + box.height / 2],
      [box.x + box.width / 2, box.y + box.height / 2],
      [box.x + box.width - box.height / 2, box.y + box.height / 2],
    ] as const) {
      const onTop = await page.evaluate(
        ([px, py]) =>
          document
            .elementFromPoint(px!, py!)
            ?.closest('[role="tab"], a[href^="https://wa.me/"]')
            ?.getAttribute('role') ?? 'other',
        [x, y],
      );
      expect(onTop, (await tab.textContent()) ?? '').toBe('tab');
    }
  }
});

test('integrations: seven tabs, logo counts per tab, three per row', async ({ page }) => {
  await page.goto('/soluciones/integraciones-terceros');
  await expect(page.getByRole('tab')).toHaveCount(7);
  for (const [, label, count] of tabCounts) {
    await page.getByRole('tab', { name: label }).click();
    await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    await expect(await logosInPanel(page)).toHaveCount(count);
  }
  await page.getByRole('tab', { name: 'Marketing' }).click();
  const cells = await logosInPanel(page);
  const boxes = await Promise.all([0, 1, 2, 3].map((i) => cells.nth(i).boundingBox()));
  expect(Math.round(boxes[0]!.height)).toBe(120);
  expect(boxes[0]!.y).toBe(boxes[2]!.y);
  expect(boxes[3]!.y).toBeGreaterThan(boxes[0]!.y);
  const svgHeight = await cells
    .first()
    .locator('svg')
    .evaluate((el) => el.getBoundingClientRect().height);
  expect(svgHeight).toBeLessThanOrEqual(100);
});

for (const [info, label] of tabCounts) {
  test(`integrations: ?info=${info} opens ${label}`, async ({ page }) => {
    await page.goto(`/soluciones/integraciones-terceros?info=${info}`);
    await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
  });
}

test('integrations: no or unknown ?info= opens Channel; tabs work with the keyboard', async ({ page }) => {
  await page.goto('/soluciones/integraciones-terceros?info=desconocido');
  await expect(page.getByRole('tab', { name: 'Channel' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/soluciones/integraciones-terceros');
  const channel = page.getByRole('tab', { name: 'Channel' });
  await expect(channel).toHaveAttribute('aria-selected', 'true');
  await channel.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Marketing' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Marketing' })).toBeFocused();
  // The rest of the pattern: End and Home, and the arrows wrap around; one panel shows at a time.
  const otros = page.getByRole('tab', { name: 'Otros' });
  await page.keyboard.press('End');
  await expect(otros).toHaveAttribute('aria-selected', 'true');
  await expect(otros).toBeFocused();
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', (await otros.getAttribute('id'))!);
  await page.keyboard.press('Home');
  await expect(channel).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(otros).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\?info=otros$/);
});

test('integrations: logos open the partner in a new tab; an empty address is not a link', async ({ page }) => {
  await page.goto('/soluciones/integraciones-terceros?info=otros');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('link')).toHaveCount(5);
  for (const link of await panel.getByRole('link').all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(panel.getByRole('img', { name: 'SES.Hospedajes' })).toBeVisible();
  await expect(panel.getByRole('link', { name: /SES\.Hospedajes/ })).toHaveCount(0);
  await expect(panel.getByRole('link', { name: /Chekin/ })).toHaveAttribute('href', 'https://chekin.com');
});

// ---- Channel-manager list ---------------------------------------------------------------------

test('channel manager: six partner logos and a toggle that shows and hides the list', async ({ page }) => {
  await page.goto('/soluciones/channel-manager');
  await expect(page.getByRole('region', { name: 'Socios de distribución' }).getByRole('listitem')).toHaveCount(6);
  const toggle = page.getByRole('button', { name: 'Ver los servicios integrados' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('table')).toHaveCount(0);
  await toggle.click();
  const hide = page.getByRole('button', { name: 'Ocultar los servicios integrados' });
  await expect(hide).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText(['#', 'Service', 'Website', 'Estado']);
  await hide.click();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('channel manager: 10 per page, pagination, case-insensitive search that resets to page 1', async ({ page }) => {
  await page.goto('/soluciones/channel-manager');
  await page.getByRole('button', { name: 'Ver los servicios integrados' }).click();
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(10);
  await expect(rows.first().getByRole('rowheader')).toHaveText('Booking.com');
  await expect(page.getByRole('status')).toHaveText('Página 1 de 13 · 121 servicios');

  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(rows.first().locator('td').first()).toHaveText('11');
  await page.getByRole('button', { name: 'Página 13' }).click();
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Página 13' })).toHaveAttribute('aria-current', 'page');

  const search = page.getByLabel('Buscar un servicio por nombre');
  await expect(search).toHaveAttribute('placeholder', 'Buscar');
  await search.fill('BOOKING');
  await expect(page.getByRole('status')).toContainText('Página 1 de 1');
  await expect(rows.getByRole('rowheader')).toHaveText(['Booking.com']);
  await search.fill('tr');
  await expect(page.getByRole('status')).toHaveText(/^Página 1 de \d+ · \d+ servicios$/);
  const names = await rows.getByRole('rowheader').allTextContents();
  expect(names.length).toBeGreaterThan(1);
  expect(names.every((n) => n.toLowerCase().includes('tr'))).toBe(true);
  await search.fill('zzzz');
  await expect(page.getByText('Ningún servicio coincide con la búsqueda.')).toBeVisible();
});

test('channel manager: Activo is shown in green', async ({ page }) => {
  await page.goto('/soluciones/channel-manager');
  await page.getByRole('button', { name: 'Ver los servicios integrados' }).click();
  const status = page.getByRole('table').getByText('Activo', { exact: true }).first();
  await expect(status).toBeVisible();
  // Computed colours may be lab()/oklch(): paint the colour on a canvas and read it back as RGB.
  const [r, g, b] = await status.evaluate((el) => {
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.fillStyle = getComputedStyle(el).color;
    ctx.fillRect(0, 0, 1, 1);
    return Array.from(ctx.getImageData(0, 0, 1, 1).data);
  });
  expect(g).toBeGreaterThan(r!);
  expect(g).toBeGreaterThan(b!);
  await expect(page.getByRole('table').getByText('En Proceso')).toHaveCount(0);
});

test('pages fit a 360 px wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const p of ['/index', '/soluciones/integraciones-terceros', '/soluciones/channel-manager', '/cookies']) {
    await page.goto(p);
    const overflow = await page.locator('main').evaluate((m) => m.scrollWidth - m.clientWidth);
    expect(overflow, p).toBeLessThanOrEqual(0);
  }
});

test('channel manager: one match says "1 servicio"', async ({ page }) => {
  await page.goto('/soluciones/channel-manager');
  await page.getByRole('button', { name: 'Ver los servicios integrados' }).click();
  await page.getByLabel('Buscar un servicio por nombre').fill('Booking.com');
  await expect(page.getByRole('status').filter({ hasText: 'Página' })).toHaveText('Página 1 de 1 · 1 servicio');
});

test("an unknown news item is the site's own not-found page, with navbar and footer", async ({ page }) => {
  const res = await page.goto('/blog/999999-no-existe');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Noticia no encontrada');
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'últimas noticias' })).toHaveAttribute('href', '/blog');
});
