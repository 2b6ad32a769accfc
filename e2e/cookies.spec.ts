// The cookie policy names exactly what a real browser receives: every cookie and local-storage
// entry a visitor can get (accepting the banner, starting a passkey sign-in, a two-factor sign-in's
// first step, a sign-in; a member of staff's sign-in to the back office), and nothing else, under
// the names and with the attributes of lib/cookies/site-cookies.ts: in demo mode (the suite's
// server, plain names) and in production (a server of its own: __Host- names, Secure).
import { execFileSync } from 'node:child_process';
import { Secret, TOTP } from 'otpauth';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { siteStorage } from '@/lib/cookies/site-cookies';
import { customerSignIn } from './customer-login';
import { CUSTOMER_PASSWORD, customerInDb } from './fixtures/customer-in-db';
import { startProductionServer } from './fixtures/production-server';
import { e2eServerEnv } from './fixtures/seed';

/** The server a check runs against: its environment (for the staff tool and the seeding services: its data folder, its database, its keys). */
interface Target {
  production: boolean;
  env: NodeJS.ProcessEnv;
}

/** A member of staff's way in (lib/staff): the invitation link's password, enrolment, a session. */
async function staffSignIn(page: Page, target: Target) {
  const email = `cookies-${Date.now()}@millehotel.es`;
  const out = execFileSync('node', ['.next/standalone/staff.mjs', 'staff', 'create-admin', email], {
    env: target.env,
    encoding: 'utf8',
  });
  const token = /#token=([A-Za-z0-9_-]+)/.exec(out)![1]!;
  const post = (path: string, fields: Record<string, string>) =>
    page.evaluate(
      async ([p, f]) => (await fetch(`/api/gestion/${p}`, { method: 'POST', body: new URLSearchParams(f) })).json(),
      [path, fields] as const,
    );
  expect(
    (await post('invitacion', { token, newpass: 'Cookies-Staff-2026', repeatpass: 'Cookies-Staff-2026' })).ok,
  ).toBe(true);
  const secret = String((await post('entrar/alta', {})).secret).replace(/\s+/g, '');
  expect(
    (await post('entrar/alta/confirmar', { codigo: new TOTP({ secret: Secret.fromBase32(secret) }).generate() })).ok,
  ).toBe(true);
}

interface PolicyRow {
  names: string[];
  localStorage: boolean;
}

const signIn = (page: Page, email: string) => customerSignIn(page, email, CUSTOMER_PASSWORD);

async function policyMatchesBrowser(page: Page, context: BrowserContext, target: Target) {
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
  expect(await page.evaluate(async () => (await fetch('/api/cuenta/llave/opciones', { method: 'POST' })).status)).toBe(
    200,
  );

  // A two-factor account's password step.
  await signIn(page, await customerInDb('cookies-2fa', { twoFactor: true, env: target.env }));
  await expect(page.getByLabel('Código de verificación')).toBeVisible();

  // Staff: the pending step between password and code, then the back office's session.
  await staffSignIn(page, target);

  await signIn(page, await customerInDb('cookies', { env: target.env }));
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
      return {
        names: [...cell.querySelectorAll('code')].map((c) => c.textContent ?? ''),
        localStorage: (cell.textContent ?? '').includes('almacenamiento local'),
      };
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
  for (const name of cookies)
    expect(
      cookieRows.some((r) => r.names.includes(name)),
      `cookie ${name} on /cookies`,
    ).toBe(true);
  for (const name of stored)
    expect(
      storageRows.some((r) => r.names.includes(name)),
      `local storage ${name} on /cookies`,
    ).toBe(true);

  // The session cookie's row gives its production name first.
  const session = cookieRows.find((r) => r.names.includes('mille_session'));
  expect(session?.names[0]).toBe('__Host-mille_session');

  // Each cookie held has this mode's name and the table's attributes.
  const held = await context.cookies();
  for (const item of Object.values(siteStorage)) {
    if (item.store !== 'cookie') continue;
    const name = target.production ? item.name : 'demoName' in item ? item.demoName : item.name;
    const cookie = held.find((c) => c.name === name);
    if (!cookie) {
      // Spent by the step after it (the pending second factor, the passkey ceremony): it was received.
      expect([...received], `${name} received`).toContain(name);
      continue;
    }
    expect(cookie.httpOnly, `${name} HttpOnly`).toBe(item.httpOnly);
    expect(cookie.sameSite.toLowerCase(), `${name} SameSite`).toBe(item.sameSite);
    // The banner's choice is written by the page's script, Secure over HTTPS only (both servers
    // here are plain HTTP on localhost); every other cookie is the server's: Secure in production.
    expect(cookie.secure, `${name} Secure`).toBe(item === siteStorage.consent ? false : target.production);
  }
}

test('/cookies lists every cookie and stored item the browser receives, and only those (demo mode)', async ({
  page,
  context,
}) => {
  await policyMatchesBrowser(page, context, { production: false, env: e2eServerEnv() });
});

test('/cookies names what a production server sets: __Host- names, Secure', async ({ browser }) => {
  const server = await startProductionServer();
  const context = await browser.newContext({ baseURL: server.base });
  try {
    await policyMatchesBrowser(await context.newPage(), context, { production: true, env: server.env });
  } finally {
    await context.close();
    await server.stop();
  }
});
