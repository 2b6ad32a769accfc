// /soporte is pre-rendered once and the same build runs with any environment, so its Connect
// button is there whether or not the installation has the vendor's file (SUPREMO_PATH). A
// production server without one (its own, started here beside the demo server of the suite)
// leads the button to a page of the site with the phone and the e-mail, and warns at start-up.
import { expect, test } from '@playwright/test';
import { company } from '@/lib/content/company';
import { startProductionServer, type ProductionServer } from './fixtures/production-server';
import { screenshot } from './fixtures/screenshot';

let server: ProductionServer;

test.beforeAll(async () => {
  server = await startProductionServer();
});

test.afterAll(async () => {
  await server?.stop();
});

test('production without SUPREMO_PATH: Connect leads to the phone and e-mail in the site’s page, and the log says why', async ({
  page,
}) => {
  const lines = server.output.join('').split('\n').filter(Boolean);
  const warning = lines
    .map((l) => JSON.parse(l) as { event?: string; level?: string })
    .find((l) => l.event === 'boot.no-supremo');
  expect(warning, lines.join('\n')).toMatchObject({ level: 'warn' });

  await page.goto(`${server.base}/soporte`);
  await page.getByRole('link', { name: 'Descargar Connect (supremo.exe)' }).click();
  await expect(page).toHaveURL(`${server.base}/soporte/conectar`);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { name: 'La descarga de Connect no está disponible ahora mismo' }),
  ).toBeVisible();
  await expect(main.getByRole('link', { name: company.phones.emergency.label })).toHaveAttribute(
    'href',
    `tel:${company.phones.emergency.tel}`,
  );
  await expect(main.getByRole('link', { name: company.emails.support })).toHaveAttribute(
    'href',
    `mailto:${company.emails.support}`,
  );
  await screenshot(page, { path: test.info().outputPath('soporte-conectar.png') });
  // The site's own frame: its navigation and footer, not a bare message.
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await main.getByRole('link', { name: 'Volver a Soporte' }).click();
  await expect(page).toHaveURL(`${server.base}/soporte`);
});
