// The outbox and the staff members' pages in Chromium: a failed mail that has waited hours shows
// as stuck, "Reintentar ahora" sends it (once), a secret mail's text never reaches the page,
// redacción has no access; a member's page shows their last sign-in and sessions, and resetting
// their second factor sends their next sign-in to enrolment. Keyboard use and axe on each page.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { axeSerious } from './fixtures/axe';
import { serverSql } from './fixtures/server-db';
import { mailTo } from './mail-files';
import { enrolAuthenticator, staffPasswordStep, staffSignedIn } from './staff-login';
import { screenshot } from './fixtures/screenshot';

const SHOTS = 'test-results/backoffice-mail';
const ADMIN = 'admin@millehotel.es';
const EDITOR = 'redaccion@millehotel.es';
const SUPPORT = 'atencion@millehotel.es';

test.describe.configure({ mode: 'serial' });

async function shot(page: Page, name: string) {
  await screenshot(page, { path: `${SHOTS}/${name}.png` });
}

const contexts = {} as Record<'admin' | 'editor' | 'support', { context: BrowserContext; page: Page }>;

const stamp = Date.now();
const FAILED_TO = `rechazo-${stamp}@example.es`;
const SECRET_TO = `enlace-${stamp}@example.es`;
// The audit trail keeps a failed first attempt's reset too: the retry looks for its own.
const RESET_REASON = `Ha cambiado de móvil (${stamp})`;
const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();

test.beforeAll(async ({ browser }) => {
  // A notice refused for good two hours ago (stuck), and a reset link waiting for its turn.
  await serverSql(
    'INSERT INTO "OutboxMail" ("to", "recipient", "replyTo", "subject", "text", "status", "attempts", "nextAttemptAt", "lastError", "secret", "authorEmail", "kind", "createdAt") VALUES (?, lower(?), \'\', ?, ?, \'failed\', 5, ?, ?, ?, \'\', \'security-notice\', ?)',
    [
      FAILED_TO,
      FAILED_TO,
      'Tu contraseña ha cambiado',
      'Hola: tu contraseña ha cambiado.',
      hoursAgo(1),
      '550 5.1.1 Mailbox unavailable',
      false,
      hoursAgo(2),
    ],
  );
  await serverSql(
    'INSERT INTO "OutboxMail" ("to", "recipient", "replyTo", "subject", "text", "status", "attempts", "nextAttemptAt", "lastError", "secret", "authorEmail", "kind", "createdAt") VALUES (?, lower(?), \'\', ?, ?, \'pending\', 1, ?, ?, ?, \'\', \'password-reset\', ?)',
    [
      SECRET_TO,
      SECRET_TO,
      'Restablece tu contraseña del área de clientes',
      `https://example.es/restablecer-contrasena#token=SECRETO${stamp}`,
      new Date(Date.now() + 86_400_000).toISOString(),
      'ETIMEDOUT',
      true,
      hoursAgo(0.1),
    ],
  );
  contexts.admin = await staffSignedIn(browser, ADMIN);
  contexts.editor = await staffSignedIn(browser, EDITOR);
  contexts.support = await staffSignedIn(browser, SUPPORT);
});

test.afterAll(async () => {
  for (const c of Object.values(contexts)) await c.context.close();
});

test('the outbox: stuck mail highlighted, filters, a failed mail retried and sent once', async () => {
  const { page } = contexts.support;
  await page.getByRole('navigation').getByRole('link', { name: 'Correo' }).click();
  await expect(page.getByRole('heading', { name: 'Correo', level: 1 })).toBeVisible();
  await axeSerious(page, 'Correo · Gestión');

  // Only the stuck ones, by keyboard: the filter's choice, then Enter on "Filtrar".
  await page.getByLabel(/^Estado/).selectOption('atascado');
  await page.getByLabel('Destinatario').fill(FAILED_TO);
  await page.getByLabel('Destinatario').press('Enter');
  await expect(page).toHaveURL(/estado=atascado/);
  const row = page.getByRole('row').filter({ hasText: FAILED_TO });
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-atascado', 'true');
  await expect(row.getByText('Atascado')).toBeVisible();
  await expect(row).toContainText('No se pudo enviar');
  await expect(row).toContainText('550 5.1.1 Mailbox unavailable');
  await expect(row).toContainText('Aviso de seguridad: cambio en el acceso (cliente o personal)');
  await expect(page.getByRole('navigation', { name: 'Páginas' })).toContainText('1 de 1');
  await shot(page, 'outbox-stuck');

  // Retried from the unfiltered list (once sent, it leaves the stuck filter), by keyboard.
  await page.goto(`/gestion/correo?para=${encodeURIComponent(FAILED_TO)}`);
  await page.getByRole('row').filter({ hasText: FAILED_TO }).getByRole('button', { name: 'Reintentar ahora' }).focus();
  await page.keyboard.press('Enter');
  await mailTo(FAILED_TO, 'Tu contraseña ha cambiado');
  // The worker writes the message, then marks the row sent.
  const status = async () =>
    (await serverSql<{ status: string }>('SELECT "status" FROM "OutboxMail" WHERE "to" = ?', [FAILED_TO]))[0]?.status;
  await expect.poll(status).toBe('sent');

  // Sent: no longer stuck, no retry button, its delivery on its own page.
  await page.goto(`/gestion/correo?para=${encodeURIComponent(FAILED_TO)}`);
  const sent = page.getByRole('row').filter({ hasText: FAILED_TO });
  await expect(sent).toContainText('Enviado');
  await expect(sent).not.toHaveAttribute('data-atascado', 'true');
  await expect(sent.getByRole('button', { name: 'Reintentar ahora' })).toHaveCount(0);
  await sent.getByRole('link', { name: 'Tu contraseña ha cambiado' }).click();
  await expect(page.getByRole('heading', { name: 'Tu contraseña ha cambiado' })).toBeVisible();
  await expect(page.getByText('Hola: tu contraseña ha cambiado.')).toBeVisible();
  await axeSerious(page, 'Correo · Gestión');
  const [mail] = await serverSql<{ attempts: number }>('SELECT "attempts" FROM "OutboxMail" WHERE "to" = ?', [
    FAILED_TO,
  ]);
  expect(Number(mail!.attempts)).toBe(6);
});

