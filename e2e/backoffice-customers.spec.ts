// Hotels and customer users in the back office, in Chromium, as atención al cliente: a hotel made
// in the browser, a contact invited by e-mail (the link read from the demo mail folder) who sets a
// password and then sees exactly that hotel; disabling the account ends the customer's live
// session in another browser; the hotel's two-factor rule sends its billing contact to enrolment.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { axeSerious } from './fixtures/axe';
import { customerSignIn } from './customer-login';
import { mailTo } from './mail-files';
import { staffSignedIn } from './staff-login';
import { screenshot } from './fixtures/screenshot';

test.describe.configure({ mode: 'serial' });

const SHOTS = 'test-results/backoffice-customers';
const stamp = Date.now();
const CUSTOMER = `rosa-${stamp}@hotelfaro.es`;
const CUSTOMER_PASSWORD = 'Faro-Primera-Clave-2026';
const HOTEL = `Hotel Faro ${stamp}`;

/** A CIF (B + 7 digits) with its right control digit, new to this run. */
function cif(): string {
  const digits = String(stamp % 10_000_000).padStart(7, '0');
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const d = Number(digits[i]) * (i % 2 === 0 ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  }
  return `B${digits}${(10 - (sum % 10)) % 10}`;
}

async function shot(page: Page, name: string) {
  await screenshot(page, { path: `${SHOTS}/${name}.png` });
}

let staff: { context: BrowserContext; page: Page };
let customer: { context: BrowserContext; page: Page };
let hotelPath = '';

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  staff = await staffSignedIn(browser, 'atencion@millehotel.es');
  const context = await browser.newContext();
  customer = { context, page: await context.newPage() };
});

test.afterAll(async () => {
  await staff?.context.close();
  await customer?.context.close();
});

test('a hotel made in the browser, a contact invited by e-mail: the link sets the password and the customer sees exactly that hotel', async () => {
  const { page } = staff;
  await expect(
    page.getByRole('navigation', { name: 'Secciones de la gestión' }).getByRole('link', { name: 'Hoteles' }),
  ).toBeVisible();
  await page.goto('/gestion/hoteles/nuevo');
  await page.getByLabel('Nombre del hotel').fill(HOTEL);
  await page.getByLabel('Nombre fiscal').fill('Faro Hoteles, S.L.');
  // A wrong control character first: refused with the reason, nothing created.
  await page.getByLabel('NIF/CIF').fill(`${cif().slice(0, 8)}${(Number(cif().slice(8)) + 1) % 10}`);
  await page.getByLabel('Localidad').fill('Las Palmas');
  await page.getByLabel('Código postal').fill('35001');
  await page.getByRole('button', { name: 'Crear hotel' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'no es válido: el carácter de control no corresponde' }),
  ).toBeVisible();
  await page.getByLabel('NIF/CIF').fill(cif());
  await page.getByRole('button', { name: 'Crear hotel' }).click();
  await expect(page).toHaveURL(/\/gestion\/hoteles\/\d+$/);
  hotelPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: HOTEL })).toBeVisible();
  await expect(page.getByRole('link', { name: /Facturas del hotel/ })).toHaveAttribute(
    'href',
    `/gestion/facturas?hotel=${hotelPath.split('/').pop()}`,
  );

  const add = page.getByRole('region', { name: 'Añadir un contacto' });
  await add.getByLabel('Correo electrónico (usuario)').fill(CUSTOMER);
  await add.getByLabel('Tipo de contacto').selectOption('1');
  await add.getByLabel('Nombre y apellidos').fill('Rosa Díaz');
  await add.getByLabel('Puesto').fill('Gerente');
  await add.getByRole('button', { name: 'Añadir contacto' }).click();
  await expect(add.getByRole('status')).toHaveText(`Invitación enviada a ${CUSTOMER}; ya es contacto del hotel.`);
  await expect(page.getByRole('region', { name: /Contactos/ }).getByRole('link', { name: CUSTOMER })).toBeVisible();
  await axeSerious(page, 'Hotel · Gestión');
  await shot(page, 'hotel');

  await page.goto(`/gestion/hoteles?q=${encodeURIComponent(cif())}`);
  await expect(page.getByRole('table').getByRole('link')).toHaveText([HOTEL]);
  await axeSerious(page, 'Hoteles · Gestión');

  // The invitation: a link to choose the password; no password in the mail.
  const mail = await mailTo(CUSTOMER, 'Tu acceso al área de clientes');
  const link = /(https?:\/\/\S+\/activar-cuenta#token=[A-Za-z0-9_-]+)/.exec(mail)![1]!;
  expect(mail).toContain(HOTEL);
  const c = customer.page;
  await c.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(c).toHaveURL(/\/activar-cuenta$/);
  await expect(c.getByRole('heading', { name: 'Activa tu acceso' })).toBeVisible();
  await axeSerious(c, /^Activa tu acceso \| /);
  await c.getByLabel('Nueva contraseña', { exact: true }).fill(CUSTOMER_PASSWORD);
  await c.getByLabel('Repite la nueva contraseña').fill(CUSTOMER_PASSWORD);
  await c.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(c).toHaveURL(/\/login\?activada=1$/);
  await expect(c.getByText('Tu acceso está activado')).toBeVisible();
  await customerSignIn(c, CUSTOMER, CUSTOMER_PASSWORD);
  await expect(c).toHaveURL(/\/micuenta$/);
  await expect(c.getByLabel('Hotel').locator('option')).toHaveText([`${HOTEL} · Las Palmas`]);
  await expect(c.getByRole('tab', { name: 'Mis facturas' })).toBeVisible();
});

