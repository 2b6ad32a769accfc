// /soporte is pre-rendered once and the same build runs with any environment, so its Connect
// button is there whether or not the installation has the vendor's file (SUPREMO_PATH). A
// production server without one (its own, started here beside the demo server of the suite)
// leads the button to a page of the site with the phone and the e-mail, and warns at start-up.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { company } from '@/lib/content/company';

const port = Number(process.env.E2E_PORT ?? 3100) + 100;
const base = `http://localhost:${port}`;

let server: ChildProcess;
let dataDir: string;
const output: string[] = [];

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'mille-e2e-prod-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    APP_ENV: 'production',
    SESSION_SECRET: 'e2e-production-secret-e2e-production-secret-0123',
    SITE_URL: base,
    // Never reached: nothing here sends mail.
    SMTP_URL: 'smtp://127.0.0.1:9',
    PORT: String(port),
    HOSTNAME_BIND: 'localhost',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
  };
  delete env.SUPREMO_PATH;
  server = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [server.stdout!, server.stderr!]) stream.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  await expect
    .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status ?? 0, { timeout: 60_000, message: `production server on ${port}:\n${output.join('')}` })
    .toBe(200);
});

test.afterAll(async () => {
  if (server?.exitCode === null) {
    const stopped = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await stopped;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test('production without SUPREMO_PATH: Connect leads to the phone and e-mail in the site’s page, and the log says why', async ({ page }) => {
  const lines = output.join('').split('\n').filter(Boolean);
  const warning = lines.map((l) => JSON.parse(l) as { event?: string; level?: string }).find((l) => l.event === 'boot.no-supremo');
  expect(warning, lines.join('\n')).toMatchObject({ level: 'warn' });

  await page.goto(`${base}/soporte`);
  await page.getByRole('link', { name: 'Descargar Connect (supremo.exe)' }).click();
  await expect(page).toHaveURL(`${base}/soporte/conectar`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'La descarga de Connect no está disponible ahora mismo' })).toBeVisible();
  await expect(main.getByRole('link', { name: company.phones.emergency.label })).toHaveAttribute('href', `tel:${company.phones.emergency.tel}`);
  await expect(main.getByRole('link', { name: company.emails.support })).toHaveAttribute('href', `mailto:${company.emails.support}`);
  await page.screenshot({ path: test.info().outputPath('soporte-conectar.png'), fullPage: true });
  // The site's own frame: its navigation and footer, not a bare message.
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await main.getByRole('link', { name: 'Volver a Soporte' }).click();
  await expect(page).toHaveURL(`${base}/soporte`);
});
