// Products and releases, in the browser, from the back office to the hotel: Soporte técnico
// publishes a new Othello version with notes and an installer (uploaded in resumable pieces); a
// billing contact of Hotel Mediterráneo (which runs Othello a version behind) finds "Actualización
// disponible" in the Productos tab, reads the notes, downloads the installer (its SHA-256 as shown)
// and the declaration of the version it runs, and asks support for the update (the case form opens
// prefilled); /novedades and its RSS list the version without a
// rebuild; the release mail arrives once. Each page is checked with axe and photographed at 1440 and
// 375 px.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { customerSignIn } from './customer-login';
import { axeSerious } from './fixtures/axe';
import { CUSTOMER_PASSWORD } from './fixtures/customer-in-db';
import { seed } from './fixtures/seed';
import { serverSql as sql } from './fixtures/server-db';
import { mailTo } from './mail-files';
import { staffSignedIn } from './staff-login';
import { screenshot } from './fixtures/screenshot';

const HOTEL = 'B46512877'; // Hotel Mediterráneo: Othello 2026.2 installed, 2026.3 licensed (demo data)
const SHOTS = 'test-results/products';

async function shots(page: Page, name: string) {
  await screenshot(page, { path: `${SHOTS}/${name}-1440.png` });
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, { path: `${SHOTS}/${name}-375.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** A small ZIP archive (an empty one's end record after a stored file's header is enough for the store). */
function installerZip(): Buffer {
  const body = Buffer.alloc(300_000, 7);
  return Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), body]);
}

test('staff publish a version; the hotel sees the update, reads the notes, downloads the file and the declaration', async ({
  browser,
  page,
}) => {
  // A whole flow: staff upload and publish, then the customer's pages, file and declaration; on a
  // 2-core CI host it came near the 30 s default.
  test.slow();
  // Rising from one attempt to the next (seconds), and notes of its own: after a failed first
  // attempt, the retry's version is the newest, and the update lists both versions' notes.
  const number = `2026.4.${Math.floor(Date.now() / 1000)}`;
  const note = `Planning de grupos con arrastrar y soltar (${number}).`;
  const email = `productos-${Date.now()}@ejemplo.es`;
  seed([
    { kind: 'customer', email, password: CUSTOMER_PASSWORD, contact: { hotel: HOTEL, type: 1, name: 'Rosa Pons' } },
  ]);

  // Staff: a new version of Othello with notes, an installer, published.
  const staff = await staffSignedIn(browser, 'soporte@millehotel.es');
  const s = staff.page;
  await s.getByRole('link', { name: 'Productos' }).click();
  await expect(s.getByRole('heading', { name: 'Productos', level: 1 })).toBeVisible();
  await axeSerious(s, /Productos/);
  await shots(s, 'staff-catalogue');
  await s.getByRole('link', { name: 'Othello', exact: true }).click();
  await expect(s.getByRole('heading', { name: 'Othello', level: 1 })).toBeVisible();
  await s.getByLabel('Fecha de publicación').fill('2026-11-20');
  // Something that is no version number: refused beside the field, in the server's words, nothing sent.
  const numberField = s.getByLabel('Número de versión');
  await numberField.fill('x'.repeat(40));
  await s.getByRole('button', { name: 'Crear borrador' }).click();
  await expect(s.getByRole('alert').filter({ hasText: 'El número de versión se escribe con números' })).toBeVisible();
  await expect(numberField).toHaveAttribute('aria-invalid', 'true');
  await expect(s).toHaveURL(/\/gestion\/productos\/\d+$/);
  await numberField.fill(number);
  await expect(numberField).not.toHaveAttribute('aria-invalid');
  const notes = s.getByRole('textbox', { name: 'Notas de la versión' });
  await notes.click();
  await notes.pressSequentially(note);
  await axeSerious(s, /Versiones del producto/);
  await s.getByRole('button', { name: 'Crear borrador' }).click();
  await expect(s.getByRole('heading', { name: `Othello ${number}`, level: 1 })).toBeVisible();
  await expect(s.getByTestId('version-state')).toHaveText('Borrador');

  const zip = installerZip();
  await s
    .getByLabel(/Fichero \(instalador/)
    .setInputFiles({ name: `othello-${number}.zip`, mimeType: 'application/zip', buffer: zip });
  await s.getByLabel('Tipo').selectOption('installer');
  await s.getByRole('button', { name: 'Subir y añadir' }).click();
  await expect(s.getByText(`SHA-256: ${createHash('sha256').update(zip).digest('hex')}`)).toBeVisible();
  await expect(s.getByRole('link', { name: `othello-${number}.zip` })).toBeVisible();

  s.once('dialog', (dialog) => void dialog.accept());
  await s.getByRole('button', { name: 'Publicar' }).click();
  await expect(s.getByTestId('version-state')).toHaveText('Publicada');
  await axeSerious(s, /Versión/);
  await shots(s, 'staff-version');
  await staff.context.close();

  // The hotel's billing contact: the update, the notes, the downloads.
  await customerSignIn(page, email, CUSTOMER_PASSWORD);
  await expect(page).toHaveURL(/\/micuenta$/);
  await page.goto('/micuenta?pestana=productos');
  const othello = page.locator('article[data-module="othello"]');
  await expect(othello.getByText('Actualización disponible')).toBeVisible();
  await expect(othello.getByText(note)).toBeVisible();
  await axeSerious(page, /Mi cuenta/);
  await shots(page, 'customer-tab');

  const download = page.waitForEvent('download');
  await othello.getByRole('link', { name: `Instalador: othello-${number}.zip` }).click();
  const file = readFileSync((await (await download).path())!);
  const shown = createHash('sha256').update(file).digest('hex');
  expect(file.equals(zip)).toBe(true);
  await expect(othello.getByText(`SHA-256: ${shown}`)).toBeVisible();

  const declaration = page.waitForEvent('download');
  await othello
    .getByRole('link', { name: /Declaración responsable Veri\*Factu de la versión instalada \(2026\.2/ })
    .click();
  const pdf = readFileSync((await (await declaration).path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // Asking support for the update: Soporte opens with «Abrir un caso» begun, its subject written and
  // Othello chosen; cancelled, the address no longer prefills it.
  await othello.getByRole('link', { name: `Pedir a soporte la actualización a Othello ${number}` }).click();
  await expect(page).toHaveURL(
    /[?&]pestana=soporte&nuevo=1&asunto=[^&]+&modulo=othello&tipo_caso=consulta&prioridad=baja$/,
  );
  const form = page.getByRole('form', { name: 'Abrir un caso' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Asunto/ })).toHaveValue(`Actualizar Othello a la versión ${number}`);
  await expect(form.getByLabel('Módulo', { exact: true })).toHaveValue('othello');
  // A question that can wait, not a fault.
  await expect(form.getByLabel(/^Tipo de caso/)).toHaveValue('consulta');
  await expect(form.getByRole('radio', { name: /^Baja/ })).toBeChecked();
  await form.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/[?&]pestana=soporte$/);

  // Public: /novedades and its RSS, within seconds, without a rebuild.
  await expect(async () => {
    await page.goto('/novedades');
    await expect(page.getByRole('heading', { name: `Othello ${number}` })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    /\/novedades\/rss\.xml$/,
  );
  await axeSerious(page, /Novedades/);
  await shots(page, 'novedades');
  const rss = await (await page.request.get('/novedades/rss.xml')).text();
  expect(rss).toContain(`<title>Othello ${number}</title>`);

  // One mail, however the page was used.
  const mail = await mailTo(email, `Nueva versión de Othello: ${number}`);
  expect(mail).toContain(note);
  const [{ n }] = (await sql(
    `SELECT COUNT(*) AS n FROM "OutboxMail" WHERE "to" = '${email}' AND "kind" = 'release'`,
  )) as [{ n: number }];
  expect(Number(n)).toBe(1);
});

test('/novedades in pages of 20: the pager leads to page 2, static like the first, and back', async ({ page }) => {
  // Five years of a module's releases on top of the demo's (older than them): more than one page.
  const stamp = Date.now() % 100000;
  const id = (await sql<{ id: number }>(`SELECT id FROM "Product" WHERE slug = 'back-office'`))[0]!.id;
  const now = new Date().toISOString();
  for (let i = 0; i < 25; i++)
    await sql(
      `INSERT INTO "ProductVersion" ("productId", "number", "releasedOn", "state", "notes", "updatedAt") VALUES (?, ?, ?, 'publicada', ?, ?)`,
      [
        id,
        `1.${stamp}.${i}`,
        new Date(Date.UTC(2020, 0, 1 + i * 60)).toISOString(),
        `<p>Versión antigua ${i}.</p>`,
        now,
      ],
    );
  try {
    const pager = page.getByTestId('releases-pager');
    await expect(async () => {
      await page.goto('/novedades');
      await expect(pager).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.locator('article[data-release-id]')).toHaveCount(20);
    await pager.getByRole('link', { name: /Anteriores/ }).click();
    await expect(page).toHaveURL(/\/novedades\/pagina\/2$/);
    await expect(pager.getByText(/^Página 2 de \d+$/)).toBeVisible();
    expect(await page.locator('article[data-release-id]').count()).toBeGreaterThan(0);
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute('href', /\/novedades$/);
    await axeSerious(page, /Novedades/);
    await shots(page, 'novedades-page-2');
    await pager.getByRole('link', { name: /Más recientes/ }).click();
    await expect(page).toHaveURL(/\/novedades$/);
    expect((await page.request.get('/novedades/pagina/999')).status()).toBe(404);
  } finally {
    await sql(`UPDATE "ProductVersion" SET "state" = 'retirada', "updatedAt" = ? WHERE "number" LIKE ?`, [
      new Date().toISOString(),
      `1.${stamp}.%`,
    ]);
  }
});

test('/soluciones/verifactu keeps its button and lists the declaration of each adapted version', async ({ page }) => {
  await page.goto('/soluciones/verifactu');
  await expect(page.getByRole('button', { name: /Descargar/ }).first()).toBeVisible();
  const list = page.getByRole('list', { name: 'Declaraciones de cada versión adaptada' });
  await expect(list.getByRole('link', { name: 'Othello 2026.2' })).toBeVisible();
  const res = await page.request.get((await list.getByRole('link', { name: 'Othello 2026.2' }).getAttribute('href'))!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  await axeSerious(page, /Veri\*Factu/);
  await shots(page, 'verifactu');
});
