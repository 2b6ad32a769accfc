// The customer's own access in Chromium: password reset from the e-mailed link (read from the
// demo mail folder), two-factor enrolment and sign-in with codes computed here (RFC 6238), recovery
// codes, passkeys with Chromium's virtual authenticator, sessions seen and ended from another
// browser, and the notice mails. Each test makes its own customer with the staff command.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { Secret, TOTP } from 'otpauth';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { customerSignIn, customerSignInHere } from './customer-login';
import { openWithScriptsHeld } from './fixtures/before-scripts';
import { mailTo } from './mail-files';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? `data/e2e-${port}`);
const HOTEL = 'B46512877'; // Hotel Mediterráneo (demo data)
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

function staff(...args: string[]): string {
  return execFileSync('node', ['.next/standalone/staff.mjs', ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
}

let n = 0;
/** A new customer (contact type 2 of the demo hotel), invited: no password until a link sets one. */
function newCustomer(label: string): { email: string } {
  const email = `${label}-${Date.now()}-${++n}@ejemplo.es`;
  staff('accounts', 'create-user', email);
  staff('accounts', 'add-contact', email, '--hotel', HOTEL, '--type', '2', '--name', 'Cliente de prueba');
  return { email };
}

/** Sets a password through the e-mailed link, by API (the UI path has its own test). */
async function withPassword(
  api: APIRequestContext,
  label: string,
  password = 'Clave-De-Prueba-2026',
): Promise<{ email: string; password: string }> {
  const { email } = newCustomer(label);
  await api.post('/api/Data/SolicitarRecuperacionPass', { form: { email } });
  const token = /#token=([A-Za-z0-9_-]+)/.exec(await mailTo(email, 'Restablece tu contraseña'))![1]!;
  expect(
    (
      await (
        await api.post('/api/Data/RestablecerPass', { form: { token, newpass: password, repeatpass: password } })
      ).json()
    ).loginok,
  ).toBe(true);
  return { email, password };
}

async function openSecurity(page: Page) {
  await expect(page).toHaveURL(/\/micuenta$/);
  const tab = page.getByRole('tab', { name: 'Seguridad' });
  // A click that lands before hydration does nothing: click until the tab is selected.
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
  }).toPass();
  await expect(page.getByRole('heading', { name: 'Sesiones abiertas' })).toBeVisible();
}

test('a forgotten password is reset from the e-mailed link, once', async ({ page }) => {
  const { email } = newCustomer('olvido');
  await page.goto('/login');
  await page.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/recuperar-contrasena$/);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Si la dirección corresponde a una cuenta, te hemos enviado un enlace' }),
  ).toBeVisible();

  const mail = await mailTo(email, 'Restablece tu contraseña');
  const link = /(https?:\/\/\S+\/restablecer-contrasena#token=[A-Za-z0-9_-]+)/.exec(mail)![1]!;
  const response = await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  expect(response!.headers()['referrer-policy']).toBe('no-referrer');
  // The token is taken off the address bar as soon as it is read.
  await expect(page).toHaveURL(/\/restablecer-contrasena$/);
  await expect(page.getByText('Elige una contraseña de entre 10 y 128 caracteres')).toBeVisible();
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('Olvidada-Y-Nueva-2026');
  await page.getByRole('button', { name: 'Mostrar' }).first().click();
  await expect(page.getByLabel('Nueva contraseña', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByLabel('Repite la nueva contraseña').fill('Olvidada-Y-Nueva-2026');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page).toHaveURL(/\/login\?restablecida=1$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Contraseña cambiada. Ya puedes entrar con la nueva.' }),
  ).toBeVisible();
  await customerSignIn(page, email, 'Olvidada-Y-Nueva-2026');
  await expect(page).toHaveURL(/\/micuenta$/);
  expect(await mailTo(email, 'Tu contraseña ha cambiado')).toContain('Si no has sido tú');

  // The same link again: used, and the page offers another.
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('Otra-Clave-Distinta-2026');
  await page.getByLabel('Repite la nueva contraseña').fill('Otra-Clave-Distinta-2026');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Este enlace ya se ha usado' })).toBeVisible();
  await page.getByRole('link', { name: 'Pedir otro enlace' }).click();
  await expect(page).toHaveURL(/\/recuperar-contrasena$/);
});

