// A customer signing in on /login in a browser: the one way every spec does it.
import { expect, type Page } from '@playwright/test';

/** The demo customers' password (prisma/seed). */
export const DEMO_PASSWORD = 'Demo-2026-Mille';

/** Fills /login and presses Entrar; what follows (Mi cuenta, an error, a second step) is the caller's to check. */
export async function customerSignIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await customerSignInHere(page, email, password);
}

/** The same on the /login page already open (one a customer-area page sent the browser to, with its `?volver=`). */
export async function customerSignInHere(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** Signed in and on Mi cuenta. */
export async function customerSignedIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await customerSignIn(page, email, password);
  await expect(page).toHaveURL(/\/micuenta$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
}
