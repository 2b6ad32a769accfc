// A page that fails on the server shows the site's Spanish error page, not Next's English one or a
// blank screen, and "Reintentar" brings the page back once the cause is gone. The failure is real:
// the table the account page reads is hidden for a moment in the server's own database.
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { customerSignIn } from './customer-login';
import { CUSTOMER_PASSWORD, customerInDb, e2eDbFile } from './fixtures/customer-in-db';

test.skip(/^postgres(ql)?:/.test(process.env.DATABASE_URL ?? ''), 'hides a table of the embedded SQLite database');

test('a server error shows the Spanish error page; Reintentar recovers', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'CookieConsent', value: 'true', url: baseURL! }]);
  await customerSignIn(page, await customerInDb('errors'), CUSTOMER_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();

  const db = new Database(e2eDbFile);
  db.exec('ALTER TABLE "HotelContact" RENAME TO "HotelContactHidden"');
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'No hemos podido mostrar esta página' })).toBeVisible();
    await expect(page.getByText(/^Referencia del error: \w+$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/index');
    await expect(page.locator('body')).not.toContainText('HotelContact');
  } finally {
    db.exec('ALTER TABLE "HotelContactHidden" RENAME TO "HotelContact"');
    db.close();
  }
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
});
