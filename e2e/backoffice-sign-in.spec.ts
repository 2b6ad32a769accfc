// The staff sign-in's way back and its recovery codes, as the customers' have them: the code step
// offers "Volver y entrar con otra cuenta"; the recovery codes shown after enrolment can be copied
// and downloaded as a text file; a page of the back office opened signed out is where the sign-in
// leads; «Salir» once the session has ended is a sign-out, not an expiry.
import { readFileSync } from 'node:fs';
import { Secret, TOTP } from 'otpauth';
import { expect, test } from '@playwright/test';
import { seed } from './fixtures/seed';
import { resetStaffSecondFactor, serverSql } from './fixtures/server-db';
import { staffPasswordStep } from './staff-login';

const PASSWORD = 'Clave-Vuelta-2026';

test('staff recovery codes are copied and downloaded; the code step goes back to another account', async ({
  browser,
}) => {
  const email = `vuelta-${Date.now()}@millehotel.es`;
  seed([{ kind: 'staff', email, name: 'Luz Vuelta', role: 'support', password: PASSWORD }]);
  await resetStaffSecondFactor([email]);
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await page.goto('/gestion/entrar');
  await staffPasswordStep(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Configura la verificación en dos pasos' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s+/g, '');
  await page
    .getByLabel('Código de 6 cifras que muestra la aplicación')
    .fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
  await page.getByRole('button', { name: 'Confirmar' }).click();
  const items = page.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem');
  await expect(items).toHaveCount(10);
  const codes = await items.allTextContents();

  await page.getByRole('button', { name: 'Copiar' }).click();
  await expect(page.getByRole('button', { name: 'Copiados' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  for (const code of codes) expect(copied).toContain(code);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar (.txt)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('codigos-de-recuperacion.txt');
  const file = readFileSync((await download.path())!, 'utf8');
  expect(file).toMatch(/^Códigos de recuperación de la gestión/);
  for (const code of codes) expect(file).toContain(code);

  await page.getByRole('link', { name: 'He guardado los códigos, continuar' }).click();
  await expect(page).toHaveURL(/\/gestion$/);
  await page.getByRole('button', { name: 'Salir' }).click();
  await expect(page).toHaveURL(/\/gestion\/entrar/);

  // Enrolled now: the password leads to the code step, which leads back to a blank first step.
  await staffPasswordStep(page, email, PASSWORD);
  const codeField = page.getByLabel('Código de tu aplicación de autenticación (o un código de recuperación)');
  await expect(codeField).toBeVisible();
  await page.getByRole('button', { name: 'Volver y entrar con otra cuenta' }).click();
  await expect(codeField).toBeHidden();
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();
  await expect(page.getByLabel('Contraseña')).toHaveValue('');
  await context.close();
});

test('a back-office link opened signed out leads there after the sign-in (enrolment and code step alike); no other site', async ({
  browser,
}) => {
  const email = `enlace-${Date.now()}@millehotel.es`;
  seed([{ kind: 'staff', email, name: 'Eva Enlace', role: 'admin', password: PASSWORD }]);
  await resetStaffSecondFactor([email]);
  const context = await browser.newContext();
  const page = await context.newPage();
  // The link of a mail to staff, opened with no session: the sign-in, carrying the way back.
  await page.goto('/gestion/consultas?estado=nueva');
  await expect(page).toHaveURL(/\/gestion\/entrar\?volver=\/gestion\/consultas%3Festado%3Dnueva$/);
  await staffPasswordStep(page, email, PASSWORD);
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s+/g, '');
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  await page.getByLabel('Código de 6 cifras que muestra la aplicación').fill(totp.generate());
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await page.getByRole('link', { name: 'He guardado los códigos, continuar' }).click();
  await expect(page).toHaveURL(/\/gestion\/consultas\?estado=nueva$/);
  await expect(page.getByRole('heading', { name: 'Consultas', level: 1 })).toBeVisible();

  // Enrolled: the code step leads there too.
  await page.getByRole('button', { name: 'Salir' }).click();
  await expect(page).toHaveURL(/\/gestion\/entrar$/);
  await page.goto('/gestion/hoteles');
  await expect(page).toHaveURL(/\/gestion\/entrar\?volver=\/gestion\/hoteles$/);
  await staffPasswordStep(page, email, PASSWORD);
  await page
    .getByLabel('Código de tu aplicación de autenticación (o un código de recuperación)')
    .fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/gestion\/hoteles$/);

  // Signed in, a way back to another site or to the customer area leads to the dashboard.
  for (const hostile of ['//evil.example/gestion', '/micuenta', 'https://evil.example/']) {
    await page.goto(`/gestion/entrar?volver=${encodeURIComponent(hostile)}`);
    await expect(page).toHaveURL(/\/gestion$/);
  }

  // «Salir» once the session has ended behind the page: a sign-out, not an expiry.
  await serverSql(
    'DELETE FROM "StaffSession" WHERE "staffUserId" IN (SELECT "id" FROM "StaffUser" WHERE "email" = ?)',
    [email],
  );
  await page.getByRole('button', { name: 'Salir' }).click();
  await expect(page).toHaveURL(/\/gestion\/entrar$/);
  await expect(page.getByRole('heading', { name: 'Entrar en la gestión' })).toBeVisible();
  await expect(page.getByText('Tu sesión ha caducado')).toHaveCount(0);
  await context.close();
});
