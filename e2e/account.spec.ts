// The customer area in Chromium: every demo user, the forced change, the hotel switch,
// both tabs, the chart, a PDF download opened and checked, password change, session expiry, logout.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { hash } from '@node-rs/argon2';
import { expect, test } from '@playwright/test';
import { ARGON2_OPTIONS } from '@/lib/auth/argon2-params';
import {
  customerSignIn as signIn,
  customerSignInHere as signInHere,
  customerSignedIn as signedIn,
  DEMO_PASSWORD as PASSWORD,
} from './customer-login';
import { holdRequests } from './fixtures/held-route';
import { serverSql } from './fixtures/server-db';
import { screenshot } from './fixtures/screenshot';

// Tests run in file order on one worker (playwright.config.ts); each signs in on its own.

/** Ends every session as the server's expiry would: straight in the database the server uses. */
const endAllSessions = () => serverSql('DELETE FROM "Session"');

/**
 * A demo user's password as the demo sets it: a retry's start, when the failed first attempt may
 * have changed it already (hashed with the service's own parameters).
 */
async function demoPassword(email: string, password: string, mustChange = false) {
  await serverSql('UPDATE "User" SET "passwordHash" = ?, "mustChangePassword" = ? WHERE "email" = ?', [
    await hash(password, ARGON2_OPTIONS),
    mustChange,
    email,
  ]);
}

test('without a session /micuenta sends to /login; a wrong password is refused in red', async ({ page }) => {
  await page.goto('/micuenta');
  await expect(page).toHaveURL(/\/login$/);
  const email = page.getByLabel('Correo electrónico');
  await expect(email).toHaveAttribute('type', 'email');
  await expect(email).toHaveAttribute('autocomplete', 'username webauthn');
  await expect(page.getByLabel('Contraseña')).toHaveAttribute('autocomplete', 'current-password');
  await signIn(page, 'facturas@hotelmediterraneo.es', 'no-es-la-clave');
  const alert = page.getByRole('alert').filter({ hasText: 'Email y/o contraseña incorrectos' });
  await expect(alert).toBeVisible();
  await expect(alert).toHaveClass(/text-red-700/);
  // The caret is back in the password, to type it again.
  await expect(page.getByLabel('Contraseña', { exact: true })).toBeFocused();
  await expect(page).toHaveURL(/\/login$/);
});

test('a deep link survives the sign-in (a case from its e-mail, a tab from /novedades); another site never', async ({
  page,
}) => {
  const email = 'facturas@hotelmediterraneo.es';
  // The address of one of the hotel's cases, as its e-mail links it.
  await signedIn(page, email);
  await page.goto('/micuenta?pestana=soporte');
  const casePath = (await page.locator('a[href^="/micuenta/soporte/"]').first().getAttribute('href'))!;
  expect(casePath).toMatch(/^\/micuenta\/soporte\/\d+$/);
  const exact = (path: string) => new RegExp(`${path.replace(/[/?.]/g, '\\$&')}$`);

  // Signed out, the case's link goes to /login with the case as the way back, and the sign-in leads there.
  await page.context().clearCookies();
  await page.goto(casePath);
  await expect(page).toHaveURL(exact(`/login?volver=${casePath}`));
  await signInHere(page, email);
  await expect(page).toHaveURL(exact(casePath));
  await expect(page.getByRole('heading', { level: 1, name: /^Caso \d+$/ })).toBeVisible();
  // Signed in, /login with a way back goes straight there.
  await page.goto('/login?volver=/micuenta%3Fpestana%3Dproductos');
  await expect(page).toHaveURL(exact('/micuenta?pestana=productos'));

  // A tab with its query (the link of /novedades and of the release mails).
  await page.context().clearCookies();
  await page.goto('/micuenta?pestana=productos');
  await expect(page).toHaveURL(exact('/login?volver=/micuenta%3Fpestana%3Dproductos'));
  await signInHere(page, email);
  await expect(page).toHaveURL(exact('/micuenta?pestana=productos'));
  await expect(page.getByRole('tab', { name: 'Productos' })).toHaveAttribute('aria-selected', 'true');

  // A way back to anywhere but the customer area is ignored: Mi cuenta, as ever.
  for (const hostile of ['//evil.example', '/%5Cevil.example', 'https://evil.example/micuenta', '/micuentaX']) {
    await page.context().clearCookies();
    await page.goto(`/login?volver=${encodeURIComponent(hostile)}`);
    await signInHere(page, email);
    await expect(page, hostile).toHaveURL(/\/micuenta$/);
  }
});

