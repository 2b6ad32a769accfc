// Staff passkeys in Chromium with its virtual authenticator (user verification on), on the
// production build: a new member enrols a passkey instead of TOTP, signs in with it alone and
// through the password step, manages it in Mi seguridad (renamed; never the last factor), changes
// the password; a member with TOTP adds and removes a passkey and renews recovery codes. The
// audit trail records the passkey sign-ins, and the public pages carry none of this code.
import { execFileSync } from 'node:child_process';
import { Secret, TOTP } from 'otpauth';
import { expect, test, type Page } from '@playwright/test';
import { axeSerious } from './fixtures/axe';
import { staffPasswordStep } from './staff-login';
import { screenshot } from './fixtures/screenshot';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? `data/e2e-${port}`;
const SHOTS = 'test-results/backoffice-passkeys';
const PASSWORD = 'Llaves-Staff-2026';

test.describe.configure({ mode: 'serial' });

/** A new administrator (the staff tool's single-use link), password chosen on the invitation page. */
async function invited(page: Page, label: string): Promise<string> {
  const email = `${label}-${Date.now()}@millehotel.es`;
  const out = execFileSync('node', ['.next/standalone/staff.mjs', 'staff', 'create-admin', email], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  const token = /#token=([A-Za-z0-9_-]+)/.exec(out)![1]!;
  await page.goto(`/gestion/invitacion#token=${token}`);
  await page.getByLabel('Nueva contraseña (al menos 10 caracteres)').fill(PASSWORD);
  await page.getByLabel('Repite la contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Guardar y seguir' }).click();
  await expect(page.getByRole('heading', { name: 'Configura la verificación en dos pasos' })).toBeVisible();
  return email;
}

async function virtualAuthenticator(page: Page) {
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
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Salir' }).click();
  await expect(page).toHaveURL(/\/gestion\/entrar$/);
}

const passwordStep = (page: Page, email: string, password = PASSWORD) => staffPasswordStep(page, email, password);

async function shot(page: Page, name: string) {
  await screenshot(page, { path: `${SHOTS}/${name}.png` });
}

