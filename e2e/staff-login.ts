// A member of staff signed in to the back office in a browser: their second factor reset in the
// server's database first (another spec file may have enrolled them with a secret this one does not
// know), then password and enrolment with a code computed here (RFC 6238). Every spec that signs
// staff in through the pages uses these steps.
import { Secret, TOTP } from 'otpauth';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { resetStaffSecondFactor } from './fixtures/server-db';

/** The demo staff's password (prisma/seed). */
export const STAFF_PASSWORD = 'Demo-2026-Mille';

/** The sign-in page's first step, on the page already open there. */
export async function staffPasswordStep(page: Page, email: string, password = STAFF_PASSWORD): Promise<void> {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/**
 * The first-sign-in enrolment, from its page to the panel: the secret read from the page, a code
 * computed from it, the ten recovery codes shown once (returned). `onEnrolmentPage` runs while the
 * enrolment page is shown (checks of that page).
 */
export async function enrolAuthenticator(page: Page, onEnrolmentPage?: () => Promise<void>): Promise<string[]> {
  await expect(page.getByRole('heading', { name: 'Configura la verificación en dos pasos' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s+/g, '');
  await onEnrolmentPage?.();
  await page
    .getByLabel('Código de 6 cifras que muestra la aplicación')
    .fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
  await page.getByRole('button', { name: 'Confirmar' }).click();
  const list = page.getByRole('list', { name: 'Códigos de recuperación' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = await list.getByRole('listitem').allTextContents();
  await page.getByRole('link', { name: 'He guardado los códigos, continuar' }).click();
  await expect(page).toHaveURL(/\/gestion$/);
  return codes;
}

/** Password and enrolment on `page` (the member's second factor reset first). */
export async function staffSignInOn(page: Page, email: string, password = STAFF_PASSWORD): Promise<void> {
  await resetStaffSecondFactor([email]);
  await page.goto('/gestion/entrar');
  await staffPasswordStep(page, email, password);
  await enrolAuthenticator(page);
}

/** A browser context of its own, signed in as `email`. */
export async function staffSignedIn(
  browser: Browser,
  email: string,
  password = STAFF_PASSWORD,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await staffSignInOn(page, email, password);
  return { context, page };
}
