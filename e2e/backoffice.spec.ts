// The back office in Chromium: staff sign-in with the first-sign-in enrolment (codes computed here,
// RFC 6238), invitations by e-mailed link, role checks, the headers of /gestion, and no back-office
// code in the public pages. The demo staff (one per role) enrol once, in beforeAll, and each keeps
// its browser context for the tests that follow.
import { execFileSync } from 'node:child_process';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { axeSerious } from './fixtures/axe';
import { resetStaffSecondFactor } from './fixtures/server-db';
import { mailTo } from './mail-files';
import { enrolAuthenticator, staffPasswordStep } from './staff-login';
import { screenshot } from './fixtures/screenshot';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? `data/e2e-${port}`;
const SHOTS = 'test-results/backoffice';

test.describe.configure({ mode: 'serial' });

function staffTool(...args: string[]): string {
  return execFileSync('node', ['.next/standalone/staff.mjs', ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
}

async function shots(page: Page, name: string) {
  for (const [label, width, height] of [
    ['1280', 1280, 900],
    ['tablet', 820, 1180],
  ] as const) {
    await page.setViewportSize({ width, height });
    await screenshot(page, { path: `${SHOTS}/${name}-${label}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The enrolment page to the panel, its QR code shown; `check`: axe and screenshots of that page. */
async function enrolInBrowser(page: Page, options: { check?: boolean } = {}): Promise<string[]> {
  return enrolAuthenticator(page, async () => {
    await expect(page.getByRole('img', { name: 'Código QR para tu aplicación de autenticación' })).toBeVisible();
    if (options.check) {
      await axeSerious(page, 'Entrar · Gestión');
      await shots(page, 'enrolment');
    }
  });
}

const contexts: Record<'admin' | 'editor' | 'support', { context: BrowserContext; page: Page }> = {} as never;

async function signedIn(browser: Browser, email: string, check = false) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/gestion/entrar');
  await staffPasswordStep(page, email);
  await enrolInBrowser(page, { check });
  return { context, page };
}

const DEMO_STAFF = ['admin@millehotel.es', 'redaccion@millehotel.es', 'atencion@millehotel.es'];

test.beforeAll(async ({ browser }) => {
  // The demo staff as seeded, so a retry of this serial file starts from the same state as the first attempt.
  await resetStaffSecondFactor(DEMO_STAFF);
  contexts.admin = await signedIn(browser, 'admin@millehotel.es', true);
  contexts.editor = await signedIn(browser, 'redaccion@millehotel.es');
  contexts.support = await signedIn(browser, 'atencion@millehotel.es');
});

test.afterAll(async () => {
  for (const c of Object.values(contexts)) await c.context.close();
});

test('the back office answers noindex, private no-store, a nonce CSP, and sends strangers to the sign-in page', async ({
  page,
}) => {
  const response = await page.goto('/gestion');
  await expect(page).toHaveURL(/\/gestion\/entrar$/);
  const headers = (await page.request.get('/gestion/entrar')).headers();
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(headers['cache-control']).toMatch(/private/);
  expect(headers['cache-control']).toMatch(/no-store/);
  expect(headers['content-security-policy']).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
  expect(response!.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await axeSerious(page, 'Entrar · Gestión');
  await shots(page, 'sign-in');
});

test('the dashboard is the first page after sign-in, with work waiting and the health of the service', async () => {
  const { page } = contexts.admin;
  await page.goto('/gestion');
  await expect(page.getByRole('heading', { name: /^Hola/ })).toBeVisible();
  await expect(page.getByText('Correos sin enviar tras una hora')).toBeVisible();
  await expect(page.getByText(/Responde · \d+ ms/)).toBeVisible();
  await axeSerious(page, 'Panel · Gestión');
  await shots(page, 'dashboard');
});

test('an enrolled member signs in with a code and cannot sign in without one', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = `jefa-${Date.now()}@millehotel.es`;
  const link = /(http\S+\/gestion\/invitacion#token=\S+)/.exec(staffTool('staff', 'create-admin', email))![1]!;
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page).toHaveURL(/\/gestion\/invitacion$/);
  await page.getByLabel('Nueva contraseña (al menos 10 caracteres)').fill('Jefa-De-Prueba-2026');
  await page.getByLabel('Repite la contraseña').fill('Jefa-De-Prueba-2026');
  await page.getByRole('button', { name: 'Guardar y seguir' }).click();
  await expect(page).toHaveURL(/\/gestion\/entrar$/);
  const codes = await enrolInBrowser(page);
  await page.getByRole('button', { name: 'Salir' }).click();
  await expect(page).toHaveURL(/\/gestion\/entrar$/);
  await staffPasswordStep(page, email, 'Jefa-De-Prueba-2026');
  const codeField = page.getByLabel('Código de tu aplicación de autenticación (o un código de recuperación)');
  await codeField.fill('000000');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText('El código no es correcto o ya se ha usado')).toBeVisible();
  await page.goto('/gestion');
  await expect(page).toHaveURL(/\/gestion\/entrar$/);
  await codeField.fill(codes[0]!);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/gestion$/);
  await context.close();
});

/** The member administración invites below, whose page the test after it works on. */
let invitedMember = '';

test('administración invites by e-mail; the invitee chooses a password and enrols; other roles see no staff section', async ({
  browser,
}) => {
  const { page } = contexts.admin;
  const email = (invitedMember = `nuevo-${Date.now()}@millehotel.es`);
  await page.goto('/gestion/personal');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Nombre').fill('Persona Nueva');
  await page.getByLabel('Papel', { exact: true }).selectOption('support');
  await page.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(page.getByRole('status')).toHaveText(`Invitación enviada a ${email}.`);
  await expect(page.getByRole('cell', { name: new RegExp(`^${email} Persona Nueva`) })).toBeVisible();
  await axeSerious(page, 'Personal · Gestión');
  await shots(page, 'staff');

  const mail = await mailTo(email, 'Tu acceso a la gestión');
  expect(mail).not.toMatch(/contraseña:/i);
  const link = /(https?:\/\/\S+\/gestion\/invitacion#token=[A-Za-z0-9_-]+)/.exec(mail)![1]!;
  const context = await browser.newContext();
  const invitee = await context.newPage();
  await invitee.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await invitee.getByLabel('Nueva contraseña (al menos 10 caracteres)').fill('Nueva-Persona-2026');
  await invitee.getByLabel('Repite la contraseña').fill('Nueva-Persona-2026');
  await invitee.getByRole('button', { name: 'Guardar y seguir' }).click();
  await expect(invitee).toHaveURL(/\/gestion\/entrar$/);
  await enrolInBrowser(invitee);
  await expect(invitee.getByText('Atención al cliente')).toBeVisible();
  await expect(invitee.getByRole('link', { name: 'Personal' })).toHaveCount(0);
  await invitee.goto('/gestion/personal');
  await expect(invitee.getByRole('heading', { name: 'Sin permiso' })).toBeVisible();
  const refused = await invitee.request.post('/api/gestion/personal', {
    form: { email: 'otro@millehotel.es', papel: 'admin' },
  });
  expect(refused.status()).toBe(403);
  await context.close();
});

test("administración changes a member's role and turns the account off and on from the member's own page", async () => {
  const { page } = contexts.admin;
  await page.goto('/gestion/personal');
  await page.getByRole('link', { name: invitedMember }).click();
  const account = page.getByRole('region', { name: 'Cuenta' });
  await expect(account).toContainText('Atención al cliente');
  await account.getByLabel('Nuevo papel').selectOption('editor');
  await account.getByRole('button', { name: 'Cambiar papel' }).click();
  await expect(account.getByRole('status')).toHaveText(`Papel de ${invitedMember}: Redacción.`);
  await expect(account.locator('dd').first()).toHaveText('Redacción');

  page.once('dialog', (d) => void d.accept());
  await account.getByRole('button', { name: 'Desactivar la cuenta' }).click();
  await expect(account.getByRole('status').filter({ hasText: 'ya no puede entrar' })).toHaveText(
    `${invitedMember} ya no puede entrar.`,
  );
  await expect(account).toContainText('Desactivada');
  await account.getByRole('button', { name: 'Activar la cuenta' }).click();
  await expect(account.getByRole('status').filter({ hasText: 'puede volver a entrar' })).toHaveText(
    `${invitedMember} puede volver a entrar.`,
  );
  await axeSerious(page, 'Personal · Gestión');
  await shots(page, 'staff-member');

  // One's own page offers neither.
  await page.goto('/gestion/personal');
  await page.getByRole('link', { name: 'admin@millehotel.es' }).click();
  await expect(page.getByRole('button', { name: 'Cambiar papel' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Desactivar la cuenta' })).toHaveCount(0);
});

test('the news editor saves a draft by itself after a pause in typing, and asks before leaving unsaved changes', async () => {
  const { page } = contexts.editor;
  const title = `Se guarda sola ${Date.now()}`;
  await page.goto('/gestion/noticias/nueva');
  await expect(page.getByRole('button', { name: 'Negrita' }).last()).toBeEnabled();
  await page.getByLabel('Título', { exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Descripción corta', exact: true }).click();
  await page.keyboard.type('Primera version');
  await page.getByRole('textbox', { name: 'Texto de la noticia', exact: true }).click();
  await page.keyboard.type('Primer texto');
  await page.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(page).toHaveURL(/\/gestion\/noticias\/\d+$/);
  await expect(page.getByTestId('news-status')).toHaveText('Borrador');
  const editUrl = page.url();

  // A draft: a pause in typing saves it, with the version check (a later save by hand still works).
  await expect(page.getByRole('button', { name: 'Negrita' }).last()).toBeEnabled();
  await page.getByLabel('Título', { exact: true }).fill(`${title} (borrador)`);
  await expect(
    page.getByRole('status').filter({ hasText: /^Guardado automáticamente a las \d\d:\d\d\.$/ }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await page.reload();
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue(`${title} (borrador)`);
  await expect(page.getByRole('textbox', { name: 'Texto de la noticia', exact: true })).toHaveText('Primer texto');
  await page.getByLabel('Título', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Guardado.' })).toBeVisible();

  // On the web nothing saves by itself; leaving with changes asks, and «no» keeps them.
  await page.getByRole('button', { name: 'Publicar ahora' }).click();
  await expect(page.getByTestId('news-status')).toHaveText('Publicada');
  await expect(page.getByText('los cambios se guardan con «Guardar cambios», no solos')).toBeVisible();
  await page.getByLabel('Título', { exact: true }).fill(`${title} (sin guardar)`);
  const asked: string[] = [];
  page.once('dialog', (d) => {
    asked.push(d.message());
    void d.dismiss();
  });
  await page.getByRole('link', { name: '← Noticias' }).click();
  await expect.poll(() => asked).toEqual(['Hay cambios sin guardar en esta noticia. ¿Salir sin guardarlos?']);
  await expect(page).toHaveURL(editUrl);
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue(`${title} (sin guardar)`);
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('link', { name: '← Noticias' }).click();
  await expect(page).toHaveURL(/\/gestion\/noticias$/);
  await expect(page.locator('tbody tr').filter({ hasText: title }).first()).toContainText('Publicada');
  await expect(page.locator('tbody tr').filter({ hasText: '(sin guardar)' })).toHaveCount(0);
});

test('the public pages carry none of the back office code', async ({ page }) => {
  for (const path of ['/index', '/blog', '/contacto', '/login']) {
    await page.goto(path);
    const sources = await page
      .locator('script[src]')
      .evaluateAll((nodes) => nodes.map((n) => (n as HTMLScriptElement).src));
    for (const src of sources) {
      const body = await (await page.request.get(src)).text();
      expect(body, src).not.toContain('/api/gestion');
      expect(body, src).not.toContain('Configura la verificación en dos pasos');
    }
  }
});

test('the audit trail lists sign-ins and invitations, filters them, and exports the filtered set as CSV (administración only)', async () => {
  const { page } = contexts.admin;
  await page.goto('/gestion');
  await page.getByRole('link', { name: 'Registro' }).click();
  await expect(page.getByRole('heading', { name: 'Registro de actividad' })).toBeVisible();
  await page.getByLabel('Acción').selectOption({ label: 'Invitación' });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/accion=staff.invited/);
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toContainText('Invitación');
  await expect(rows.filter({ hasText: 'Entrada' })).toHaveCount(0);
  await axeSerious(page, 'Registro · Gestión');
  await shots(page, 'audit');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Descargar CSV' }).click();
  const file = await (await download).path();
  const csv = (await import('node:fs')).readFileSync(file, 'utf8');
  expect(csv.startsWith('\uFEFF"fecha";"persona";"acción"')).toBe(true);
  expect(csv).toContain('"Invitación"');
  expect(csv).not.toContain('"Entrada"');

  const editor = contexts.editor.page;
  await editor.goto('/gestion');
  await expect(editor.getByRole('link', { name: 'Registro' })).toHaveCount(0);
  expect((await editor.request.get('/api/gestion/registro')).status()).toBe(403);
});

test('atención al cliente works an enquiry: new count, search, state, assignee, a note, a reply by mail, then erasure; all audited', async () => {
  const { page } = contexts.support;
  const visitor = `visitante-${Date.now()}@ejemplo.es`;
  const sent = await page.request.post('/api/Data/NuevoContacto', {
    multipart: {
      nombre: 'Vera',
      apellidos: 'Visitante',
      email: visitor,
      telefono: '600000000',
      consulta: 'Quiero una demostración del motor de reservas',
      robot: 'true',
    },
  });
  expect(await sent.text()).toBe('OK');
  await page.goto('/gestion');
  const nav = page.getByRole('navigation', { name: 'Secciones de la gestión' });
  await expect(nav.getByRole('link', { name: /^Consultas/ }).getByLabel(/^\d+ nuevas?$/)).toBeVisible();
  await nav.getByRole('link', { name: /^Consultas/ }).click();
  await page.getByLabel('Buscar (nombre, correo o texto)').fill('motor de reservas');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const row = page.locator('tbody tr').filter({ hasText: visitor });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Nueva');
  await axeSerious(page, 'Consultas · Gestión');
  await shots(page, 'inbox');
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { name: /Solicitud de información/ })).toBeVisible();
  await expect(page.getByText(/se borrará automáticamente el/)).toBeVisible();
  await expect(page.getByText('Quiero una demostración del motor de reservas')).toBeVisible();
  // The mails of the enquiry (to staff and to the visitor) with their delivery status.
  await expect(page.getByText(`Para ${visitor}`).first()).toBeVisible();

  await page.getByLabel('Estado').selectOption('in-progress');
  await page.getByLabel('Asignada a').selectOption({ label: 'atencion@millehotel.es' });
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Guardado.')).toBeVisible();
  await page.getByLabel('Nota (solo la ve el personal)').fill('Llamar por la tarde');
  await page.getByRole('button', { name: 'Añadir nota' }).click();
  await expect(page.getByText('Llamar por la tarde')).toBeVisible();
  await page.getByLabel(/^Respuesta a/).fill('Hola Vera: te proponemos una demostración el martes a las 10:00.');
  await page.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(page.getByText('Respuesta en cola de envío.')).toBeVisible();
  await expect(page.getByText('respuesta de atencion@millehotel.es')).toBeVisible();
  await expect(page.getByLabel('Estado')).toHaveValue('answered');
  await axeSerious(page, 'Consulta · Gestión');
  await shots(page, 'enquiry');

  const replyMail = await mailTo(visitor, 'Re: Solicitud de información');
  expect(replyMail).toContain('te proponemos una demostración el martes');
  const { headers } = await import('./mail-files');
  const { readdirSync, readFileSync } = await import('node:fs');
  const dir = `${dataDir}/mail`;
  const raw = readdirSync(dir)
    .map((f) => readFileSync(`${dir}/${f}`, 'utf8'))
    .find((t) => headers(t).includes(`To: ${visitor}`) && headers(t).includes('Re: Solicitud'))!;
  expect(headers(raw)).toContain('Reply-To: atencion@millehotel.es');

  await page.goto('/gestion/consultas');
  await page.getByLabel('Correo electrónico de la persona').fill(visitor);
  await page.getByLabel('Confirmo que lo ha pedido la persona interesada').check();
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Borrar sus datos' }).click();
  await expect(page.getByText(/^Borrado: 1 consulta, \d+ notas? y \d+ correos? de consultas\./)).toBeVisible();
  await expect(page.locator('tbody tr').filter({ hasText: visitor })).toHaveCount(0);

  const admin = contexts.admin.page;
  await admin.goto('/gestion/registro?persona=&accion=enquiry.erased');
  await expect(admin.locator('tbody tr').first()).toContainText('Consultas borradas (RGPD)');
  await expect(admin.locator('tbody')).not.toContainText(visitor);
  for (const action of ['enquiry.status', 'enquiry.note', 'enquiry.reply']) {
    await admin.goto(`/gestion/registro?accion=${action}`);
    await expect(admin.locator('tbody tr').first()).toContainText('atencion@millehotel.es');
  }
});

test('redacción writes a news item with the rich-text editor, previews it, publishes it to /blog and the RSS, withdraws it; a stale save is refused', async ({
  browser,
}) => {
  const { page } = contexts.editor;
  const title = `Novedades del motor de reservas ${Date.now()}`;
  await page.goto('/gestion');
  await page
    .getByRole('navigation', { name: 'Secciones de la gestión' })
    .getByRole('link', { name: 'Noticias' })
    .click();
  await page.getByRole('link', { name: 'Nueva noticia' }).click();
  // The editors are ready (their toolbars enabled) once the page runs.
  await expect(page.getByRole('button', { name: 'Negrita' }).last()).toBeEnabled();
  await page.getByLabel('Título', { exact: true }).fill(title);
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue(title);
  const summary = page.getByRole('textbox', { name: 'Descripción corta', exact: true });
  await summary.click();
  await expect(summary).toBeFocused();
  await page.keyboard.type('Reservas en dos pasos, ');
  await page.getByRole('button', { name: 'Negrita' }).first().click();
  // The button hands the focus back to the editor; keys sent before it arrives would be lost.
  await expect(summary).toBeFocused();
  // Plain ASCII: the keyboard sends other characters as one text insertion, not as keys.
  await page.keyboard.type('mucho mejor');
  await expect(summary.locator('strong')).toHaveText('mucho mejor');
  const body = page.getByRole('textbox', { name: 'Texto de la noticia', exact: true });
  await body.click();
  // A paste from a word processor: its styles and classes go; its text and emphasis stay.
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData(
      'text/html',
      '<p class="MsoNormal" style="color:red;font-family:Calibri"><em>Texto pegado</em> con estilos<script>alert(1)</script></p>',
    );
    document.activeElement!.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  await expect(body.locator('em')).toHaveText('Texto pegado');
  await page.getByLabel('Imagen (JPEG, PNG o WebP, hasta 2 MB)').setInputFiles('prisma/seed-assets/news/booking.png');
  await expect(page.getByText(/Imagen elegida: \d+ × \d+ px/)).toBeVisible();
  await page.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'texto alternativo' })).toBeVisible();
  await page.getByLabel('Texto alternativo de la imagen').fill('Pantalla del motor de reservas');
  await page.getByRole('button', { name: 'Guardar borrador' }).click();
  // Saved as a draft, the item opens for editing.
  await expect(page).toHaveURL(/\/gestion\/noticias\/\d+$/);
  await expect(page.getByTestId('news-status')).toHaveText('Borrador');
  await page.getByRole('link', { name: '← Noticias' }).click();
  const row = page.locator('tbody tr').filter({ hasText: title });
  await expect(row).toContainText('Borrador');
  await axeSerious(page, 'Noticias · Gestión');
  await shots(page, 'news-list');
  await row.getByRole('link', { name: title }).click();
  await expect(page.getByTestId('news-status')).toHaveText('Borrador');
  await expect(page.getByText(/Imagen actual: \d+ × \d+ px/)).toBeVisible();
  await axeSerious(page, 'Editar noticia · Gestión');
  await shots(page, 'news-edit');
  const editUrl = page.url();

  await page.getByRole('link', { name: 'Vista previa' }).click();
  await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();
  await expect(page.locator('article strong').first()).toHaveText('mucho mejor');
  await expect(page.getByRole('img', { name: 'Pantalla del motor de reservas' }).first()).toBeVisible();
  expect(await page.locator('main').innerHTML()).not.toMatch(/<script>alert|style="color:red|MsoNormal/);
  await shots(page, 'news-preview');

  // Not on the public site while a draft.
  expect(await (await page.request.get('/blog')).text()).not.toContain(title);
  await page.goto(editUrl);
  await page.getByRole('button', { name: 'Publicar ahora' }).click();
  await expect(page.getByTestId('news-status')).toHaveText('Publicada');
  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  expect(await (await page.request.get('/blog/rss.xml')).text()).toContain(title);
  const api = (await (await page.request.get('/api/Data/GetNoticias')).json()) as { titulo: string }[];
  expect(api.map((n) => n.titulo)).toContain(title);

  // Two people on the same item: the later save is refused, and the typed text stays in the form.
  const adminPage = contexts.admin.page;
  await adminPage.goto(editUrl);
  await page.goto(editUrl);
  await page.getByLabel('Título', { exact: true }).fill(`${title} (redacción)`);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Guardado.' })).toBeVisible();
  await adminPage.getByLabel('Título', { exact: true }).fill(`${title} (administración)`);
  await adminPage.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(adminPage.getByRole('alert').filter({ hasText: 'Otra persona ha guardado esta noticia' })).toBeVisible();
  await expect(adminPage.getByLabel('Título', { exact: true })).toHaveValue(`${title} (administración)`);
  // Its text is not saved: leaving the page asks first (here: yes, leave).
  adminPage.once('dialog', (d) => void d.accept());

  await page.goto(editUrl);
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Retirar de la web' }).click();
  await expect(page.getByTestId('news-status')).toHaveText('Retirada');
  await page.goto('/blog');
  await expect(page.locator('article[data-news-id]').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: new RegExp(title) })).toHaveCount(0);

  // The audit trail has each step.
  for (const action of ['news.created', 'news.published', 'news.updated', 'news.withdrawn']) {
    await adminPage.goto(`/gestion/registro?accion=${action}`);
    await expect(adminPage.locator('tbody tr').first()).toContainText('redaccion@millehotel.es');
  }
  void browser;
});
