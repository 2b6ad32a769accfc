// The service status end to end, on the production build: a visitor subscribes (double opt-in by
// the mailed link), staff open an incident after its preview, /estado, its JSON and Atom, the
// banner of the public site and of the customer area show it within seconds, the subscriber gets
// one mail per update with one-click unsubscribe headers, resolving it takes the banner away; axe
// finds nothing on /estado, and its screenshots at 375 and 1440 px are kept to be looked at.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { customerSignedIn } from './customer-login';
import { serverSql } from './fixtures/server-db';
import { mailsTo, mailTo } from './mail-files';
import { staffSignedIn } from './staff-login';
import { screenshot } from './fixtures/screenshot';

const SUBSCRIBER = `estado-${Date.now()}@hotel-prueba.es`;
const TITLE_PREFIX = 'Los canales no reciben disponibilidad';
const TITLE = `${TITLE_PREFIX} ${Date.now()}`;
const CUSTOMER = 'facturas@hotelmediterraneo.es';

/** The page's text, once it contains `text` (a static page refreshed by the watcher within seconds). */
async function eventually(page: Page, path: string, has: boolean, text: string) {
  await expect
    .poll(
      async () => {
        const res = await page.request.get(path);
        return (await res.text()).includes(text);
      },
      { timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBe(has);
}

/**
 * Opens `path` in a fresh browser, waits until React has hydrated it, and checks that the banner
 * the server layer put first in <body> is still there, that React skipped it (no fiber on it,
 * while the skip link after it has one) and that nothing was logged: no hydration error, no
 * recoverable error, no script error.
 */
async function bannerSurvivesHydration(browser: Browser, path: string, text: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' || /hydrat|recoverable/i.test(m.text())) errors.push(`${m.type()}: ${m.text()}`);
  });
  await page.goto(path);
  const fiberOn = (selector: string) =>
    page.evaluate((s) => {
      const element = document.querySelector(s);
      return element ? Object.keys(element).some((k) => k.startsWith('__reactFiber$')) : null;
    }, selector);
  await expect.poll(() => fiberOn('a[href="#contenido"]'), { message: `${path} hydrated` }).toBe(true);
  const banner = page.locator('body > aside[data-status-banner]:first-child');
  await expect(banner).toContainText(text);
  await expect(banner.getByRole('link', { name: 'Ver el estado del servicio' })).toHaveAttribute('href', '/estado');
  expect(await fiberOn('body > aside[data-status-banner]')).toBe(false);
  // Kept to be looked at: the banner above the page's own top, at a phone's width and a desktop's.
  const name = path.replace(/\W+/g, '-');
  await screenshot(page, { path: test.info().outputPath(`banner${name}-1440.png`), fullPage: false });
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, { path: test.info().outputPath(`banner${name}-375.png`), fullPage: false });
  // A moment for React's reports after hydration (they are queued): the page's own idle callback.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  expect(errors, path).toEqual([]);
  await context.close();
}

test.describe.configure({ mode: 'serial' });

test('a visitor subscribes without an account: the mailed link confirms it once', async ({ page }) => {
  await page.goto('/estado');
  await expect(page.getByRole('heading', { level: 1, name: 'Estado del servicio' })).toBeVisible();
  const form = page.getByRole('region', { name: 'Recibir avisos por correo' });
  await form.getByLabel('Correo electrónico').fill(SUBSCRIBER);
  await form.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(page).toHaveURL(/\/estado\/suscripcion\?resultado=enviada$/);
  await expect(page.getByRole('status')).toContainText('Te hemos enviado un correo');

  const text = await mailTo(SUBSCRIBER, 'Confirma tus avisos del estado del servicio');
  const link = /https?:\/\/\S+accion=confirmar&token=\S+/.exec(text)![0];
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  await page.getByRole('button', { name: 'Confirmar la suscripción' }).click();
  await expect(page.getByRole('status')).toHaveText(/Suscripción confirmada/);
  // The same link again: spent.
  await page.goto(`${url.pathname}${url.search}`);
  await page.getByRole('button', { name: 'Confirmar la suscripción' }).click();
  await expect(page.getByRole('status')).toHaveText(/Este enlace no es válido/);
});

