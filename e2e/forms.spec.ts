// The enquiry forms in Chromium through every state: robot alert, missing data,
// RQFALSE, OK (real server, mail written to the demo folder), server error; plus the downloads.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import { openWithScriptsHeld } from './fixtures/before-scripts';
import { holdRequests } from './fixtures/held-route';

const port = Number(process.env.E2E_PORT ?? 3100);
const mailDir = path.resolve(process.env.E2E_DATA_DIR ?? `data/e2e-${port}`, 'mail');
// Her own address for each attempt: a retry must not count the acknowledgement of a failed first one.
const LUCIA = `lucia-${Date.now()}@hotel-e2e.es`;

test.beforeEach(async ({ context, baseURL }) => {
  // The cookie banner is another test's subject; here it would only cover the buttons.
  await context.addCookies([{ name: 'CookieConsent', value: 'true', url: baseURL! }]);
});

function track(page: Page, endpoint: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith(endpoint) && r.method() === 'POST') seen.push(r);
  });
  return seen;
}

function mailsTo(address: string): string[] {
  try {
    return readdirSync(mailDir)
      .filter((f) => f.endsWith('.eml'))
      .map((f) => readFileSync(path.join(mailDir, f), 'utf8'))
      .filter((m) => m.split('\n').includes(`To: ${address}`));
  } catch {
    return [];
  }
}

test.describe('contact form on /contacto', () => {
  const endpoint = '/api/Data/NuevoContacto';

  test('robot alert, missing data, limits as you type, then OK with the e-mail it was sent to', async ({ page }) => {
    const calls = track(page, endpoint);
    await page.goto('/contacto');
    const form = page.getByRole('region', { name: 'Escríbenos' });
    const send = form.getByRole('button', { name: 'Enviar consulta' });

    await send.click();
    await expect(form.getByRole('alert')).toHaveText('Necesitamos saber que no eres un Robot');

    await form.getByLabel('No soy un robot').check();
    await send.click();
    await expect(form.getByRole('alert')).toHaveText('Debe rellenar todos los datos obligatorios');
    expect(calls).toHaveLength(0);

    // Required fields are marked; limits hold while typing.
    await expect(form.getByLabel('Nombre')).toHaveAttribute('required', '');
    await expect(form.getByLabel('Apellidos')).not.toHaveAttribute('required', '');
    await expect(form.getByLabel('Nombre')).toHaveAttribute('autocomplete', 'given-name');
    await form.getByLabel('Nombre').fill('L'.repeat(80));
    await expect(form.getByLabel('Nombre')).toHaveValue('L'.repeat(70));
    await form.getByLabel('Teléfono').pressSequentially('6001234567890123456');
    await expect(form.getByLabel('Teléfono')).toHaveValue('600123456789012');
    await expect(form.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute('href', '/privacidad');

    await form.getByLabel('Nombre').fill('Lucía');
    await form.getByLabel('Apellidos').fill('Pérez Gil');
    await form.getByLabel('E-mail').fill(LUCIA);
    await form.getByLabel('Teléfono').fill('600123456');
    await form.getByLabel('Consulta').fill('Queremos ver una demo del PMS y del TPV.');
    await send.click();

    const success = form.getByRole('alert');
    await expect(success).toContainText(`recibirás un e-mail en ${LUCIA}`);
    await expect(success).toBeFocused();
    await expect(success).toBeInViewport();
    await expect(success.getByRole('link', { name: 'info@millehotel.es' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Enviar consulta' })).toHaveCount(0);
    expect(calls).toHaveLength(1);
    // Demo mode: the worker writes the acknowledgement as an .eml file.
    await expect.poll(() => mailsTo(LUCIA).length, { timeout: 15_000 }).toBe(1);
  });

  test('an enquiry typed before the page has loaded its scripts is sent as typed', async ({ page }) => {
    const calls = track(page, endpoint);
    const held = await openWithScriptsHeld(page, '/contacto');
    const form = page.getByRole('region', { name: 'Escríbenos' });
    await form.getByLabel('Nombre').fill('Temprano');
    await form.getByLabel('E-mail').fill('temprano@hotel-e2e.es');
    await form.getByLabel('Consulta').fill('Escrito antes de que cargue la página.');
    await form.getByLabel('No soy un robot').check();
    await held.release(form.getByLabel('Nombre'));
    await form.getByRole('button', { name: 'Enviar consulta' }).click();
    await expect(form.getByRole('alert')).toContainText('recibirás un e-mail en temprano@hotel-e2e.es');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.postData()).toContain('temprano@hotel-e2e.es');
    expect(calls[0]!.postData()).toContain('Escrito antes de que cargue la página.');
  });

  test('RQFALSE keeps the form and turns the e-mail label red', async ({ page }) => {
    await page.route(`**${endpoint}`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'RQFALSE' }),
    );
    await page.goto('/contacto');
    const form = page.getByRole('region', { name: 'Escríbenos' });
    await form.getByLabel('Nombre').fill('Ana');
    await form.getByLabel('E-mail').fill('ana@hotel-e2e.es');
    await form.getByLabel('Consulta').fill('Hola');
    await form.getByLabel('No soy un robot').check();
    await form.getByRole('button', { name: 'Enviar consulta' }).click();
    await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.locator('label', { hasText: 'E-mail' })).toHaveClass(/text-red-700/);
    await expect(form.getByRole('button', { name: 'Enviar consulta' })).toBeEnabled();
    await expect(form.getByLabel('Nombre')).toHaveValue('Ana');
  });

  test('a phone that is not one, or invisible control characters, are named under the field in Spanish, nothing sent', async ({
    page,
  }) => {
    const calls = track(page, endpoint);
    await page.goto('/contacto');
    const form = page.getByRole('region', { name: 'Escríbenos' });
    await form.getByLabel('Nombre').fill('Ana\u202eliG');
    await form.getByLabel('E-mail').fill('ana@hotel-e2e.es');
    await form.getByLabel('Teléfono').fill('<b>1</b>');
    await form.getByLabel('Consulta').fill('Hola');
    await form.getByLabel('No soy un robot').check();
    await form.getByRole('button', { name: 'Enviar consulta' }).click();
    await expect(form.getByLabel('Teléfono')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Escribe un teléfono válido: de 6 a 15 caracteres')).toBeVisible();
    await expect(form.getByLabel('Nombre')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Este campo lleva caracteres invisibles o de control')).toBeVisible();
    await expect(form.getByLabel('E-mail')).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);

    await form.getByLabel('Nombre').fill('Ana Gil');
    await form.getByLabel('Teléfono').fill('+34 600 12 34 56');
    await form.getByRole('button', { name: 'Enviar consulta' }).click();
    await expect(form.getByRole('alert')).toContainText('recibirás un e-mail en ana@hotel-e2e.es');
    expect(calls).toHaveLength(1);
  });

  test('a server error shows the danger alert with the contact details; no double submit while sending', async ({
    page,
  }) => {
    const calls = track(page, endpoint);
    const release = await holdRequests(page, `**${endpoint}`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'text/plain',
        body: 'Lo sentimos, no podemos atenderte en este momento',
      }),
    );
    await page.goto('/contacto');
    const form = page.getByRole('region', { name: 'Escríbenos' });
    await form.getByLabel('Nombre').fill('Ana');
    await form.getByLabel('E-mail').fill('ana@hotel-e2e.es');
    await form.getByLabel('Consulta').fill('Hola');
    await form.getByLabel('No soy un robot').check();
    await form.getByRole('button', { name: 'Enviar consulta' }).click();
    const sending = form.getByRole('button', { name: 'Enviando…' });
    await expect(sending).toBeDisabled();
    await sending.click({ force: true }).catch(() => undefined);
    await form.locator('form').evaluate((f: HTMLFormElement) => f.requestSubmit());
    release();
    const alert = form.getByRole('alert').first();
    await expect(alert).toContainText('Lo sentimos, no podemos atenderte en este momento');
    await expect(alert.getByRole('link', { name: '963 00 00 00' })).toBeVisible();
    // It appears above the form: focus and the view go to it.
    await expect(alert).toBeFocused();
    await expect(alert).toBeInViewport();
    await expect(form.getByRole('button', { name: 'Enviar consulta' })).toBeVisible();
    expect(calls).toHaveLength(1);
  });
});