test("a secret mail's text never reaches the page", async () => {
  const { page } = contexts.admin;
  await page.goto(`/gestion/correo?para=${encodeURIComponent(SECRET_TO)}`);
  await page.getByRole('link', { name: 'Restablece tu contraseña del área de clientes' }).click();
  await expect(page.getByText('Lleva un enlace de un solo uso: su texto no se muestra nunca.')).toBeVisible();
  expect(await page.content()).not.toContain(`SECRETO${stamp}`);
  await shot(page, 'outbox-secret');
});

test('redacción: no Correo in the navigation, the page says no, the retry answers 403 and changes nothing', async () => {
  const { page } = contexts.editor;
  await page.goto('/gestion');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Correo' })).toHaveCount(0);
  await page.goto('/gestion/correo');
  await expect(page.getByRole('heading', { name: 'Sin permiso' })).toBeVisible();
  const [mail] = await serverSql<{ id: number }>('SELECT "id" FROM "OutboxMail" WHERE "to" = ?', [SECRET_TO]);
  const id = mail!.id;
  const res = await page.request.post(`/api/gestion/correo/${id}/reintentar`, {
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.status()).toBe(403);
  const [row] = await serverSql<{ status: string; attempts: number }>(
    'SELECT "status", "attempts" FROM "OutboxMail" WHERE "id" = ?',
    [id],
  );
  expect(row).toMatchObject({ status: 'pending' });
  expect(Number(row!.attempts)).toBe(1);
});

test("a member's page: last sign-in and sessions; resetting the second factor sends their next sign-in to enrolment", async () => {
  const { page } = contexts.admin;
  await page.goto('/gestion/personal');
  await page.getByRole('link', { name: SUPPORT }).click();
  await expect(page.getByRole('heading', { name: /atencion@millehotel\.es|Atención/ })).toBeVisible();
  await expect(page.getByText('Último acceso')).toBeVisible();
  const sessions = page.getByRole('region', { name: /Sesiones abiertas/ });
  await expect(sessions.getByRole('listitem')).not.toHaveCount(0);
  await axeSerious(page, 'Personal · Gestión');
  await shot(page, 'staff-member');

  await page.getByLabel('Motivo (queda en el registro)').fill(RESET_REASON);
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Restablecer' }).click();
  await expect(page.getByRole('status')).toContainText('restablecida');
  await expect(page.getByText('Sin configurar')).toBeVisible();

  // Her open page: the session has ended; the next sign-in shows enrolment.
  const support = contexts.support.page;
  await support.goto('/gestion');
  await expect(support).toHaveURL(/\/gestion\/entrar/);
  await staffPasswordStep(support, SUPPORT);
  await enrolAuthenticator(support);

  await page.goto('/gestion/registro?accion=staff.second-factor-reset');
  await expect(page.getByRole('row').filter({ hasText: RESET_REASON })).toHaveCount(1);
});

test("one's own page: no second-factor reset, and the role change is refused by the server", async () => {
  const { page } = contexts.admin;
  await page.goto('/gestion/personal');
  await page.getByRole('link', { name: ADMIN }).click();
  await expect(page.getByText(/Tus factores se gestionan en/)).toBeVisible();
  const [self] = await serverSql<{ id: number }>('SELECT "id" FROM "StaffUser" WHERE "email" = ?', [ADMIN]);
  const id = self!.id;
  const res = await page.request.post(`/api/gestion/personal/${id}`, {
    form: { papel: 'editor' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.status()).toBe(409);
  expect((await res.json()).message).toMatch(/^No puedes cambiar tu propio papel/);
  const [row] = await serverSql<{ role: string }>('SELECT "role" FROM "StaffUser" WHERE "id" = ?', [id]);
  expect(row!.role).toBe('admin');
});