test('with no service ticked the form says so before anything is sent; customers are pointed to Avisos', async ({
  page,
}) => {
  await page.goto('/estado');
  const form = page.getByRole('region', { name: 'Recibir avisos por correo' });
  const hint = form.getByText('Elige al menos un servicio del que quieras recibir avisos.');
  await expect(hint).toBeHidden();
  await form.getByLabel('Correo electrónico').fill(SUBSCRIBER);
  const boxes = form.getByRole('checkbox');
  for (const box of await boxes.all()) await box.uncheck();
  // By CSS alone (the page has no script): what was typed stays.
  await expect(hint).toBeVisible();
  await expect(form.getByLabel('Correo electrónico')).toHaveValue(SUBSCRIBER);
  await boxes.first().check();
  await expect(hint).toBeHidden();
  await expect(form.getByRole('link', { name: 'Actívalo en Mi cuenta → Avisos' })).toHaveAttribute(
    'href',
    '/micuenta?pestana=avisos',
  );
});

test('staff open an incident after its preview; every public surface and the customer area show it, then not once resolved', async ({
  browser,
  page,
}) => {
  // A whole flow: staff, five public pages (three hydrated in a browser of their own), axe at two
  // widths, the customer area and two mails; on a 2-core CI host it came near the 30 s default.
  test.slow();
  // A first attempt that failed before resolving its incident left it open: the retry's "all
  // services working" would never come. Resolved here (the page's own refresh below shows it).
  const now = new Date().toISOString();
  await serverSql(
    `UPDATE "Incident" SET "state" = 'resuelto', "resolvedAt" = ?, "updatedAt" = ? WHERE "resolvedAt" IS NULL AND "title" LIKE ?`,
    [now, now, `${TITLE_PREFIX}%`],
  );
  const { context, page: staff } = await staffSignedIn(browser, 'soporte@millehotel.es');
  await staff.goto('/gestion/estado');
  const open = staff.getByRole('region', { name: 'Abrir una incidencia' });
  await open.getByLabel('Título').fill(TITLE);
  await open.getByRole('combobox', { name: 'Channel manager' }).selectOption('grave');
  await open.getByLabel('Primera actualización').fill('Los cambios de disponibilidad no llegan a los canales.');
  await expect(open.getByLabel('Notificar a los suscriptores')).toBeChecked();
  const publish = open.getByRole('button', { name: 'Publicar la incidencia' });
  await expect(publish).toBeDisabled();
  await open.getByRole('button', { name: 'Vista previa' }).click();
  await expect(open.getByRole('region', { name: 'Vista previa' })).toContainText('Channel manager: interrupción grave');
  await publish.click();
  await expect(staff).toHaveURL(/\/gestion\/estado\/incidencias\/\d+$/);
  // The timeline says how many subscribers the mail was queued for (this spec's one at least).
  await expect(staff.getByRole('region', { name: 'Cronología' })).toContainText(/· aviso a \d+ suscriptor/);

  await eventually(page, '/estado', true, TITLE);
  await eventually(page, '/estado/feed.xml', true, TITLE);
  await eventually(page, '/soporte', true, TITLE);
  // Every public page, static as built: the home page and an English mirror from the server's
  // memory, the news list rendered by Next.js; the banner hydrates as part of none of them.
  for (const path of ['/index', '/en/soluciones/othello', '/blog']) {
    await eventually(page, path, true, TITLE);
    await bannerSurvivesHydration(browser, path, TITLE);
  }
  const json = await (await page.request.get('/estado.json')).json();
  const incident = json.incidencias.find((i: { titulo: string }) => i.titulo === TITLE);
  expect(incident).toMatchObject({
    estado: 'investigando',
    fin: null,
    componentes: [{ nombre: 'Channel manager', estado: 'grave' }],
  });
  expect(json.componentes.find((c: { nombre: string }) => c.nombre === 'Channel manager').estado).toBe('grave');

  await page.goto('/soporte');
  const banner = page.getByRole('complementary', { name: 'Estado del servicio' });
  await expect(banner).toContainText(TITLE);
  await banner.getByRole('link', { name: 'Ver el estado del servicio' }).click();
  await expect(page).toHaveURL(/\/estado$/);
  await expect(page.getByRole('region', { name: 'Incidencias abiertas' })).toContainText(TITLE);

  // axe: nothing at all on /estado with an incident open.
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await screenshot(page, { path: test.info().outputPath('estado-1440.png') });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await screenshot(page, { path: test.info().outputPath('estado-375.png') });
  const narrow = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(narrow.violations.map((v) => v.id)).toEqual([]);

  // The customer area: every signed-in contact sees it.
  const customer = await browser.newContext();
  const account = await customer.newPage();
  await customerSignedIn(account, CUSTOMER);
  await expect(account.getByRole('complementary', { name: 'Estado del servicio' })).toContainText(TITLE);

  // One mail for the opening, with RFC 8058 one-click unsubscribe.
  await expect.poll(() => mailsTo(SUBSCRIBER, `[Investigando] ${TITLE}`).length, { timeout: 20_000 }).toBe(1);
  const [opened] = mailsTo(SUBSCRIBER, `[Investigando] ${TITLE}`);
  expect(opened!.head).toMatch(/List-Unsubscribe: <https?:\/\/[^>]+\/api\/estado\/baja\?token=[^>]+>/);
  expect(opened!.head).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

  // Resolved: the banner goes everywhere, one more mail.
  await staff.getByLabel('Estado').selectOption('resuelto');
  // Resolving ends its effect on the channel manager: the form and the preview say so.
  await expect(staff.getByRole('combobox', { name: 'Channel manager' })).toBeHidden();
  const resolving = staff.getByRole('region', { name: 'Componentes afectados' });
  await expect(resolving.getByRole('listitem')).toHaveCount(1);
  await expect(resolving.getByRole('listitem')).toContainText('Channel manager');
  await expect(resolving.getByRole('listitem')).toContainText('Operativo (hasta ahora: interrupción grave)');
  await staff.getByLabel('Texto').fill('Los canales vuelven a recibir los cambios al momento.');
  await staff.getByRole('button', { name: 'Vista previa' }).click();
  const resolvedPreview = staff.getByRole('region', { name: 'Vista previa' });
  await expect(resolvedPreview).toContainText('Resuelto');
  await expect(resolvedPreview).toContainText('Ya no afecta a:');
  await expect(resolvedPreview).toContainText('- Channel manager');
  await expect(resolvedPreview).not.toContainText('interrupción');
  await staff.getByRole('button', { name: 'Publicar la actualización' }).click();
  // The page refreshed as resolved (no form any more), and the outcome is still on screen.
  await expect(staff.getByRole('button', { name: 'Publicar la actualización' })).toHaveCount(0);
  await expect(staff.getByRole('status')).toContainText('Incidencia resuelta');

  await eventually(page, '/soporte', false, TITLE);
  await eventually(page, '/index', false, TITLE);
  await eventually(page, '/estado', true, 'Todos los servicios funcionan con normalidad.');
  const resolvedJson = await (await page.request.get('/estado.json')).json();
  expect(resolvedJson.componentes.find((c: { nombre: string }) => c.nombre === 'Channel manager').estado).toBe(
    'operativo',
  );
  await account.reload();
  await expect(account.getByRole('complementary', { name: 'Estado del servicio' })).toHaveCount(0);
  await expect.poll(() => mailsTo(SUBSCRIBER, `[Resuelto] ${TITLE}`).length, { timeout: 20_000 }).toBe(1);
  expect(mailsTo(SUBSCRIBER, `[Investigando] ${TITLE}`)).toHaveLength(1);
  await customer.close();
  await context.close();
});

