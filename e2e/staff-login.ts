// A member of demo staff signed in to the back office in a browser: their second factor reset in
// the server's database first (another spec file may have enrolled them with a secret this one
// does not know), then password and enrolment with a code computed here (RFC 6238).
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { Secret, TOTP } from 'otpauth';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? `data/e2e-${port}`;
export const STAFF_PASSWORD = 'Demo-2026-Mille';

async function resetSecondFactor(email: string): Promise<void> {
  const update = (p: string) => `UPDATE "StaffUser" SET "totpSecret" = NULL, "totpEnabledAt" = NULL, "totpLastStep" = 0 WHERE "email" = ${p}`;
  const codes = (p: string) => `DELETE FROM "StaffRecoveryCode" WHERE "staffUserId" IN (SELECT "id" FROM "StaffUser" WHERE "email" = ${p})`;
  const url = process.env.DATABASE_URL;
  if (url && /^postgres(ql)?:/.test(url)) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(update('$1'), [email]);
      await client.query(codes('$1'), [email]);
    } finally {
      await client.end();
    }
    return;
  }
  const db = new Database(path.resolve(dataDir, 'app.db'));
  try {
    db.prepare(update('?')).run(email);
    db.prepare(codes('?')).run(email);
  } finally {
    db.close();
  }
}

export async function staffSignedIn(browser: Browser, email: string): Promise<{ context: BrowserContext; page: Page }> {
  await resetSecondFactor(email);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/gestion/entrar');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Configura la verificación en dos pasos' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s+/g, '');
  await page.getByLabel('Código de 6 cifras que muestra la aplicación').fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await page.getByRole('link', { name: 'He guardado los códigos, continuar' }).click();
  await expect(page).toHaveURL(/\/gestion$/);
  return { context, page };
}
