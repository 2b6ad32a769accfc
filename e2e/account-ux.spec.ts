// What a hotel contact trips over in Mi cuenta, each fixed and held here: every tab has its address
// (a link or a reload opens it); the password dialogs; the passkey buttons' names; the phone's
// invoice cards. Each test signs in a customer of its own, a billing contact of the demo hotel.
import { expect, test, type Page } from '@playwright/test';
import { customerSignIn } from './customer-login';
import { CUSTOMER_PASSWORD } from './fixtures/customer-in-db';
import { seed } from './fixtures/seed';

const HOTEL = 'B46512877'; // Hotel Mediterráneo (demo data, with invoices)

let n = 0;
/** A billing contact of the demo hotel with CUSTOMER_PASSWORD, signed in on Mi cuenta. */
async function billingContactOn(page: Page, label: string): Promise<string> {
  const email = `${label}-${Date.now()}-${++n}@ejemplo.es`;
  seed([{ kind: 'customer', email, password: CUSTOMER_PASSWORD, contact: { hotel: HOTEL, type: 1, name: 'Marta' } }]);
  await customerSignIn(page, email, CUSTOMER_PASSWORD);
  await expect(page).toHaveURL(/\/micuenta$/);
  return email;
}

/** Clicks a tab until it is selected (a click before hydration does nothing). */
async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name });
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
  }).toPass();
}

test('every tab of Mi cuenta is in the address, and a reload or a link opens it', async ({ page }) => {
  await billingContactOn(page, 'pestanas');
  await openTab(page, 'Seguridad');
  await expect(page).toHaveURL(/\/micuenta\?pestana=seguridad$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Seguridad' })).toHaveAttribute('aria-selected', 'true');
  await openTab(page, 'Mis facturas');
  await expect(page).toHaveURL(/\/micuenta\?pestana=facturas$/);
  await openTab(page, 'Mis datos');
  await expect(page).toHaveURL(/\/micuenta$/);
  await page.goto('/micuenta?pestana=seguridad');
  await expect(page.getByRole('tab', { name: 'Seguridad' })).toHaveAttribute('aria-selected', 'true');
  // A name that is no tab opens the first.
  await page.goto('/micuenta?pestana=otra');
  await expect(page.getByRole('tab', { name: 'Mis datos' })).toHaveAttribute('aria-selected', 'true');
});