test('an address typed before the page has loaded its scripts is the one the reset link goes to', async ({ page }) => {
  const { email } = newCustomer('temprano');
  const held = await openWithScriptsHeld(page, '/recuperar-contrasena');
  const field = page.getByLabel('Correo electrónico');
  await field.fill(email);
  await held.release(field);
  await expect(field).toHaveValue(email);
  const sent = page.waitForRequest(
    (r) => r.url().endsWith('/api/Data/SolicitarRecuperacionPass') && r.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  expect(new URLSearchParams((await sent).postData() ?? '').get('email')).toBe(email);
  await expect(page.getByRole('status').filter({ hasText: 'Si la dirección corresponde a una cuenta' })).toBeVisible();
  expect(await mailTo(email, 'Restablece tu contraseña')).toContain('/restablecer-contrasena#token=');
});

test('a sign-in filled before the page has loaded its scripts (a password manager at load) signs in', async ({
  page,
  request,
}) => {
  const { email, password } = await withPassword(request, 'autorrelleno');
  const held = await openWithScriptsHeld(page, '/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await held.release(page.getByLabel('Correo electrónico'));
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/micuenta$/);
});

test('two-factor sign-in: enrolled in Seguridad, then a code from the app and a recovery code sign in', async ({
  page,
  request,
}) => {
  const { email, password } = await withPassword(request, 'dospasos');
  await customerSignIn(page, email, password);
  await openSecurity(page);
  // The session alone shows no secret: the current password first, as for adding a passkey.
  const enrolPassword = page.getByLabel('Tu contraseña, para activar la verificación en dos pasos');
  await enrolPassword.fill('No-Es-La-Clave-1');
  await page.getByRole('button', { name: 'Activar verificación en dos pasos' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'La contraseña no es correcta.' })).toBeFocused();
  await expect(page.getByRole('img', { name: /Código QR/ })).toHaveCount(0);
  await enrolPassword.fill(password);
  await page.getByRole('button', { name: 'Activar verificación en dos pasos' }).click();
  await expect(page.getByRole('img', { name: /Código QR/ })).toBeVisible();
  await expect(page.getByLabel('Código de 6 cifras de la aplicación')).toBeFocused();
  const secret = (await page.locator('code').innerText()).replace(/\s+/g, '');
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  await page.getByLabel('Código de 6 cifras de la aplicación').fill('000000' === totp.generate() ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirmar y activar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'El código no es correcto' })).toBeVisible();
  await page.getByLabel('Código de 6 cifras de la aplicación').fill(totp.generate());
  await page.getByRole('button', { name: 'Confirmar y activar' }).click();
  const codes = page.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = await codes.first().innerText();
  await page.getByRole('button', { name: 'Ya los he guardado' }).click();
  await expect(page.getByText('Activada. Te quedan 10 códigos de recuperación.')).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The password alone is not enough any more; the next step's code is (never the one just used).
  // Opened from a link into the account: after the second step the user lands where it led.
  await page.goto('/micuenta?pestana=productos');
  await expect(page).toHaveURL(/\/login\?volver=\/micuenta%3Fpestana%3Dproductos$/);
  await customerSignInHere(page, email, password);
  await expect(page.getByLabel('Código de verificación')).toBeFocused();
  await page.getByLabel('Código de verificación').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/micuenta\?pestana=productos$/);
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await customerSignIn(page, email, password);
  await page.getByLabel('Código de verificación').fill(recovery);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await openSecurity(page);
  await expect(page.getByText('Activada. Te quedan 9 códigos de recuperación.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Esta sesión' })).toContainText(
    'con contraseña y código de recuperación desde la red',
  );
});

