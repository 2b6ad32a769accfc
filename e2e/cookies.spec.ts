// The cookie policy names exactly what a real browser ends up holding: every cookie and
// local-storage entry after a visitor accepts the banner, signs in and browses, and nothing else.
// Demo mode here; the production names are checked against the setters in
// lib/cookies/site-cookies.test.ts.
import { expect, test } from '@playwright/test';

interface PolicyRow {
  names: string[];
  localStorage: boolean;
}

test('/cookies lists every cookie and stored item the browser receives, and only those', async ({ page, context }) => {
  await page.goto('/index');
  await page.getByRole('region', { name: 'Usamos cookies' }).getByRole('button', { name: 'Entendido' }).click();
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill('facturas@hotelmediterraneo.es');
  await page.getByLabel('Contraseña').fill('Demo-2026-Mille');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/micuenta$/);
  await page.goto('/cookies');
  // The version check stores the release once /meta.json has answered.
  await expect.poll(() => page.evaluate(() => localStorage.length)).toBeGreaterThan(0);

  const cookies = (await context.cookies()).map((c) => c.name).sort();
  const stored = await page.evaluate(() => Object.keys(localStorage).sort());

  const table = page.getByRole('region', { name: 'Cookies de este sitio' }).getByRole('table');
  const rows: PolicyRow[] = await table.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => {
      const cell = tr.querySelector('td')!;
      return { names: [...cell.querySelectorAll('code')].map((c) => c.textContent ?? ''), localStorage: (cell.textContent ?? '').includes('almacenamiento local') };
    }),
  );
  expect(rows.length).toBeGreaterThan(0);

  // Each row is matched by one thing the browser holds, under one of the names the row gives.
  const cookieRows = rows.filter((r) => !r.localStorage);
  const storageRows = rows.filter((r) => r.localStorage);
  const matched = (row: PolicyRow, held: string[]) => held.filter((n) => row.names.includes(n));
  for (const row of cookieRows) expect(matched(row, cookies), `cookie row ${row.names.join(' / ')}`).toHaveLength(1);
  for (const row of storageRows) expect(matched(row, stored), `storage row ${row.names.join(' / ')}`).toHaveLength(1);
  // And nothing the browser holds is missing from the page.
  for (const name of cookies) expect(cookieRows.some((r) => r.names.includes(name)), `cookie ${name} on /cookies`).toBe(true);
  for (const name of stored) expect(storageRows.some((r) => r.names.includes(name)), `local storage ${name} on /cookies`).toBe(true);

  // The session cookie's row gives its production name first.
  const session = cookieRows.find((r) => r.names.includes('mille_session'));
  expect(session?.names[0]).toBe('__Host-mille_session');
});