test('staff change a maintenance window from its page after its preview; /estado shows it as changed', async ({
  browser,
  page,
}) => {
  const { context, page: staff } = await staffSignedIn(browser, 'soporte@millehotel.es');
  await staff.goto('/gestion/estado');
  await staff.getByRole('link', { name: 'Actualización de los servidores de Othello en la nube' }).click();
  await expect(staff).toHaveURL(/\/gestion\/estado\/mantenimientos\/\d+$/);
  const text = `Othello en la nube no estará disponible durante la ventana (${Date.now()}).`;
  await staff.getByLabel('Texto').fill(text);
  await staff.getByLabel('Notificar a los suscriptores').uncheck();
  const save = staff.getByRole('button', { name: 'Guardar el mantenimiento' });
  await expect(save).toBeDisabled();
  // Retried: a click before the page has hydrated asks for nothing.
  await expect(async () => {
    await staff.getByRole('button', { name: 'Vista previa' }).click();
    await expect(staff.getByRole('region', { name: 'Vista previa' })).toContainText(text, { timeout: 1000 });
  }).toPass();
  await save.click();
  await expect(staff.getByRole('status')).toContainText('Mantenimiento guardado.');
  await eventually(page, '/estado', true, text);
  await context.close();
});

test('the demo seeds a resolved incident of last week and a window next week, in every feed', async ({ request }) => {
  // Long lines come folded (RFC 5545 3.1): unfolded as a reader does.
  const ics = (await (await request.get('/estado/mantenimiento.ics')).text()).replace(/\r\n /g, '');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('SUMMARY:Mantenimiento: Actualización de los servidores de Othello en la nube');
  const atom = await (await request.get('/estado/feed.xml')).text();
  expect(atom).toContain('Retrasos al enviar la disponibilidad a los canales');
  const json = await (await request.get('/estado.json')).json();
  expect(json.mantenimientos.map((m: { titulo: string }) => m.titulo)).toContain(
    'Actualización de los servidores de Othello en la nube',
  );
});