test('passkeys: added with the virtual authenticator, a sign-in with it alone, renamed and removed', async ({
  page,
  request,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const { email, password } = await withPassword(request, 'llave');
  await customerSignIn(page, email, password);
  await openSecurity(page);
  // The session alone adds no passkey: the current password first.
  await page.getByLabel('Tu contraseña, para añadir una llave').fill('No-Es-La-Clave-1');
  await page.getByRole('button', { name: 'Añadir llave de acceso' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'La contraseña no es correcta.' })).toBeFocused();
  await page.getByLabel('Tu contraseña, para añadir una llave').fill(password);
  await page.getByRole('button', { name: 'Añadir llave de acceso' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Llave de acceso añadida' })).toBeFocused();
  const added = page.getByText(/^Chrome en /);
  await expect(added).toBeVisible();
  const name = await added.innerText();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('button', { name: 'Entrar con llave de acceso' }).click();
  await expect(page).toHaveURL(/\/micuenta$/);
  await openSecurity(page);
  await expect(page.getByText(/último uso el/)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Esta sesión' })).toContainText('con llave de acceso');
  // Its accessible name starts with what it shows (WCAG 2.5.3, label in name).
  await page.getByRole('button', { name: `Renombrar ${name}`, exact: true }).click();
  await expect(page.getByLabel('Nombre', { exact: true })).toBeFocused();
  // A name of spaces only: refused, said under the field, the editor open and the focus in it.
  await page.getByLabel('Nombre', { exact: true }).fill('   ');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Escribe un nombre para la llave.' })).toBeVisible();
  await expect(page.getByLabel('Nombre', { exact: true })).toBeFocused();
  await page.getByLabel('Nombre', { exact: true }).fill('Portátil de recepción');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Portátil de recepción')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Renombrar Portátil de recepción', exact: true })).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: 'Escribe un nombre' })).toHaveCount(0);
  // Removing it asks for the current password (this session proved a second factor: the passkey).
  await page.getByRole('button', { name: 'Quitar Portátil de recepción' }).click();
  const removal = page.getByLabel('Tu contraseña, para quitar «Portátil de recepción»');
  await removal.fill('No-Es-La-Clave-1');
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Quitar «Portátil de recepción»' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'La contraseña no es correcta.' })).toBeVisible();
  await removal.fill(password);
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Quitar «Portátil de recepción»' }).click();
  await expect(page.getByText('Todavía no tienes ninguna llave de acceso.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Llave de acceso quitada' })).toBeFocused();
  expect(
    await mailTo(email, 'Llave de acceso quitada de tu cuenta del área de clientes de Mille Software Hotelero'),
  ).toContain('«Portátil de recepción»');
});

test('sessions: another browser is listed, its owner is told by mail, and ending it here signs it out', async ({
  page,
  browser,
  request,
}) => {
  const { email, password } = await withPassword(request, 'sesiones');
  await customerSignIn(page, email, password);
  await expect(page).toHaveURL(/\/micuenta$/);
  const other = await browser.newContext({ userAgent: FIREFOX });
  const otherPage = await other.newPage();
  await customerSignIn(otherPage, email, password);
  await expect(otherPage).toHaveURL(/\/micuenta$/);
  const notice = await mailTo(email, 'Nuevo acceso a tu cuenta desde otro navegador');
  expect(notice).toContain('Navegador: Firefox 133');
  expect(notice).toContain('Sistema: Windows 10');

  await openSecurity(page);
  await expect(page.getByText('Esta sesión')).toBeVisible();
  // Each row says how it signed in and from which network (loopback here).
  await expect(page.getByRole('listitem').filter({ hasText: 'Firefox 133 · Windows 10' })).toContainText(
    /Entró el .+ con contraseña desde la red (127\.0\.0\.0\/24|::\/48) · última actividad/,
  );
  await page.getByRole('button', { name: 'Cerrar la sesión de Firefox 133 en Windows 10' }).click();
  // Its button gone, the focus on the sentence saying so (not on <body>).
  await expect(page.getByRole('status').filter({ hasText: 'Sesión cerrada.' })).toBeFocused();
  await expect(page.getByText('Firefox 133 · Windows 10')).toHaveCount(0);
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/login/);
  await other.close();
});

test('axe finds nothing serious on /login, the reset pages and the Seguridad tab', async ({ page, request }) => {
  const serious = async () =>
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, targets: v.nodes.slice(0, 5).map((node) => node.target.join(' ')) }));
  for (const path of ['/login', '/recuperar-contrasena', '/restablecer-contrasena#token=x']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await serious(), path).toEqual([]);
  }
  const { email, password } = await withPassword(request, 'axe');
  await customerSignIn(page, email, password);
  await openSecurity(page);
  await page.getByLabel('Tu contraseña, para activar la verificación en dos pasos').fill(password);
  await page.getByRole('button', { name: 'Activar verificación en dos pasos' }).click();
  await expect(page.getByRole('img', { name: /Código QR/ })).toBeVisible();
  expect(await serious()).toEqual([]);
});
