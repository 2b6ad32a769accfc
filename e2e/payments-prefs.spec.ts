// What the hotel owes and what mail each person gets, in Chromium on the production build: the
// demo's overdue invoice shows the banner, the totals and how to pay, and filters to itself; a
// billing contact who turns invoice mail off gets no overdue reminder while a colleague does; the
// reminder's unsubscribe link opens a page that asks first and turns that kind off. Axe and the
// phone and desktop layouts of both tabs.
import { expect, test, type Page } from '@playwright/test';
import { customerSignedIn } from './customer-login';
import { axeSerious } from './fixtures/axe';
import { serverSql as sql } from './fixtures/server-db';
import { screenshot } from './fixtures/screenshot';

const FACTURAS = 'facturas@hotelmediterraneo.es';
const MARTA = 'nuevo@hotelmediterraneo.es';
const SHOTS = 'test-results/payments-prefs';

async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name });
  // Retried: a click before hydration selects nothing.
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
  }).toPass();
}

async function shots(page: Page, name: string) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, { path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

const invoiceMailSwitch = (page: Page) => page.getByRole('checkbox', { name: /^Facturas/ });

test('an overdue invoice shows the banner, the totals and the transfer details, and filters to itself', async ({
  page,
}) => {
  await customerSignedIn(page, FACTURAS);
  await openTab(page, 'Mis facturas');
  const banner = page.getByTestId('overdue-banner');
  await expect(banner).toContainText('Tienes 1 factura vencida por');
  await expect(page.getByTestId('owed-totals')).toContainText('1 factura');
  const howToPay = page.getByTestId('how-to-pay');
  // The demo's bank details, saved by its seed through the staff settings (never placeholders).
  await expect(howToPay).toContainText('IBAN');
  await expect(howToPay).toContainText('ES29 2100 0813 6402 0123 4567');
  await expect(howToPay).not.toContainText('ES00 0000');
  await axeSerious(page, /Mi cuenta/);
  await shots(page, 'facturas');

  await banner.getByRole('button', { name: 'Ver las vencidas' }).click();
  await expect(page).toHaveURL(/estado=vencida/);
  const rows = page.getByTestId('invoice-table').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().locator('[data-state]')).toHaveAttribute('data-state', 'vencida');
  // The banner's amount is the overdue list's total.
  const overdue = (await page.getByTestId('owed-overdue').textContent())!;
  await expect(page.getByTestId('filtered-total')).toHaveText(overdue);
  // No payment provider is configured: no "Pagar".
  await expect(page.getByRole('link', { name: /^Pagar/ })).toHaveCount(0);
});

test('a billing contact who turns invoice mail off gets no reminder; the link in one turns it off too', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // Both start at the default (on): a failed first attempt may have left either switched off.
  await sql(
    `DELETE FROM "MailPreference" WHERE "kind" = 'invoices' AND "userId" IN (SELECT "id" FROM "User" WHERE "email" IN (?, ?))`,
    [FACTURAS, MARTA],
  );
  await customerSignedIn(page, FACTURAS);
  await page.goto('/micuenta?pestana=avisos');
  await expect(invoiceMailSwitch(page)).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^Novedades comerciales/ })).not.toBeChecked();
  await axeSerious(page, /Mi cuenta/);
  await shots(page, 'avisos');
  await expect(async () => {
    await invoiceMailSwitch(page).uncheck();
    await expect(page.getByText('Facturas: desactivado. Guardado.')).toBeVisible({ timeout: 2000 });
  }).toPass();
  await page.reload();
  await expect(invoiceMailSwitch(page)).not.toBeChecked();

  // The next round of reminders (the periodic job, every minute on the test server) mails the
  // hotel's other billing contacts (Marta, who never signed in, and those other specs added), not her.
  const last = (await sql<{ last: number | null }>('SELECT MAX("id") AS last FROM "OutboxMail"'))[0]?.last ?? 0;
  await sql(`UPDATE "Hotel" SET "invoiceReminderAt" = NULL WHERE "name" = 'Hotel Mediterráneo'`);
  const reminders = () =>
    sql<{ to: string; unsubscribeUrl: string }>(
      `SELECT "to", "unsubscribeUrl" FROM "OutboxMail" WHERE "kind" = 'invoice-reminder' AND "id" > ? ORDER BY "id"`,
      [last],
    );
  await expect.poll(async () => (await reminders()).map((m) => m.to), { timeout: 120_000 }).toContain(MARTA);
  expect((await reminders()).map((m) => m.to)).not.toContain(FACTURAS);

  // Its one-click address, opened in a browser, asks before turning anything off.
  const url = new URL((await reminders()).find((m) => m.to === MARTA)!.unsubscribeUrl);
  await page.context().clearCookies();
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page).toHaveURL(/\/avisos\/baja\?t=/);
  await expect(page.getByText('¿Quieres dejar de recibir los correos de «Facturas»?')).toBeVisible();
  await axeSerious(page, /Darse de baja/);
  await page.getByRole('button', { name: 'Dejar de recibirlos' }).click();
  await expect(page.getByRole('status')).toContainText('ya no recibirás correos de «Facturas»');
  const marta = await sql<{ enabled: number | boolean }>(
    `SELECT p."enabled" FROM "MailPreference" p JOIN "User" u ON u."id" = p."userId" WHERE u."email" = ? AND p."kind" = 'invoices'`,
    [MARTA],
  );
  expect(marta.map((m) => Boolean(m.enabled))).toEqual([false]);

  // Turned back on from the Avisos tab, as its owner would.
  await customerSignedIn(page, FACTURAS);
  await page.goto('/micuenta?pestana=avisos');
  await expect(invoiceMailSwitch(page)).not.toBeChecked();
  await expect(async () => {
    await invoiceMailSwitch(page).check();
    await expect(page.getByText('Facturas: activado. Guardado.')).toBeVisible({ timeout: 2000 });
  }).toPass();
});
