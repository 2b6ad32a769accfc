// What a hotel contact trips over in Mi cuenta, each fixed and held here: every tab has its address
// (a link or a reload opens it); the password dialogs; the passkey buttons' names; the phone's
// invoice cards. Each test signs in a customer of its own, a billing contact of the demo hotel.
import { expect, test, type Page } from '@playwright/test';
import { customerSignIn } from './customer-login';
import { CUSTOMER_PASSWORD } from './fixtures/customer-in-db';
import { seed } from './fixtures/seed';
import { serverSql } from './fixtures/server-db';

const HOTEL = 'B46512877'; // Hotel Mediterráneo (demo data, with invoices)

let n = 0;
/** A billing contact of the demo hotel with CUSTOMER_PASSWORD, signed in on Mi cuenta. */
async function billingContactOn(page: Page, label: string): Promise<string> {
  const email = `${label}-${Date.now()}-${++n}@ejemplo.es`;
  seed([{ kind: 'customer', email, password: CUSTOMER_PASSWORD, contact: { hotel: HOTEL, type: 1, name: 'Marta' } }]);
  await customerSignIn(page, email, CUSTOMER_PASSWORD);
  await expect(page).toHaveURL(/\/micuenta$/);
  return email;
}

/** Clicks a tab until it is selected (a click before hydration does nothing). */
async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name });
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
  }).toPass();
}

test('every tab of Mi cuenta is in the address, and a reload or a link opens it', async ({ page }) => {
  await billingContactOn(page, 'pestanas');
  await openTab(page, 'Seguridad');
  await expect(page).toHaveURL(/\/micuenta\?pestana=seguridad$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Seguridad' })).toHaveAttribute('aria-selected', 'true');
  await openTab(page, 'Mis facturas');
  await expect(page).toHaveURL(/\/micuenta\?pestana=facturas$/);
  await openTab(page, 'Mis datos');
  await expect(page).toHaveURL(/\/micuenta$/);
  await page.goto('/micuenta?pestana=seguridad');
  await expect(page.getByRole('tab', { name: 'Seguridad' })).toHaveAttribute('aria-selected', 'true');
  // The remote-access mails link to Soporte.
  await page.goto('/micuenta?pestana=soporte');
  await expect(page.getByRole('tab', { name: 'Soporte' })).toHaveAttribute('aria-selected', 'true');
  await openTab(page, 'Mis datos');
  await openTab(page, 'Soporte');
  await expect(page).toHaveURL(/\/micuenta\?pestana=soporte$/);
  // A name that is no tab opens the first.
  await page.goto('/micuenta?pestana=otra');
  await expect(page.getByRole('tab', { name: 'Mis datos' })).toHaveAttribute('aria-selected', 'true');
});

test('tab clicks are history entries: Back and Forward show the tab and the filters the address names', async ({
  page,
}) => {
  await billingContactOn(page, 'historial');
  await page.goto('/micuenta?pestana=facturas');
  const type = page.getByLabel('Tipo', { exact: true });
  await expect(async () => {
    await type.selectOption({ label: 'Soporte' });
    await expect(page).toHaveURL(/[?&]tipo=soporte/, { timeout: 1000 });
  }).toPass();
  const filtered = page.url();
  // Another tab: its address names the tab only, the invoice filters stay with Mis facturas.
  await openTab(page, 'Productos');
  await expect(page).toHaveURL(/\/micuenta\?pestana=productos$/);
  // Back: Mis facturas with its filters, on screen as in the address.
  await page.goBack();
  await expect(page).toHaveURL(filtered);
  await expect(page.getByRole('tab', { name: 'Mis facturas' })).toHaveAttribute('aria-selected', 'true');
  await expect(type).toHaveValue('soporte');
  // Back again: the filter goes (Mis facturas still), then Forward twice brings Productos back.
  await page.goBack();
  await expect(page).toHaveURL(/\/micuenta\?pestana=facturas$/);
  await expect(page.getByRole('tab', { name: 'Mis facturas' })).toHaveAttribute('aria-selected', 'true');
  await expect(type).toHaveValue('');
  await page.goForward();
  await expect(type).toHaveValue('soporte');
  await page.goForward();
  await expect(page).toHaveURL(/\/micuenta\?pestana=productos$/);
  await expect(page.getByRole('tab', { name: 'Productos' })).toHaveAttribute('aria-selected', 'true');
  // A tab click does not replace the entry: Back after it stays in Mi cuenta.
  await openTab(page, 'Avisos');
  await page.goBack();
  await expect(page).toHaveURL(/\/micuenta\?pestana=productos$/);
  await expect(page.getByRole('tab', { name: 'Productos' })).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Productos' })).toHaveAttribute('aria-selected', 'true');
});

test('Mis datos refused: each message under its field, the first field refused focused, what was typed kept', async ({
  page,
}) => {
  await billingContactOn(page, 'misdatos');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Guardar mis datos' }) });
  const mobile = form.getByLabel('Móvil', { exact: true });
  const others = form.getByLabel('Otros correos de contacto');
  await mobile.fill('abc');
  await others.fill('x@');
  await form.getByRole('button', { name: 'Guardar mis datos' }).click();
  await expect(mobile).toHaveAttribute('aria-invalid', 'true');
  await expect(mobile).toHaveAccessibleDescription('Solo números, espacios y + ( ) . -');
  await expect(others).toHaveAttribute('aria-invalid', 'true');
  await expect(others).toHaveAccessibleDescription(/^Correos separados por comas, cada uno válido\./);
  await expect(mobile).toBeFocused();
  await expect(mobile).toHaveValue('abc');
  await expect(others).toHaveValue('x@');
  // No line under the button running both messages together.
  await expect(form.getByRole('alert')).toHaveCount(0);
});

/** Whether any point of the cookie banner shows above everything else there (it would hide a modal). */
async function bannerOnTop(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const banner = document.querySelector('section[aria-label="Usamos cookies"]');
    if (!banner) return false;
    const r = banner.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return false;
    return [0.1, 0.5, 0.9].some((f) => {
      const hit = document.elementFromPoint(r.left + r.width * f, r.top + r.height / 2);
      return hit !== null && banner.contains(hit);
    });
  });
}