test('the sign-in page says its intro once and speaks to the visitor as tú, like the rest of the site', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByText('Entra con el correo electrónico y la contraseña de tu cuenta de cliente.')).toHaveCount(
    1,
  );
  expect(await page.locator('body').innerText()).not.toMatch(
    /\b(Entre con|su cuenta|Vuelva|Llame|Póngase|escríbanos|Amplíe|Elija|Cambie su|Compruebe)\b/,
  );
});

test('a network failure at sign-in shows the error state', async ({ page }) => {
  await page.route('**/api/Data/LoginUsuario', (route) => route.abort('internetdisconnected'));
  await signIn(page, 'facturas@hotelmediterraneo.es', PASSWORD);
  await expect(page.locator('form[data-state="error"]')).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
});

test('billing contact: data, invoices, chart, PDF download, hotel switch, logout', async ({ page }) => {
  await signedIn(page, 'facturas@hotelmediterraneo.es');
  // The navbar shows the user key.
  await expect(page.getByRole('link', { name: 'facturas@hotelmediterraneo.es' }).first()).toBeVisible();
  // Signed in, /login goes back to /micuenta.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/micuenta$/);

  const hotel = page.getByRole('combobox', { name: 'Hotel' });
  await expect(hotel.locator('option:checked')).toHaveText('Hotel Mediterráneo · Valencia');
  await expect(hotel.locator('option')).toHaveText(['Hotel Mediterráneo · Valencia', 'Hotel Sierra Nevada · Granada']);
  // The customer's own data comes first; the product carousel after it, loaded when scrolled near.
  const dataTop = (await page.getByRole('heading', { name: 'Datos de la cuenta' }).boundingBox())!.y;
  const carousel = page.getByTestId('product-carousel');
  expect((await carousel.boundingBox())!.y).toBeGreaterThan(dataTop);
  await carousel.scrollIntoViewIfNeeded();
  await expect(page.getByTestId('product-banner')).toHaveCount(4);
  for (const title of ['Pagos online', 'Actividades y eventos', 'Visor de facturación', 'Check-in online rápido']) {
    await expect(page.getByRole('heading', { name: title })).toBeInViewport({ ratio: 0.5 });
  }
  await page.evaluate(() => window.scrollTo(0, 0));

  // Mis datos: the contact's own details editable (not the login e-mail), the hotel's read-only.
  await expect(page.getByRole('tab', { name: 'Mis datos' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Nombre completo')).toHaveValue('Lucía Ferrer Martí');
  await expect(page.getByLabel('Nombre completo')).not.toHaveAttribute('readonly');
  await expect(page.getByLabel('Correo electrónico')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Localidad')).toHaveValue('Valencia');
  await expect(page.getByLabel('Localidad')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Código postal')).toHaveValue('46011');

  // A page that opens on another tab carries no invoices, neither in its HTML nor in its payload;
  // one that opens on theirs has them.
  const served = async (path: string) => (await page.request.get(path)).text();
  expect(await served('/micuenta')).not.toContain('fechapago');
  expect(await served('/micuenta?pestana=facturas')).toContain('fechapago');

  // Mis facturas, every year: the tab fetches the page the address asks for.
  await page.goto('/micuenta?anio=todos');
  await page.getByRole('tab', { name: 'Mis facturas' }).click();
  await expect(page.getByLabel('Año')).toHaveValue('todos');
  const rows = page.getByTestId('invoice-table').locator('tbody tr');
  // The list of every year comes from the server (facturas.json): its total is the period's.
  await expect(page.getByTestId('year-total')).toContainText(/^Total:/);
  expect(await rows.count()).toBeGreaterThanOrEqual(14);
  await expect(rows.first()).toHaveAttribute('data-latest', 'true');
  await expect(rows.first()).toContainText('Última');
  await expect(page.locator('tr[data-latest]')).toHaveCount(1);
  await expect(rows.first()).toContainText('30 de octubre de 2026');
  const table = page.getByTestId('invoice-table');
  await expect(table.getByRole('cell', { name: '4.356,00 €' })).toBeVisible();
  for (const label of ['Venta', 'Servicio', 'Soporte', 'Otros'])
    await expect(table.getByRole('cell', { name: label, exact: true }).first()).toBeVisible();
  const chart = page.getByTestId('invoice-chart');
  await expect(chart.locator('.recharts-surface')).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  expect(Math.round((await chart.getByRole('img').boundingBox())!.height)).toBe(200);
  await screenshot(page, { path: 'test-results/micuenta-invoices.png' });

  // Download: indicator while it runs, then a real PDF of that invoice.
  const release = await holdRequests(page, '**/api/Data/GetFacturaPdf');
  const downloadPromise = page.waitForEvent('download');
  await rows.first().getByRole('button').click();
  await expect(rows.first().getByRole('button')).toHaveText('Descargando…');
  release();
  const download = await downloadPromise;
  const name = download.suggestedFilename();
  expect(name).toMatch(/^factura-\d{4}-\d{4}\.pdf$/);
  const file = await download.path();
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const number = name.slice('factura-'.length, -'.pdf'.length);
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
  expect(text).toContain(number);
  // Each row's labels name its own invoice.
  await expect(rows.first().getByRole('button', { name: `Descargar la factura ${number} en PDF` })).toBeVisible();
  await expect(rows.first().getByRole('link', { name: `Tengo una duda sobre la factura ${number}` })).toBeVisible();
  await expect(table.getByText(/^Pagada el \d{1,2} de [a-z]+ de \d{4}$/).first()).toBeVisible();
  expect(text).toContain('Hoteles del Mediterráneo Levante, S.L.');
  expect(text).toContain('689,70 €');
  expect(text).toMatch(/IVA \(21 %\)/);
  await expect(rows.first().getByRole('button')).toHaveText('Descargar');
  await page.unroute('**/api/Data/GetFacturaPdf');

  // Switching hotel stays on the tab and reloads the invoices, that hotel's own (no filters left there).
  await hotel.selectOption({ label: 'Hotel Sierra Nevada · Granada' });
  await expect(page.getByRole('tab', { name: 'Mis facturas' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/micuenta\?hotel=\d+&pestana=facturas$/);
  await expect(page.getByRole('heading', { name: 'Facturas de Hotel Sierra Nevada' })).toBeVisible();
  await page.getByLabel('Año').selectOption({ label: 'Todos' });
  await expect(rows).toHaveCount(4);

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/micuenta');
  await expect(page).toHaveURL(/\/login$/);
});

test('Mis facturas opens as it was left on the hotel shown, whether the address names it or not', async ({ page }) => {
  await signedIn(page, 'facturas@hotelmediterraneo.es');
  // Left on every year, on an address that names no hotel (the first is shown).
  await page.goto('/micuenta?pestana=facturas&anio=todos');
  await expect(page.getByLabel('Año')).toHaveValue('todos');
  const hotel = page.getByRole('combobox', { name: 'Hotel' });
  // Retried: a choice before hydration changes nothing. Another hotel: the same tab, its own finder.
  await expect(async () => {
    await hotel.selectOption({ label: 'Hotel Sierra Nevada · Granada' });
    await expect(page).toHaveURL(/\/micuenta\?hotel=\d+&pestana=facturas$/, { timeout: 1000 });
  }).toPass();
  await expect(page.getByRole('heading', { name: 'Facturas de Hotel Sierra Nevada' })).toBeVisible();
  await expect(page.getByLabel('Año')).not.toHaveValue('todos');
  // Back to the first hotel, named in the address now: the same hotel, its finder as it was left.
  await hotel.selectOption({ label: 'Hotel Mediterráneo · Valencia' });
  await expect(page).toHaveURL(/\/micuenta\?hotel=\d+&pestana=facturas&anio=todos$/);
  await expect(page.getByRole('heading', { name: 'Facturas de Hotel Mediterráneo' })).toBeVisible();
  await expect(page.getByLabel('Año')).toHaveValue('todos');
  // Mis datos and Mis facturas again: still as it was left.
  await page.getByRole('tab', { name: 'Mis datos' }).click();
  await expect(page.getByLabel('Localidad')).toHaveValue('Valencia');
  await page.getByRole('tab', { name: 'Mis facturas' }).click();
  await expect(page).toHaveURL(/\/micuenta\?hotel=\d+&pestana=facturas&anio=todos$/);
  await expect(page.getByLabel('Año')).toHaveValue('todos');
});

test('contact type 2 sees only the data tab and changes the password', async ({ page }) => {
  if (test.info().retry) await demoPassword('recepcion@hotelmediterraneo.es', PASSWORD);
  await signedIn(page, 'recepcion@hotelmediterraneo.es');
  await expect(page.getByRole('tab', { name: 'Mis datos' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Mis facturas' })).toHaveCount(0);
  await expect(page.getByLabel('Puesto')).toHaveValue('Jefe de recepción');

  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cambiar contraseña' });
  await dialog.getByLabel('Contraseña actual').fill(PASSWORD);
  await dialog.getByLabel('Nueva contraseña', { exact: true }).fill('Recepcion-Nueva-2026');
  await dialog.getByLabel('Repite la nueva contraseña').fill('Recepcion-Distinta-2026');
  await dialog.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('La repetición no coincide con la nueva contraseña');
  await dialog.getByLabel('Contraseña actual').fill('no-es-la-actual');
  await dialog.getByLabel('Repite la nueva contraseña').fill('Recepcion-Nueva-2026');
  await dialog.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Los datos para el cambio de contraseña no son correctos');
  await dialog.getByLabel('Contraseña actual').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Contraseña cambiada correctamente.');
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toHaveCount(0);
  // Still signed in (a fresh session), then out and back in with the new password.
  await page.reload();
  await expect(page).toHaveURL(/\/micuenta$/);
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'recepcion@hotelmediterraneo.es', PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: 'Email y/o contraseña incorrectos' })).toBeVisible();
  await signedIn(page, 'recepcion@hotelmediterraneo.es', 'Recepcion-Nueva-2026');
});

test('a new user must change the temporary password at first sign-in, then goes where the link led', async ({
  page,
}) => {
  if (test.info().retry) await demoPassword('nuevo@hotelmediterraneo.es', 'Temporal-2026', true);
  // Arrived from a link into the account (a release mail's), not from /login itself.
  await page.goto('/micuenta?pestana=productos');
  await expect(page).toHaveURL(/\/login\?volver=\/micuenta%3Fpestana%3Dproductos$/);
  await signInHere(page, 'nuevo@hotelmediterraneo.es', 'Temporal-2026');
  const dialog = page.getByRole('dialog', { name: 'Cambia tu contraseña temporal' });
  await expect(dialog.getByRole('heading', { name: 'Cambia tu contraseña temporal' })).toBeVisible();
  await expect(page).toHaveURL(/\/login\?volver=/);
  await dialog.getByLabel('Nueva contraseña', { exact: true }).fill('password123');
  await dialog.getByLabel('Repite la nueva contraseña').fill('password123');
  await dialog.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(dialog.getByRole('alert')).toContainText('demasiado común');
  await dialog.getByLabel('Nueva contraseña', { exact: true }).fill('Marta-Contable-2026');
  await dialog.getByLabel('Repite la nueva contraseña').fill('Marta-Contable-2026');
  await dialog.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page).toHaveURL(/\/micuenta\?pestana=productos$/);
  await expect(page.getByRole('tab', { name: 'Mis facturas' })).toBeVisible();
});

test('another customer sees only their hotel; an ended session sends the user to /login with a message', async ({
  page,
}) => {
  await signedIn(page, 'direccion@hotelatlantico.es');
  await expect(page.getByRole('combobox', { name: 'Hotel' }).locator('option')).toHaveText(['Hotel Atlántico · Cádiz']);
  await page.getByRole('tab', { name: 'Mis facturas' }).click();
  await page.getByLabel('Año').selectOption({ label: 'Todos' });
  const rows = page.getByTestId('invoice-table').locator('tbody tr');
  await expect(rows).toHaveCount(5);
  await expect(page.getByText('Mediterráneo')).toHaveCount(0);

  await endAllSessions();
  await rows.first().getByRole('button').click();
  // Back to the invoices tab once signed in again.
  await expect(page).toHaveURL(/\/login\?volver=\/micuenta%3Fpestana%3Dfacturas[^&]*&expired=1$/);
  await expect(page.getByRole('status')).toContainText('Tu sesión ha caducado');
  await page.goto('/micuenta');
  await expect(page).toHaveURL(/\/login$/);
});

test('an ended session is noticed without a click when the page regains focus', async ({ page }) => {
  await signedIn(page, 'direccion@hotelatlantico.es');
  // A query with `//` in a value is still the page to come back to.
  await page.goto('/micuenta?pestana=soporte&q=a//b');
  await endAllSessions();
  // Retried: the listener exists only once the page has hydrated.
  await expect(async () => {
    if (!page.url().includes('/login')) await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page).toHaveURL(/\/login\?volver=\/micuenta%3Fpestana%3Dsoporte%26q%3Da\/\/b&expired=1$/, {
      timeout: 1000,
    });
  }).toPass({ timeout: 10_000 });
});

test('on a phone the carousel shows fewer banners at once; its dots are 24 px targets in the brand colour, worked by keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, 'direccion@hotelatlantico.es');
  await page.getByTestId('product-carousel').scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'Pagos online' })).toBeInViewport();
  const dots = page.getByRole('button', { name: /^Ir al producto \d$/ });
  await expect(dots).toHaveCount(4);
  for (const box of await dots.evaluateAll((els) => els.map((e) => e.getBoundingClientRect()))) {
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
  }
  // The visible dot is smaller than its target: the content box, inside the padding.
  expect(await dots.nth(1).evaluate((e) => getComputedStyle(e).backgroundClip)).toBe('content-box');
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');
  await dots.nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('Shift+Tab');
  await expect(dots.first()).toBeFocused();
  await page.keyboard.press(' ');
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');
  const banners = page.getByTestId('product-banner');
  const widths = await banners.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().left));
  expect(widths.filter((left) => left >= 0 && left < 390).length).toBeLessThan(4);
  // The dots take the brand's teal, not Swiper's blue; the page speaks as tú.
  const active = page.locator('.swiper-pagination-bullet-active');
  const brand = await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.backgroundColor = 'var(--color-teal-800)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  });
  await expect(active).toHaveCSS('background-color', brand);
  await expect(page.getByRole('heading', { name: 'Amplía tu Othello' })).toBeVisible();
  expect(await page.locator('body').innerText()).not.toMatch(/\b(Amplíe|Consulte|escríbanos|Póngase|Su huésped)\b/);
  await screenshot(page, { path: 'test-results/micuenta-phone.png', fullPage: false });
});

test('the customer area paints the cookie banner with the page until a choice is stored', async ({ page }) => {
  await signedIn(page, 'direccion@hotelatlantico.es');
  const html = async () => (await page.request.get('/micuenta')).text();
  expect(await html()).toContain('data-consent-unknown');
  await page.getByRole('region', { name: 'Usamos cookies' }).getByRole('button', { name: 'Entendido' }).click();
  expect(await html()).not.toContain('data-consent-unknown');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Usamos cookies' })).toHaveCount(0);
});

test('the customer area runs under its nonce policy without a violation: chart, carousel and password dialog included', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  await signedIn(page, 'facturas@hotelmediterraneo.es');
  // Retried: a click before hydration selects nothing.
  const tab = page.getByRole('tab', { name: 'Mis facturas' });
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
  }).toPass();
  await expect(page.getByTestId('invoice-chart').locator('.recharts-surface').first()).toBeVisible();
  await page.getByTestId('product-carousel').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('product-banner')).toHaveCount(4);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByRole('dialog', { name: 'Cambiar contraseña' }).getByLabel('Contraseña actual')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});