test('call-back widget on /contacto', async ({ page }) => {
  const calls = track(page, '/api/callback');
  await page.goto('/contacto');
  await page.getByRole('button', { name: 'Te llamamos' }).click();
  const widget = page.locator('form', { has: page.getByRole('button', { name: 'Llamadme' }) });
  await widget.getByRole('button', { name: 'Llamadme' }).click();
  await expect(widget.getByRole('alert')).toHaveText('Necesitamos saber que no eres un Robot');
  await widget.getByLabel('No soy un robot').check();
  await widget.getByRole('button', { name: 'Llamadme' }).click();
  await expect(widget.getByRole('alert')).toHaveText('Debe rellenar todos los datos obligatorios');
  expect(calls).toHaveLength(0);
  await widget.getByLabel('Nombre').fill('Pedro');
  await widget.getByLabel('Teléfono').fill('600 11 22 33');
  await widget.getByRole('button', { name: 'Llamadme' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Te llamaremos al 600 11 22 33' })).toBeFocused();
  expect(calls).toHaveLength(1);
});

test('"Que me llamen" on a solution page opens /contacto at the call-back widget, open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/soluciones/othello');
  await page.getByRole('link', { name: 'Que me llamen' }).click();
  await expect(page).toHaveURL(/\/contacto#llamada$/);
  const name = page.locator('#llamada').getByLabel('Nombre');
  await expect(name).toBeVisible();
  await expect(name).toBeInViewport();
  await expect(page.locator('#llamada').getByRole('button', { name: 'Cerrar' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test.describe('training form on /academia', () => {
  const endpoint = '/api/Data/NuevoContactoFormacion';

  test('robot, missing data, RQFALSE (missing-data error and red e-mail label), server error, OK', async ({ page }) => {
    await page.goto('/academia');
    const form = page.getByRole('region', { name: 'Solicita formación' });
    const send = form.getByRole('button', { name: 'Solicitar formación' });
    await send.click();
    await expect(form.getByRole('alert')).toHaveText('Necesitamos saber que no eres un Robot');
    await form.getByLabel('No soy un robot').check();
    await send.click();
    await expect(form.getByRole('alert')).toHaveText('Debe rellenar todos los datos obligatorios');

    await form.getByLabel('Nombre').fill('Marc');
    await form.getByLabel('E-mail').fill('marc@hotel-e2e.es');
    await form.getByLabel('Formación que necesitas').fill('x'.repeat(300));
    await expect(form.getByLabel('Formación que necesitas')).toHaveValue('x'.repeat(239));
    await form
      .getByLabel('Formación que necesitas')
      .fill('Cierre diario y facturación Veri*Factu para 4 recepcionistas.');

    await page.route(`**${endpoint}`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'RQFALSE' }),
    );
    await send.click();
    await expect(form.getByRole('alert')).toHaveText('Debe rellenar todos los datos obligatorios');
    await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');

    await page.unroute(`**${endpoint}`);
    await page.route(`**${endpoint}`, (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'x' }));
    await send.click();
    await expect(
      form.getByRole('alert').filter({ hasText: 'Lo sentimos, no podemos atenderte en este momento' }),
    ).toBeVisible();

    await page.unroute(`**${endpoint}`);
    await send.click();
    await expect(form.getByRole('alert')).toContainText('recibirás un e-mail en marc@hotel-e2e.es');
    await expect(page.getByRole('link', { name: /Entrar en la Academia/ })).toHaveAttribute('href', /^https:\/\//);
  });
});

test.describe('support-permission form on /soportepermiso', () => {
  const endpoint = '/api/Data/NuevoPermisoSoporte';

  test('robot, missing data, RQFALSE, server error, OK', async ({ page }) => {
    await page.goto('/soportepermiso');
    const form = page.getByRole('region', { name: 'Autorización de acceso remoto' });
    const send = form.getByRole('button', { name: 'Enviar autorización' });
    await send.click();
    await expect(form.getByRole('alert')).toHaveText('Necesitamos saber que no eres un Robot');
    await form.getByLabel('No soy un robot').check();
    await form.getByLabel('Nombre').fill('Ana');
    await send.click();
    await expect(form.getByRole('alert')).toHaveText('Debe rellenar todos los datos obligatorios');

    await form.getByLabel('Hotel').fill('Hotel Mar Azul');
    await form.getByLabel('Cargo').fill('Jefa de recepción');
    await form.getByLabel('E-mail').fill('ana@hotel-e2e.es');
    await form.getByLabel('Motivo de la asistencia').fill('La impresora de facturas no responde.');

    await page.route(`**${endpoint}`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'RQFALSE' }),
    );
    await send.click();
    await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await page.unroute(`**${endpoint}`);

    await page.route(`**${endpoint}`, (route) => route.abort('connectionrefused'));
    await send.click();
    await expect(
      form.getByRole('alert').filter({ hasText: 'Lo sentimos, no podemos atenderte en este momento' }),
    ).toBeVisible();
    await page.unroute(`**${endpoint}`);

    await send.click();
    await expect(form.getByRole('alert')).toContainText('recibirás un e-mail en ana@hotel-e2e.es');
  });
});

test.describe('downloads', () => {
  test('/soporte in demo mode: Connect downloads the harmless stand-in as supremo.exe; permission button goes to /soportepermiso', async ({
    page,
  }) => {
    await page.goto('/soporte');
    await expect(page.getByRole('link', { name: 'Dar permiso de acceso remoto' })).toHaveAttribute(
      'href',
      '/soportepermiso',
    );
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: /Descargar Connect/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('supremo.exe');
    const text = readFileSync((await file.path())!, 'utf8');
    expect(text).toContain('sustituto de demostración');
    expect(text).toContain('600 00 00 00');
    await expect(page).toHaveURL(/\/soporte$/);
  });

  test('the Veri*Factu declaration downloads as a PDF', async ({ page, request }) => {
    const res = await request.post('/api/Data/GetDeclaracionVerifactuPdf', { data: 1 });
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { fichero: string; nombre: string };
    expect(Buffer.from(body.fichero, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    await page.goto('/soluciones/verifactu');
    const button = page.getByRole('button', { name: 'Descargar declaración responsable' });
    test.skip((await button.count()) === 0, 'the button is placed on /soluciones/verifactu by the page owner');
    const download = page.waitForEvent('download');
    await button.click();
    expect((await download).suggestedFilename()).toBe(body.nombre);

    await page.route('**/api/Data/GetDeclaracionVerifactuPdf', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await button.click();
    await expect(page.getByText('No se pudo realizar la operacion, intentelo mas tarde')).toBeVisible();
  });
});
