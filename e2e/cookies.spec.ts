// The cookie policy names exactly what a real browser receives: every cookie and local-storage
// entry a visitor can get (accepting the banner, starting a passkey sign-in, a two-factor sign-in's
// first step, a sign-in), and nothing else. Demo mode here; the production names and attributes
// are checked against the setters in lib/cookies/site-cookies.test.ts.
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const dbFile = path.resolve(process.env.E2E_DATA_DIR ?? `data/e2e-${port}`, 'app.db');

interface PolicyRow {
  names: string[];
  localStorage: boolean;
}

test.skip(/^postgres(ql)?:/.test(process.env.DATABASE_URL ?? ''), 'turns on two-factor sign-in in the embedded SQLite database');

async function signIn(page: import('@playwright/test').Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill('Demo-2026-Mille');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

test('/cookies lists every cookie and stored item the browser receives, and only those', async ({ page, context }) => {
  const received = new Set<string>();
  page.on('response', async (response) => {
    for (const h of await response.headersArray().catch(() => [])) {
      if (h.name.toLowerCase() === 'set-cookie') received.add(h.value.split('=')[0]!.trim());
    }
  });

  await page.goto('/index');
  await page.getByRole('region', { name: 'Usamos cookies' }).getByRole('button', { name: 'Entendido' }).click();

  // The first step of a passkey sign-in, as the login page asks for it.
  await page.goto('/login');
  expect(await page.evaluate(async () => (await fetch('/api/cuenta/llave/opciones', { method: 'POST' })).status)).toBe(200);

  // A two-factor account's password step (two-factor sign-in turned on for a moment).
  const db = new Database(dbFile);
  const twoFactor = 'recepcion@hotelmediterraneo.es';
  db.prepare('UPDATE "User" SET "totpEnabledAt" = ? WHERE "email" = ?').run(new Date().toISOString(), twoFactor);
  try {
    await signIn(page, twoFactor);
    await expect(page.getByLabel('Código de verificación')).toBeVisible();
  } finally {
    db.prepare('UPDATE "User" SET "totpEnabledAt" = NULL WHERE "email" = ?').run(twoFactor);
    db.close();
  }

  await signIn(page, 'facturas@hotelmediterraneo.es');
  await expect(page).toHaveURL(/\/micuenta$/);
  await page.goto('/cookies');
  // The version check stores the release once /meta.json has answered.
  await expect.poll(() => page.evaluate(() => localStorage.length)).toBeGreaterThan(0);

  const cookies = [...new Set([...received, ...(await context.cookies()).map((c) => c.name)])].sort();
  const stored = await page.evaluate(() => Object.keys(localStorage).sort());

  const table = page.getByRole('region', { name: 'Cookies de este sitio' }).getByRole('table');
  const rows: PolicyRow[] = await table.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => {
      const cell = tr.querySelector('td')!;
      return { names: [...cell.querySelectorAll('code')].map((c) => c.textContent ?? ''), localStorage: (cell.textContent ?? '').includes('almacenamiento local') };
    }),
  );
  expect(rows.length).toBeGreaterThan(0);

  // Each row is matched by one thing the browser received, under one of the names the row gives.
  const cookieRows = rows.filter((r) => !r.localStorage);
  const storageRows = rows.filter((r) => r.localStorage);
  const matched = (row: PolicyRow, held: string[]) => held.filter((n) => row.names.includes(n));
  for (const row of cookieRows) expect(matched(row, cookies), `cookie row ${row.names.join(' / ')}`).toHaveLength(1);
  for (const row of storageRows) expect(matched(row, stored), `storage row ${row.names.join(' / ')}`).toHaveLength(1);
  // And nothing the browser received is missing from the page.
  for (const name of cookies) expect(cookieRows.some((r) => r.names.includes(name)), `cookie ${name} on /cookies`).toBe(true);
  for (const name of stored) expect(storageRows.some((r) => r.names.includes(name)), `local storage ${name} on /cookies`).toBe(true);

  // The session cookie's row gives its production name first.
  const session = cookieRows.find((r) => r.names.includes('mille_session'));
  expect(session?.names[0]).toBe('__Host-mille_session');
});
