// The hotel's team in Mi cuenta, in Chromium: Hotel Mediterráneo's billing contact opens Equipo,
// invites a colleague by e-mail; the colleague sets a password from the mailed link and signs in;
// the billing contact removes them, and the colleague's next request is signed out (and a new
// sign-in refused). The tab is checked with axe and photographed at 375 and 1440 px.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { axeSerious } from './fixtures/axe';
import { customerSignIn, customerSignedIn } from './customer-login';
import { serverSql } from './fixtures/server-db';
import { mailTo } from './mail-files';
import { screenshot } from './fixtures/screenshot';

test.describe.configure({ mode: 'serial' });

const SHOTS = 'test-results/account-team';
const stamp = Date.now();
const COLLEAGUE = `equipo-${stamp}@hotelmediterraneo.es`;
const COLLEAGUE_NAME = `Clara Vidal ${stamp}`;
const COLLEAGUE_PASSWORD = 'Equipo-Primera-Clave-2026';

let billing: { context: BrowserContext; page: Page };
let colleague: { context: BrowserContext; page: Page };

const origin = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;

/** A browser of its own, past the cookie notice (it would cover the tab in the screenshots). */
async function browserPage(browser: Browser) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'CookieConsent', value: 'true', url: origin }]);
  return { context, page: await context.newPage() };
}

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  // The team as the demo has it, whatever a failed first attempt left: no colleague of an earlier
  // attempt still in it, Marta (nuevo@) billing again.
  await serverSql(
    `DELETE FROM "HotelContact" WHERE "userId" IN (SELECT "id" FROM "User" WHERE "email" LIKE 'equipo-%@hotelmediterraneo.es')`,
  );
  await serverSql(
    `UPDATE "HotelContact" SET "contactType" = 1 WHERE "userId" = (SELECT "id" FROM "User" WHERE "email" = 'nuevo@hotelmediterraneo.es')`,
  );
  billing = await browserPage(browser);
  colleague = await browserPage(browser);
});

test.afterAll(async () => {
  await billing?.context.close();
  await colleague?.context.close();
});

async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, { path: `${SHOTS}/${name}-375.png` });
  // The team's list as a phone shows it, at its own size (the whole page shrinks past reading).
  await page.getByRole('heading', { name: /^El equipo de / }).scrollIntoViewIfNeeded();
  await screenshot(page, { path: `${SHOTS}/${name}-375-list.png`, fullPage: false });
  await page.setViewportSize({ width: 1440, height: 900 });
  await screenshot(page, { path: `${SHOTS}/${name}-1440.png` });
}