test('inviting a user, the hotel is searched by its name and chosen, not typed as an id', async () => {
  const { page } = staff;
  const email = `eva-${stamp}@hotelfaro.es`;
  await page.goto('/gestion/usuarios');
  const invite = page.getByRole('region', { name: 'Invitar a un usuario' });
  await invite.getByLabel('Correo electrónico').fill(email);
  await invite.getByRole('combobox', { name: 'Hotel (opcional)' }).fill(HOTEL.slice(0, 12));
  await page.getByRole('option', { name: `${HOTEL} (${cif()})` }).click();
  await expect(invite.getByRole('combobox', { name: 'Hotel (opcional)' })).toHaveValue(`${HOTEL} (${cif()})`);
  await invite.getByText('Datos del contacto (si indicas un hotel)').click();
  await invite.getByLabel('Tipo de contacto').selectOption('2');
  await invite.getByLabel('Nombre y apellidos').fill('Eva Ruiz');
  await invite.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(page).toHaveURL(/\/gestion\/usuarios\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();
  await expect(page.getByRole('link', { name: HOTEL })).toBeVisible();
  await axeSerious(page, 'Usuario · Gestión');
});

test('disabling the user ends the live session in the other browser, and sign-in is refused', async () => {
  const { page } = staff;
  await page.goto(`/gestion/usuarios?q=${encodeURIComponent(CUSTOMER)}`);
  await page.getByRole('link', { name: CUSTOMER }).click();
  await expect(page.getByRole('heading', { level: 1, name: CUSTOMER })).toBeVisible();
  await expect(page.getByRole('region', { name: /Sesiones abiertas/ })).toContainText('(1)');
  await axeSerious(page, 'Usuario · Gestión');
  await shot(page, 'user');
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Desactivar la cuenta' }).click();
  await expect(page.getByRole('status')).toHaveText(`${CUSTOMER} ya no puede entrar; sus sesiones se han cerrado.`);
  await expect(page.getByRole('region', { name: 'Acceso' })).toContainText('Desactivada');

  const c = customer.page;
  await c.reload();
  await expect(c).toHaveURL(/\/login/);
  await customerSignIn(c, CUSTOMER, CUSTOMER_PASSWORD);
  await expect(c.getByText('Email y/o contraseña incorrectos')).toBeVisible();

  await page.getByRole('button', { name: 'Activar la cuenta' }).click();
  await expect(page.getByRole('status')).toHaveText(`${CUSTOMER} puede volver a entrar.`);
});

test('a hotel that requires two-factor sign-in sends its billing contact to enrolment, with no invoices until then', async () => {
  const { page } = staff;
  await page.goto(hotelPath);
  const section = page.getByRole('region', { name: 'Verificación en dos pasos' });
  await section.getByLabel('Exigir verificación en dos pasos a los contactos de facturación').check();
  await section.getByRole('button', { name: 'Guardar' }).click();
  await expect(section.getByRole('status')).toContainText('deberán activar la verificación en dos pasos');
  await expect(section).toContainText(`Aún sin ella: ${CUSTOMER}.`);

  const c = customer.page;
  await customerSignIn(c, CUSTOMER, CUSTOMER_PASSWORD);
  await expect(c).toHaveURL(/\/micuenta\?pestana=seguridad$/);
  await expect(c.getByRole('status').filter({ hasText: 'Tu hotel exige la verificación en dos pasos' })).toBeVisible();
  await expect(c.getByRole('tab', { name: 'Seguridad' })).toHaveAttribute('aria-selected', 'true');
  await expect(c.getByRole('tab', { name: 'Mis facturas' })).toHaveCount(0);
  await expect(c.getByRole('button', { name: 'Activar verificación en dos pasos' })).toBeVisible();
  const hotelId = hotelPath.split('/').pop();
  expect((await c.request.get(`/micuenta/facturas.csv?hotel=${hotelId}`)).status()).toBe(403);
  await axeSerious(c, /^Mi cuenta \| /);
  await shot(c, 'enrolment-required');
});