test('the password dialog keeps its success until closed, gives the focus back to its button, and the cookie banner stays under it', async ({
  page,
}) => {
  await page.clock.install();
  await page.setViewportSize({ width: 375, height: 812 });
  await billingContactOn(page, 'dialogo');
  const opener = page.getByRole('button', { name: 'Cambiar contraseña' });
  const dialog = page.getByRole('dialog', { name: 'Cambiar contraseña' });
  // Retried: a click before hydration opens nothing.
  await expect(async () => {
    if (!(await dialog.isVisible())) await opener.click();
    await expect(dialog.getByRole('heading', { name: 'Cambiar contraseña' })).toBeVisible({ timeout: 1000 });
  }).toPass();
  expect(await bannerOnTop(page)).toBe(false);
  await dialog.getByLabel('Contraseña actual').fill(CUSTOMER_PASSWORD);
  await dialog.getByLabel('Nueva contraseña', { exact: true }).fill('Dialogo-Nueva-2026');
  await dialog.getByLabel('Repite la nueva contraseña').fill('Dialogo-Nueva-2026');
  await dialog.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Contraseña cambiada correctamente.');
  // Time passes (the page's clock, not a wait): the message is still there to be read.
  await page.clock.runFor(10_000);
  await expect(dialog.getByRole('status')).toHaveText('Contraseña cambiada correctamente.');
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('the forced change of a temporary password states the rules before the first try', async ({ page }) => {
  const email = `temporal-${Date.now()}@ejemplo.es`;
  seed([{ kind: 'customer', email, password: CUSTOMER_PASSWORD, contact: { hotel: HOTEL, type: 1, name: 'Teo' } }]);
  await serverSql('UPDATE "User" SET "mustChangePassword" = ? WHERE "email" = ?', [true, email]);
  await page.setViewportSize({ width: 375, height: 812 });
  await customerSignIn(page, email, CUSTOMER_PASSWORD);
  const dialog = page.getByRole('dialog', { name: 'Cambia tu contraseña temporal' });
  await expect(dialog.getByRole('heading', { name: 'Cambia tu contraseña temporal' })).toBeVisible();
  await expect(dialog.getByLabel('Nueva contraseña', { exact: true })).toHaveAccessibleDescription(
    'Entre 10 y 128 caracteres, distinta de la actual y difícil de adivinar.',
  );
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  expect(await bannerOnTop(page)).toBe(false);
});

test('on an IP address the sign-in pages offer no passkey and say why, in Spanish', async ({ page, baseURL }) => {
  const byIp = new URL(baseURL!);
  byIp.hostname = '127.0.0.1';
  const why = page.getByText('Las llaves de acceso no funcionan en esta dirección', { exact: false });
  for (const path of ['/login', '/gestion/entrar']) {
    await page.goto(new URL(path, byIp).href);
    await expect(why).toBeVisible();
    await expect(page.getByRole('button', { name: 'Entrar con llave de acceso' })).toHaveCount(0);
  }
  // By name (localhost), the button is there.
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar con llave de acceso' })).toBeVisible();
  await expect(why).toHaveCount(0);
});

test('on a phone each invoice card shows its due date, as the desktop table does', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await billingContactOn(page, 'tarjetas');
  await openTab(page, 'Mis facturas');
  const cards = page.getByTestId('invoice-table').locator('tbody tr');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await expect(cards.nth(i)).toContainText(/Vencimiento: \d{1,2} de \p{L}+ de \d{4}/u);
});
