// What a visitor of the public pages trips over: where Back lands, the contact form's subject
// chosen by the link that opened it, one page of prices, addresses in any capitalisation, and the
// channel manager's partners and services on a phone.
import { expect, type Page, test } from '@playwright/test';
import { mailTo } from './mail-files';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'CookieConsent', value: 'true', url: baseURL! }]);
});

/** Waits until React has bound the page (its effects have run by then). */
async function hydrated(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.body).some((k) => k.startsWith('__reactFiber$'))))
    .toBe(true);
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('Back returns to where the visitor was; a new page opens at its top', async ({ page }) => {
  for (const [path, y] of [
    ['/index', 1800],
    ['/blog', 900],
  ] as const) {
    await page.goto(path);
    await hydrated(page);
    await page.evaluate((to) => window.scrollTo(0, to), y);
    await expect.poll(() => scrollY(page)).toBe(y);
    await page.goto('/sobre-nosotros');
    await hydrated(page);
    expect(await scrollY(page)).toBe(0);
    await page.goBack();
    await hydrated(page);
    // The page's effects have run: the browser's restored position is still there.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await scrollY(page)).toBe(y);
  }
});

test("a page's address in other capitals reaches the page", async ({ page }) => {
  await page.goto('/soluciones/Othello');
  await expect(page).toHaveURL(/\/soluciones\/othello$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Othello, recepción y front office');
});

test.describe('the channel manager on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('partner wordmarks are set at 14 px or more (three a row made long names ~7–10 px)', async ({ page }) => {
    for (const path of ['/soluciones/channel-manager', '/soluciones/integraciones-terceros']) {
      await page.goto(path);
      const sizes = await page
        .getByRole('main')
        .locator('li svg[role="img"] text')
        .evaluateAll((texts) =>
          texts
            .filter((t) => t.getBoundingClientRect().width > 0)
            .map((t) => Number(t.getAttribute('font-size')) * (t as SVGGraphicsElement).getScreenCTM()!.a),
        );
      expect(sizes.length, path).toBeGreaterThan(0);
      expect(Math.min(...sizes), path).toBeGreaterThanOrEqual(14);
    }
  });

  test('the services list stacks into rows with no sideways scrolling, and its pager is one line', async ({ page }) => {
    await page.goto('/soluciones/channel-manager');
    await page.getByRole('button', { name: 'Ver los servicios integrados' }).click();
    const table = page.getByRole('table');
    await expect(table.locator('tbody tr')).toHaveCount(10);
    const box = table.locator('xpath=..');
    expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const pager = page.getByRole('navigation', { name: 'Paginación de servicios' });
    const buttons = pager.getByRole('button');
    await expect(buttons).toHaveText(['Anterior', 'Siguiente']);
    const tops = await buttons.evaluateAll((b) => b.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    await pager.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Página' })).toHaveText('Página 2 de 13 · 121 servicios');
  });
});

test('each call to action opens /contacto with its subject chosen, and the subject reaches the staff', async ({
  page,
}) => {
  for (const [from, link, subject] of [
    ['/soluciones/othello', 'Solicitar una demo', 'Una demostración'],
    ['/trabaja-con-nosotros', 'Quiero ser distribuidor', 'Ser distribuidor'],
    ['/index', 'Solicitar información', 'Información'],
    ['/soluciones/aplicaciones-web', 'Solicitar demo de fast check-in', 'Una demostración'],
    ['/soluciones/aplicaciones-web', 'Solicitar demo del enlace de pago', 'Una demostración'],
  ] as const) {
    await page.goto(from);
    await page.getByRole('link', { name: link }).first().click();
    await expect(page).toHaveURL(/\/contacto\?asunto=/);
    await hydrated(page);
    const form = page.getByRole('region', { name: 'Escríbenos' });
    await expect(form.getByLabel('Asunto')).toHaveValue(/.+/);
    expect(await form.getByLabel('Asunto').evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text)).toBe(
      subject,
    );
  }

  // The last one sent: the staff's notification names its subject.
  const form = page.getByRole('region', { name: 'Escríbenos' });
  await form.getByLabel('Asunto').selectOption({ label: 'Ser distribuidor' });
  await form.getByLabel('Nombre').fill('Distribuidora E2E');
  await form.getByLabel('E-mail').fill('distribuidora@e2e.example');
  await form.getByLabel('Consulta').fill('Queremos vender la suite en nuestra zona.');
  await form.getByLabel('No soy un robot').check();
  await form.getByRole('button', { name: 'Enviar consulta' }).click();
  await expect(form.getByRole('alert')).toContainText('distribuidora@e2e.example');
  await expect
    .poll(() => mailTo('info@millehotel.es', '[Web] Solicitud de información n.º'))
    .toContain('Nombre: Distribuidora E2E');
  expect(await mailTo('info@millehotel.es', '[Web] Solicitud de información n.º')).toContain(
    'Asunto: Ser distribuidor',
  );
});

test('/precios: every product price in one table, with the product pages’ own offers; in the menu and the sitemap', async ({
  page,
  request,
}) => {
  /** The JSON-LD offers of a page, as name → price. */
  const offersOf = async (path: string) => {
    await page.goto(path);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const items = blocks.flatMap((b) => [JSON.parse(b)].flat()) as { offers?: { name: string; price: number }[] }[];
    return Object.fromEntries(items.flatMap((i) => i.offers ?? []).map((o) => [o.name, o.price]));
  };
  const products = ['/soluciones/othello', '/soluciones/terminal-punto-de-venta', '/soluciones/motor-onetbooking'];
  const fromProducts: Record<string, number> = {};
  for (const path of products) Object.assign(fromProducts, await offersOf(path));

  const onPrices = await offersOf('/precios');
  expect(onPrices).toMatchObject(fromProducts);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Precios de licencia');
  const table = page.getByRole('table', { name: 'Precio de licencia desde el que parte cada producto' });
  await expect(table.getByRole('columnheader')).toHaveText(['Producto', 'Licencia', 'Desde']);
  const othello = table.getByRole('row').filter({ hasText: 'Recepción (front office) Othello' });
  await expect(othello).toContainText('1.200 €');
  await expect(table.getByRole('link', { name: 'Othello' })).toHaveAttribute('href', '/soluciones/othello');
  // One row per licence of each product: 14, as two licences come with two products each.
  await expect(table.locator('tbody tr')).toHaveCount(14);

  await expect(page.locator('header a[href="/precios"]').first()).toBeAttached();
  expect(await (await request.get('/sitemap.xml')).text()).toContain('/precios</loc>');
});
