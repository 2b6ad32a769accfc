// Support's targets and holidays in Chromium (/gestion/ajustes/soporte, administración): the
// migration's defaults shown, a priority's targets changed (and put back), a holiday added and
// removed, a wrong amount refused in Spanish; axe and screenshots at 375 and 1440 px.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { axeSerious } from './fixtures/axe';
import { staffSignedIn } from './staff-login';
import { screenshot } from './fixtures/screenshot';

const SHOTS = 'test-results/backoffice-support-targets';
const TITLE = /Objetivos de soporte/;

test.describe.configure({ mode: 'serial' });

let admin: { context: BrowserContext; page: Page };

test.beforeAll(async ({ browser }) => {
  admin = await staffSignedIn(browser, 'admin@millehotel.es');
});

test.afterAll(async () => {
  await admin.context.close();
});

test('shows the default targets and the national holidays, at 375 and 1440 px without serious axe findings', async () => {
  const { page } = admin;
  await page.goto('/gestion/ajustes/soporte');
  await expect(page.getByRole('heading', { name: 'Objetivos de soporte', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Crítica/ })).toContainText('primera respuesta 1 h, resolución 8 h');
  await expect(page.getByRole('heading', { name: /^Alta/ })).toContainText('resolución 2 días laborables');
  await expect(page.getByRole('row', { name: /Viernes Santo/ })).toHaveCount(2);
  await axeSerious(page, TITLE);
  for (const [width, height] of [
    [375, 812],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await screenshot(page, { path: `${SHOTS}/page-${width}.png` });
  }
});

test('changes a priority’s targets, refuses a first response longer than the resolution, and puts them back', async () => {
  const { page } = admin;
  await page.goto('/gestion/ajustes/soporte');
  const alta = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Alta/ }) });
  await alta.getByLabel('Primera respuesta: cantidad').fill('2');
  await alta.getByRole('button', { name: 'Guardar alta' }).click();
  await expect(alta.getByText('primera respuesta 2 h laborables', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Alta/ })).toContainText('primera respuesta 2 h laborables');

  await alta.getByLabel('Primera respuesta: cantidad').fill('3');
  await alta.getByLabel('Primera respuesta: unidad').selectOption('d');
  await alta.getByRole('button', { name: 'Guardar alta' }).click();
  await expect(alta.getByText('La primera respuesta no puede tener más plazo que la resolución.')).toBeVisible();

  await alta.getByLabel('Primera respuesta: cantidad').fill('4');
  await alta.getByLabel('Primera respuesta: unidad').selectOption('h');
  await alta.getByRole('button', { name: 'Guardar alta' }).click();
  await expect(page.getByRole('heading', { name: /^Alta/ })).toContainText('primera respuesta 4 h laborables');
});

test('adds a holiday and removes it', async () => {
  const { page } = admin;
  await page.goto('/gestion/ajustes/soporte');
  await page.getByLabel('Fecha').fill('2026-03-19');
  await page.getByLabel('Nombre').fill('San José');
  await page.getByRole('button', { name: 'Añadir festivo' }).click();
  const row = page.getByRole('row', { name: /San José/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('jueves, 19 de marzo de 2026');
  page.once('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: 'Quitar' }).click();
  await expect(row).toHaveCount(0);
});
