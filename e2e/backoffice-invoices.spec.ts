// The back office's invoices in Chromium on the production build: a member of atención al cliente
// uploads the billing system's CSV (setInputFiles), reads the preview with its errors, imports a
// good file all at once and the same file again without change, attaches an original PDF in a ZIP,
// corrects an invoice, and looks at the hotel's list as the customer sees it; the customer then
// downloads the original. Redacción gets "Sin permiso" and 403. Everyone here is the test's own
// (made by the app's services in the server's database, SQLite or PostgreSQL: e2e/fixtures/seed.ts),
// so no other suite's state matters; SQL only reads what the server stored.
import { readFileSync } from 'node:fs';
import { zipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { customerSignedIn } from './customer-login';
import { axe } from './fixtures/axe';
import { serverSql as sql } from './fixtures/server-db';
import { seed } from './fixtures/seed';
import { staffSignedIn } from './staff-login';
import { screenshot } from './fixtures/screenshot';

const port = Number(process.env.E2E_PORT ?? 3100);
const PASSWORD = 'Clave-Gestion-2026';
const SHOTS = 'test-results/backoffice-invoices';
const run = Date.now().toString(36).toUpperCase();
// A DNI of the run's own, with its check letter: the hotel form takes only valid tax ids.
const dni = Date.now() % 1e8;
const TAX_ID = `${String(dni).padStart(8, '0')}${'TRWAGMYFPDXBNJZSQVHLCKE'[dni % 23]}`;
const SUPPORT = `atencion-${run.toLowerCase()}@millehotel.es`;
const EDITOR = `redaccion-${run.toLowerCase()}@millehotel.es`;
const CUSTOMER = `facturacion-${run.toLowerCase()}@hotelbahia.es`;
const N = (i: number) => `BAH-${run}-${i}`;

test.describe.configure({ mode: 'serial' });

async function pdf(label: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText(label);
  return Buffer.from(await doc.save());
}

let support: { context: BrowserContext; page: Page };
let hotelId = 0;
const original = pdf('Factura original del programa de facturación');

test.beforeAll(async ({ browser }) => {
  const [hotel] = seed([
    { kind: 'hotel', name: 'Hotel Bahía', legalName: 'Bahía Hoteles, S.L.', taxId: TAX_ID },
    { kind: 'staff', email: SUPPORT, name: 'Ana Soporte', role: 'support', password: PASSWORD },
    { kind: 'staff', email: EDITOR, name: 'Eva Redacción', role: 'editor', password: PASSWORD },
    { kind: 'customer', email: CUSTOMER, password: PASSWORD, contact: { hotel: TAX_ID, type: 1, name: 'Jaime' } },
  ]);
  hotelId = hotel!.id;
  support = await staffSignedIn(browser, SUPPORT, PASSWORD);
});

test.afterAll(async () => {
  await support?.context.close();
});

const csv = (...rows: string[]) =>
  Buffer.from(['hotel;number;date;due_date;type;description;amount', ...rows].join('\r\n') + '\r\n');
const goodFile = () =>
  csv(
    `${TAX_ID};${N(1)};2026-01-31;2026-03-02;venta;Licencia anual;1.452,00`,
    `${TAX_ID};${N(2)};2026-02-28;2026-03-30;soporte;Soporte;217,80`,
    `${hotelId};${N(3)};2026-03-31;2026-04-30;otros;Tableta;1.210,00`,
  );

async function uploadCsv(page: Page, name: string, bytes: Buffer) {
  await page.goto('/gestion/facturas/importar');
  await page.getByLabel('CSV de facturas').setInputFiles({ name, mimeType: 'text/csv', buffer: bytes });
  await page.getByRole('button', { name: 'Revisar el fichero' }).click();
  await expect(page.getByRole('heading', { name: `Importación de «${name}»` })).toBeVisible();
}

const count = (page: Page, label: string) =>
  page
    .getByTestId('preview-counts')
    .locator('div', { has: page.getByText(label, { exact: true }) })
    .locator('dd');

test('a CSV with bad rows is previewed with its errors and cannot be imported', async () => {
  const { page } = support;
  await page.goto('/gestion');
  await page
    .getByRole('navigation', { name: 'Secciones de la gestión' })
    .getByRole('link', { name: 'Facturas' })
    .click();
  await expect(page.getByRole('heading', { name: 'Facturas', exact: true })).toBeVisible();
  await axe(page, 'Facturas · Gestión');
  await uploadCsv(
    page,
    'con-errores.csv',
    csv(
      `${TAX_ID};${N(90)};2026-01-31;2026-03-02;venta;Licencia;10`,
      `B00000000;${N(91)};2026-01-31;2026-01-02;regalo;Licencia;diez`,
    ),
  );
  await expect(count(page, 'Filas')).toHaveText('2');
  await expect(count(page, 'Con errores')).toHaveText('1');
  await expect(page.getByRole('button', { name: 'Importar' })).toBeDisabled();
  await expect(page.getByText('No se puede importar: 1 fila tiene errores.', { exact: false })).toBeVisible();
  const bad = page.locator('tr[data-line="3"]');
  await expect(bad).toContainText('hotel desconocido: B00000000');
  await expect(bad).toContainText('el vencimiento es anterior a la fecha');
  await expect(bad).toContainText('tipo desconocido: regalo');
  await expect(bad).toContainText('el importe no es un número: diez');
  await axe(page, 'Revisar la importación · Gestión');
  await page.getByRole('link', { name: 'Solo filas con errores (1)' }).click();
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await screenshot(page, { path: `${SHOTS}/preview-errors.png` });
  expect(await sql('SELECT "id" FROM "Invoice" WHERE "number" = ?', [N(90)])).toEqual([]);
});

test('a good CSV is imported all at once, and the same file again changes nothing', async () => {
  const { page } = support;
  await uploadCsv(page, 'facturas.csv', goodFile());
  await expect(count(page, 'Nuevas')).toHaveText('3');
  await page.getByRole('button', { name: 'Importar 3 facturas' }).click();
  await expect(page.getByRole('heading', { name: 'Importación hecha' })).toBeVisible();
  await expect(page.getByTestId('import-summary')).toContainText('Añadidas3');
  await screenshot(page, { path: `${SHOTS}/imported.png` });
  expect(
    (await sql('SELECT "number" FROM "Invoice" WHERE "hotelId" = ? ORDER BY "number"', [hotelId])).map((r) => r.number),
  ).toEqual([N(1), N(2), N(3)]);

  await uploadCsv(page, 'facturas.csv', goodFile());
  await expect(count(page, 'Sin cambios')).toHaveText('3');
  await page.getByRole('button', { name: 'Importar (no hay nada nuevo)' }).click();
  await expect(page.getByTestId('import-summary')).toContainText('Añadidas0');
  await expect(page.getByTestId('import-summary')).toContainText('Sin cambios (ya estaban)3');
  expect(Number((await sql('SELECT count(*) AS n FROM "Invoice" WHERE "hotelId" = ?', [hotelId]))[0]!.n)).toBe(3);
});

test('an original PDF is attached from a ZIP, with a report; a wrong file is refused', async () => {
  const { page } = support;
  await page.goto('/gestion/facturas/originales');
  await axe(page, 'PDF originales · Gestión');
  const zip = Buffer.from(
    zipSync({ [`${N(1)}.pdf`]: new Uint8Array(await original), 'NO-EXISTE.pdf': new Uint8Array(await original) }),
  );
  await page.getByLabel('PDF originales o un ZIP').setInputFiles([
    { name: 'originales.zip', mimeType: 'application/zip', buffer: zip },
    { name: `${N(2)}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('esto no es un PDF') },
  ]);
  await page.getByRole('button', { name: 'Adjuntar' }).click();
  const report = page.getByRole('status');
  await expect(report).toContainText(`Adjuntados: 1 (${N(1)}).`);
  await expect(report).toContainText('Sin factura con ese número: NO-EXISTE.pdf.');
  await expect(report).toContainText(`No válido: ${N(2)}.pdf: no es un PDF (no empieza por %PDF-).`);
  await screenshot(page, { path: `${SHOTS}/originals.png` });
});

test('one invoice shows its original, is corrected, and the hotel list is shown as the customer sees it', async () => {
  const { page } = support;
  await page.goto('/gestion/facturas');
  await page.getByLabel('Buscar (número de factura o su comienzo, o NIF/CIF)').fill(N(1));
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('link', { name: N(1) }).click();
  await expect(page.getByRole('heading', { name: `Factura ${N(1)}` })).toBeVisible();
  await expect(page.getByTestId('original-status')).toContainText('PDF original adjuntado');
  await axe(page, 'Factura · Gestión');
  await page.getByLabel('Importe con IVA (€)').fill('1.500,00');
  await page.getByRole('button', { name: 'Guardar la corrección' }).click();
  await expect(page.getByRole('status')).toHaveText('Factura corregida.');
  await screenshot(page, { path: `${SHOTS}/invoice.png` });
  expect(Number((await sql('SELECT "amountCents" FROM "Invoice" WHERE "number" = ?', [N(1)]))[0]!.amountCents)).toBe(
    150000,
  );

  await page.getByRole('link', { name: 'Las facturas de Hotel Bahía, como las ve el cliente' }).click();
  await expect(page).toHaveURL(new RegExp(`/gestion/facturas\\?hotel=${hotelId}$`));
  await expect(page.getByRole('heading', { level: 1, name: /Hotel Bahía/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Facturas de Hotel Bahía' })).toBeVisible();
  // The invoices are of 2026: the year in the address, whatever the calendar says today.
  await page.goto(`/gestion/facturas?hotel=${hotelId}&anio=2026`);
  await expect(page.getByTestId('invoice-table').locator('tbody tr')).toHaveCount(3);
  await expect(page.getByTestId('filtered-total')).toHaveText(/2\.927,80\s€/);
  await axe(page, 'Facturas · Gestión');
  await screenshot(page, { path: `${SHOTS}/hotel.png` });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: `Descargar la factura ${N(1)} en PDF` }).click(),
  ]);
  expect(readFileSync((await download.path())!).equals(await original)).toBe(true);
});

test('the customer downloads the original instead of the generated copy', async ({ page }) => {
  await customerSignedIn(page, CUSTOMER, PASSWORD);
  await page.goto(`/micuenta?hotel=${hotelId}&pestana=facturas&anio=2026`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Descargar la factura ${N(1)} en PDF` }).click(),
  ]);
  expect(readFileSync((await download.path())!).equals(await original)).toBe(true);
});

test('redacción sees "Sin permiso" and its calls get 403 without change', async ({ browser }) => {
  const editor = await staffSignedIn(browser, EDITOR, PASSWORD);
  await expect(
    editor.page.getByRole('navigation', { name: 'Secciones de la gestión' }).getByRole('link', { name: 'Facturas' }),
  ).toHaveCount(0);
  await editor.page.goto('/gestion/facturas');
  await expect(editor.page.getByRole('heading', { name: 'Sin permiso' })).toBeVisible();
  const res = await editor.page.request.post('/api/gestion/facturas/originales', {
    headers: { origin: `http://localhost:${port}` },
    multipart: { ficheros: { name: `${N(3)}.pdf`, mimeType: 'application/pdf', buffer: await original } },
  });
  expect(res.status()).toBe(403);
  expect(
    await sql(
      'SELECT "invoiceId" FROM "InvoiceOriginal" o JOIN "Invoice" i ON i."id" = o."invoiceId" WHERE i."number" = ?',
      [N(3)],
    ),
  ).toEqual([]);
  await editor.context.close();
});