test('a billing contact invites a colleague, who accepts, signs in, is removed and is signed out', async () => {
  const { page } = billing;
  await customerSignedIn(page, 'facturas@hotelmediterraneo.es');
  await page.getByRole('tab', { name: 'Equipo' }).click();
  await expect(page).toHaveURL(/\?pestana=equipo$/);
  await expect(page.getByRole('heading', { name: 'El equipo de Hotel Mediterráneo' })).toBeVisible();
  const team = page.getByRole('list').filter({ hasText: 'recepcion@hotelmediterraneo.es' });
  await expect(team.getByRole('listitem')).toHaveCount(3);
  await expect(team.getByRole('listitem').first()).toContainText('Lucía Ferrer Martí');
  await expect(team.getByRole('listitem').first()).toContainText('(tú)');
  await axeSerious(page, /^Mi cuenta/);
  await shots(page, 'equipo');

  // The invitation.
  await page.getByLabel('Correo electrónico').fill(COLLEAGUE);
  await page.getByLabel('Nombre y apellidos').fill(COLLEAGUE_NAME);
  await page.getByLabel('Puesto (opcional)').fill('Recepción');
  await page.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Le hemos enviado una invitación a ${COLLEAGUE} para unirse al equipo de Hotel Mediterráneo como otro contacto.`,
  );
  // The focus on the sentence, not on <body> (the button was disabled while the call ran).
  await expect(page.getByRole('status')).toBeFocused();
  const row = team.getByRole('listitem').filter({ hasText: COLLEAGUE });
  await expect(row).toContainText('Invitación pendiente');

  // The colleague accepts from the mail and signs in.
  const mail = await mailTo(COLLEAGUE, 'Tu acceso al área de clientes');
  expect(mail).toContain('Hotel Mediterráneo');
  const link = /(https?:\/\/\S+\/activar-cuenta#token=[A-Za-z0-9_-]+)/.exec(mail)![1]!;
  const c = colleague.page;
  await c.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await c.getByLabel('Nueva contraseña', { exact: true }).fill(COLLEAGUE_PASSWORD);
  await c.getByLabel('Repite la nueva contraseña').fill(COLLEAGUE_PASSWORD);
  await c.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(c).toHaveURL(/\/login\?activada=1$/);
  await customerSignedIn(c, COLLEAGUE, COLLEAGUE_PASSWORD);
  await expect(c.getByLabel('Hotel').locator('option')).toHaveText(['Hotel Mediterráneo · Valencia']);
  await expect(c.getByLabel('Nombre completo')).toHaveValue(COLLEAGUE_NAME);
  // A type-2 contact has no team tab.
  await expect(c.getByRole('tab', { name: 'Equipo' })).toHaveCount(0);

  // Removed by the billing contact (after a confirmation).
  await page.reload();
  await expect(row).not.toContainText('Invitación pendiente');
  // Each button names the person too ("Quitar del hotel : <name>" to a screen reader).
  await row.getByRole('button', { name: `Quitar del hotel : ${COLLEAGUE_NAME}` }).click();
  await expect(row).toContainText(`¿Quitar a ${COLLEAGUE_NAME} del equipo de Hotel Mediterráneo?`);
  await row.getByRole('button', { name: 'Sí, quitar' }).click();
  await expect(page.getByRole('status')).toHaveText(`${COLLEAGUE_NAME} ya no está en el equipo de Hotel Mediterráneo.`);
  await expect(page.getByRole('status')).toBeFocused();
  await expect(team.getByRole('listitem')).toHaveCount(3);
  await expect(
    (await mailTo(COLLEAGUE, 'Ya no estás en el equipo de Hotel Mediterráneo')).replace(/\s+/g, ' '),
  ).toContain('tu acceso al área de clientes queda cerrado');

  // The colleague's next request is signed out, and signing in again is refused.
  await c.reload();
  await expect(c).toHaveURL(/\/login/);
  await customerSignIn(c, COLLEAGUE, COLLEAGUE_PASSWORD);
  await expect(c.getByText('Email y/o contraseña incorrectos')).toBeVisible();
});

test('the hotel keeps a billing contact: its only one is not offered to step down, and is told why', async () => {
  const { page } = billing;
  await page.goto('/micuenta?pestana=equipo');
  const team = page.getByRole('list').filter({ hasText: 'recepcion@hotelmediterraneo.es' });
  const nuevo = team.getByRole('listitem').filter({ hasText: 'nuevo@hotelmediterraneo.es' });
  const me = team.getByRole('listitem').filter({ hasText: '(tú)' });
  // Marta to "otro contacto": Lucía is still billing, so it is done (the focus on the sentence);
  // then Lucía cannot step down: both her buttons are disabled, and her row says why. (The server
  // still refuses it, 409: app/api/cuenta/team.test.ts.)
  await nuevo.getByRole('button', { name: /^Pasar a otro contacto/ }).click();
  await expect(page.getByRole('status')).toHaveText('Marta Gil Navarro es ahora otro contacto de Hotel Mediterráneo.');
  await expect(page.getByRole('status')).toBeFocused();
  const why = /^Eres el único contacto de facturación: /;
  const meToOther = me.getByRole('button', { name: /^Pasar a otro contacto/ });
  await expect(meToOther).toBeDisabled();
  await expect(meToOther).toHaveAccessibleDescription(why);
  await expect(me.getByRole('button', { name: /^Salir del equipo/ })).toBeDisabled();
  await expect(me.getByText(why)).toBeVisible();
  await shots(page, 'equipo-sole-billing');
  // Back as it was.
  await nuevo.getByRole('button', { name: /^Pasar a facturación/ }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Marta Gil Navarro es ahora contacto de facturación de Hotel Mediterráneo.',
  );
  await expect(me.getByText(why)).toHaveCount(0);

  // «Salir del equipo» asks first, in the first person: its confirmation takes the focus, and
  // «Cancelar» or Escape gives it back.
  const leave = me.getByRole('button', { name: /^Salir del equipo/ });
  await leave.click();
  await expect(me).toContainText('¿Salir del equipo de Hotel Mediterráneo? Dejarás de ver');
  await expect(me.getByRole('button', { name: 'Sí, salir' })).toBeFocused();
  await me.getByRole('button', { name: 'Cancelar' }).click();
  await expect(leave).toBeFocused();
  await leave.click();
  await expect(me.getByRole('button', { name: 'Sí, salir' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(me.getByRole('button', { name: 'Sí, salir' })).toHaveCount(0);
  await expect(leave).toBeFocused();
});