test('a member enrols a passkey instead of TOTP, signs in with it alone or after the password, and keeps it as the last factor', async ({
  page,
}) => {
  await virtualAuthenticator(page);
  const email = await invited(page, 'llave');
  await axeSerious(page, 'Entrar · Gestión');
  await shot(page, 'enrolment');
  await page.getByRole('button', { name: 'Registrar una llave de acceso' }).click();
  await expect(page).toHaveURL(/\/gestion$/);

  await page.getByRole('link', { name: 'Mi seguridad' }).click();
  await expect(page.getByRole('heading', { name: 'Mi seguridad' })).toBeVisible();
  const keys = page.getByRole('list', { name: 'Tus llaves de acceso' });
  await expect(keys.getByRole('listitem')).toHaveCount(1);
  await expect(keys).toContainText(/Chrome en /);
  await expect(keys).toContainText('Es tu única forma de verificar la entrada');
  await expect(page.getByRole('button', { name: /^Quitar/ })).toHaveCount(0);
  await expect(page.getByText('No usas una aplicación de autenticación')).toBeVisible();
  await page.getByLabel(/^Nombre nuevo de/).fill('Portátil de la oficina');
  await page.getByRole('button', { name: 'Renombrar' }).click();
  await expect(keys).toContainText('Portátil de la oficina');
  await axeSerious(page, 'Mi seguridad · Gestión');
  await shot(page, 'mi-seguridad-llave');
  // Even asked directly, the last factor stays.
  const id = await page.locator('input[name="id"]').first().inputValue();
  const refused = await page.evaluate(
    async (k) =>
      (
        await fetch('/api/gestion/mi-cuenta/llaves/eliminar', { method: 'POST', body: new URLSearchParams({ id: k }) })
      ).json(),
    id,
  );
  expect(refused).toMatchObject({ ok: false });

  await signOut(page);
  await page.getByRole('button', { name: 'Entrar con llave de acceso' }).click();
  await expect(page).toHaveURL(/\/gestion$/);
  await page.getByRole('link', { name: 'Mi seguridad' }).click();
  await expect(keys).toContainText('último uso el');

  await signOut(page);
  await passwordStep(page, email);
  await expect(page.getByText('Tu cuenta se verifica con una llave de acceso')).toBeVisible();
  await shot(page, 'passkey-step');
  await page.getByRole('button', { name: 'Entrar con llave de acceso' }).click();
  await expect(page).toHaveURL(/\/gestion$/);

  // The password changes; the old one stops working.
  await page.getByRole('link', { name: 'Mi seguridad' }).click();
  await page.getByLabel('Contraseña actual', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Contraseña nueva', { exact: true }).fill('Otra-Llave-2026-x');
  await page.getByLabel('Repite la contraseña nueva', { exact: true }).fill('Otra-Llave-2026-x');
  await page.getByRole('button', { name: 'Cambiar la contraseña' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Contraseña cambiada. Se han cerrado tus demás sesiones. Tus llaves de acceso siguen valiendo: si alguna de la lista no es tuya, quítala.',
  );
  await signOut(page);
  await passwordStep(page, email);
  await expect(page.getByText('Correo o contraseña incorrectos.')).toBeVisible();
  await passwordStep(page, email, 'Otra-Llave-2026-x');
  await expect(page.getByText('Tu cuenta se verifica con una llave de acceso')).toBeVisible();
  await page.getByRole('button', { name: 'Entrar con llave de acceso' }).click();
  await expect(page).toHaveURL(/\/gestion$/);

  // The audit trail (this member is an administrator) shows the passkey sign-ins.
  await page.goto('/gestion/registro');
  const mine = page.locator('tbody tr').filter({ hasText: email });
  await expect(
    mine.filter({ hasText: 'Entrada' }).filter({ hasText: 'factor: llave de acceso' }).first(),
  ).toBeVisible();
  await expect(
    mine.filter({ hasText: 'Verificación en dos pasos configurada' }).filter({ hasText: 'factor: llave de acceso' }),
  ).toHaveCount(1);
  await expect(mine.filter({ hasText: 'Contraseña cambiada' })).toHaveCount(1);
});

test('a member with TOTP adds a passkey, may remove it, and renews the recovery codes with a current code', async ({
  page,
}) => {
  await virtualAuthenticator(page);
  await invited(page, 'totp');
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s+/g, '');
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  await page.getByLabel('Código de 6 cifras que muestra la aplicación').fill(totp.generate());
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await page.getByRole('link', { name: 'He guardado los códigos, continuar' }).click();
  await page.getByRole('link', { name: 'Mi seguridad' }).click();
  await expect(page.getByText('Te quedan 10 códigos de recuperación sin usar')).toBeVisible();
  await expect(page.getByText('Todavía no tienes ninguna llave de acceso.')).toBeVisible();

  // An open session alone adds no passkey: the current password first.
  await page.getByLabel('Tu contraseña, para añadir una llave').fill('no-es-la-clave-1');
  await page.getByRole('button', { name: 'Añadir llave de acceso' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'La contraseña actual no es correcta.' })).toBeVisible();
  await page.getByLabel('Tu contraseña, para añadir una llave').fill(PASSWORD);
  await page.getByRole('button', { name: 'Añadir llave de acceso' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Llave de acceso añadida' })).toBeVisible();
  const keys = page.getByRole('list', { name: 'Tus llaves de acceso' });
  await expect(keys.getByRole('listitem')).toHaveCount(1);
  await shot(page, 'mi-seguridad-totp');
  await page.getByLabel(/^Tu contraseña, para quitar «/).fill(PASSWORD);
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: /^Quitar «/ }).click();
  await expect(page.getByText('Todavía no tienes ninguna llave de acceso.')).toBeVisible();

  // The current step's code was spent at enrolment, and a spent step is refused: the app's code for
  // the next step, which the server accepts (a step either side of its clock) as a later one.
  await page.getByLabel('Tu contraseña, para generar códigos nuevos').fill(PASSWORD);
  await page.getByLabel('Código de 6 cifras de tu aplicación').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Generar códigos nuevos' }).click();
  await expect(page.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'He guardado los códigos' }).click();
  await expect(page.getByText('Te quedan 10 códigos de recuperación sin usar')).toBeVisible();
});

test('the public pages load no WebAuthn or back-office passkey code', async ({ page }) => {
  for (const path of ['/index', '/blog', '/contacto']) {
    await page.goto(path);
    const sources = await page
      .locator('script[src]')
      .evaluateAll((nodes) => nodes.map((n) => (n as HTMLScriptElement).src));
    for (const src of sources) {
      const body = await (await page.request.get(src)).text();
      expect(body, src).not.toContain('entrar/llave');
      expect(body, src).not.toContain('navigator.credentials');
    }
  }
});
