// The back office's support cases in Chromium, end to end with the customer: a hotel contact opens
// a case with a screenshot; Soporte técnico finds it at the head of the queue (/gestion/soporte),
// opens it, sees the screenshot, adds a canned reply to what they typed and sends it, and adds an
// internal note; the contact gets the mail (the demo mail folder), reads the reply (never the note)
// and answers; staff resolve the case and the contact rates it. Merging it into itself is refused
// before any confirmation. The queue, the case page and the canned replies pass axe with no
// serious finding and are photographed at 1440 and 375 px.
import { expect, test, type BrowserContext, type Dialog, type Page } from '@playwright/test';
import { customerSignIn } from './customer-login';
import { axeSerious } from './fixtures/axe';
import { CUSTOMER_PASSWORD } from './fixtures/customer-in-db';
import { seed } from './fixtures/seed';
import { mailTo } from './mail-files';
import { staffSignedIn } from './staff-login';
import { screenshot } from './fixtures/screenshot';

const HOTEL = 'B46512877'; // Hotel Mediterráneo
const SHOTS = 'test-results/support-staff';
const SUBJECT = `El TPV del bar no imprime tickets ${Date.now()}`;
// Titles are unique: a retry after a failed first attempt saves one of its own.
const CANNED = `Reiniciar el TPV ${Date.now()}`;
const NOTE = 'Nota interna: revisar la cola de impresión del TPV 2 antes de nada.';

test.describe.configure({ mode: 'serial' });

let staff: { context: BrowserContext; page: Page };
let contact: { context: BrowserContext; page: Page; email: string };
let caseId = '';

async function shots(page: Page, name: string) {
  await screenshot(page, { path: `${SHOTS}/${name}-1440.png` });
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, { path: `${SHOTS}/${name}-375.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.beforeAll(async ({ browser }) => {
  const email = `contacto-soporte-${Date.now()}@ejemplo.es`;
  seed([
    { kind: 'customer', email, password: CUSTOMER_PASSWORD, contact: { hotel: HOTEL, type: 2, name: 'Marta Vidal' } },
  ]);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await customerSignIn(page, email, CUSTOMER_PASSWORD);
  contact = { context, page, email };
  staff = await staffSignedIn(browser, 'soporte@millehotel.es');
});

test.afterAll(async () => {
  await contact.context.close();
  await staff.context.close();
});

test('a contact opens a case with a screenshot', async () => {
  const { page } = contact;
  await page.goto('/micuenta?pestana=soporte');
  const capture = await page.screenshot();
  await page.getByRole('button', { name: 'Abrir un caso' }).click();
  const form = page.getByRole('form', { name: 'Abrir un caso' });
  await form.getByRole('combobox', { name: 'Tipo de caso *', exact: true }).selectOption('incidencia');
  await form.getByRole('radio', { name: /Alta/ }).check();
  await form.getByLabel('Asunto *').fill(SUBJECT);
  await form
    .getByLabel('Descripción *')
    .fill('Desde esta mañana el TPV del bar no imprime los tickets. Adjunto la pantalla.');
  await form
    .getByLabel('Adjuntos (opcional)')
    .setInputFiles({ name: 'pantalla-tpv.png', mimeType: 'image/png', buffer: capture });
  await form.getByRole('button', { name: 'Abrir el caso' }).click();
  await expect(page).toHaveURL(/\/micuenta\/soporte\/\d+$/);
  caseId = page.url().split('/').at(-1)!;
});

test('staff find it at the head of the queue, open it, reply from a canned reply and add an internal note', async () => {
  const { page } = staff;
  await page.goto('/gestion');
  await page.getByRole('link', { name: 'Casos de soporte' }).click();
  await expect(page).toHaveURL(/\/gestion\/soporte$/);
  await expect(page.getByRole('heading', { name: 'Casos de soporte', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Cifras de los casos abiertos' })).toContainText('Sin asignar');
  // Unassigned first: the new case (alta, due in 4 working hours) is among the first rows.
  const row = page.getByRole('row', { name: new RegExp(SUBJECT) });
  await expect(row).toContainText('Sin asignar');
  await expect(row).toContainText('primera respuesta');
  await axeSerious(page, /Casos de soporte/);
  await shots(page, 'queue');
  // The search finds it by words of its subject.
  await page.getByLabel('Buscar (asunto o descripción)').fill('tickets bar');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByRole('link', { name: new RegExp(SUBJECT) })).toBeVisible();

  // The filter form's empty fields are dropped from the queue's address.
  await expect(page).toHaveURL(/\/gestion\/soporte\?q=tickets\+bar$/);

  await page.getByRole('link', { name: new RegExp(SUBJECT) }).click();
  // The case's link carries the queue's query, and its way back leads to the queue as it was left.
  await expect(page).toHaveURL(new RegExp(`/gestion/soporte/${caseId}\\?lista=q%3Dtickets%2Bbar$`));
  await expect(page.getByRole('link', { name: '← Casos de soporte' })).toHaveAttribute(
    'href',
    '/gestion/soporte?q=tickets+bar',
  );
  await expect(page.getByRole('heading', { name: `Caso ${caseId} · ${SUBJECT}` })).toBeVisible();
  const shot = page.getByRole('link', { name: 'pantalla-tpv.png' });
  await expect(shot).toHaveAttribute('href', /\/api\/gestion\/soporte\/adjuntos\/\d+$/);
  const download = await page.request.get((await shot.getAttribute('href'))!);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('image/png');
  await expect(page.getByText('Incumplido')).toHaveCount(0);

  // A canned reply is added to what the agent typed, as a paragraph of its own, never in its place.
  const reply = page.getByLabel('Respuesta', { exact: true });
  await reply.fill('Hola, Marta:');
  await page.getByLabel('Respuesta predefinida').selectOption({ label: 'Pedir más datos' });
  await expect(reply).toHaveValue('Hola, Marta:');
  await page.getByRole('button', { name: 'Insertar en la respuesta' }).click();
  await expect(reply).toBeFocused();
  await expect(reply).toHaveValue(/^Hola, Marta:\n\nGracias por avisarnos/);
  await reply.fill(`${await reply.inputValue()}\n\n¿Es la impresora de la barra o la de la terraza?`);
  await page.getByLabel('El caso queda').selectOption('esperando_cliente');
  await page.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(page.getByRole('status')).toHaveText('Respuesta enviada; el caso queda «Esperando al cliente».');
  await expect(page.getByText('¿Es la impresora de la barra o la de la terraza?')).toBeVisible();
  await expect(page.getByText(/lo lleva Jorge Soporte/)).toBeVisible();

  await page.getByLabel('Nota', { exact: true }).fill(NOTE);
  await page.getByRole('button', { name: 'Añadir nota' }).click();
  await expect(page.getByText(NOTE)).toBeVisible();
  await axeSerious(page, /Caso de soporte/);
  await shots(page, 'case');
});

test('the contact gets the mail, reads the reply (not the note) and answers', async () => {
  const mail = await mailTo(contact.email, `Respuesta en tu caso ${caseId}`);
  expect(mail).toContain(`/micuenta/soporte/${caseId}`);
  expect(mail).not.toContain('terraza');
  expect(mail).not.toContain('Nota interna');
  const { page } = contact;
  await page.goto(`/micuenta/soporte/${caseId}`);
  await expect(page.getByText('¿Es la impresora de la barra o la de la terraza?')).toBeVisible();
  await expect(page.getByText('Esperando al cliente').first()).toBeVisible();
  expect(await page.content()).not.toContain('revisar la cola de impresión');
  await page.getByLabel('Tu respuesta').fill('Es la de la barra.');
  await page.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(page.getByRole('status')).toHaveText('Respuesta enviada.');
});

test('staff resolve it and the contact rates it', async () => {
  const { page } = staff;
  await page.goto(`/gestion/soporte/${caseId}`);
  await expect(page.getByText('Es la de la barra.')).toBeVisible();
  await page.getByLabel('Estado').selectOption('resuelta');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status')).toHaveText('Guardado: estado «Resuelto».');
  await mailTo(contact.email, `Tu caso ${caseId} ha cambiado`);

  const customer = contact.page;
  await customer.goto(`/micuenta/soporte/${caseId}`);
  await customer.getByRole('radio', { name: '5 estrellas' }).check();
  await customer.getByRole('button', { name: 'Enviar valoración' }).click();
  await expect(customer.getByText('Gracias por tu valoración.')).toBeVisible();

  await page.goto(`/gestion/soporte/${caseId}`);
  await expect(page.getByText('5 de 5')).toBeVisible();
});

test('the canned replies page: create, then find it in the case page’s picker', async () => {
  const { page } = staff;
  await page.goto('/gestion/soporte/respuestas');
  await expect(page.getByRole('heading', { name: 'Respuestas predefinidas', level: 1 })).toBeVisible();
  const create = page.getByRole('region', { name: 'Nueva respuesta' });
  await create.getByLabel('Título').fill(CANNED);
  await create.getByLabel('Texto').fill('Apague el TPV, espere diez segundos y vuelva a encenderlo.');
  await create.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Respuesta «${CANNED}» guardada.`)).toBeVisible();
  await axeSerious(page, /Respuestas predefinidas/);
  await shots(page, 'canned');
});

test('"Unir a otro caso": its own number refused before the confirmation; a refusal goes when the number changes', async () => {
  const { page } = staff;
  await page.goto(`/gestion/soporte/${caseId}`);
  const merge = page.getByRole('region', { name: 'Unir a otro caso' });
  const number = merge.getByLabel('Número del caso que se queda');
  const asked: string[] = [];
  const dismiss = (dialog: Dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  };
  page.on('dialog', dismiss);
  await number.fill(`#${caseId}`);
  await merge.getByRole('button', { name: 'Unir y cerrar' }).click();
  await expect(merge.getByRole('alert')).toHaveText(
    `${caseId} es el número de este mismo caso: escribe el del otro caso, el que se queda.`,
  );
  expect(asked).toEqual([]);
  // The refusal is the field's error, read with it.
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(number).toHaveAccessibleDescription(/es el número de este mismo caso/);
  await number.fill('999999999');
  await expect(merge.getByRole('alert')).toHaveCount(0);
  await expect(number).not.toHaveAttribute('aria-invalid');
  page.off('dialog', dismiss);

  // A case that does not exist: confirmed, then refused by the server.
  page.once('dialog', (dialog) => void dialog.accept());
  await merge.getByRole('button', { name: 'Unir y cerrar' }).click();
  await expect(merge.getByRole('alert')).toHaveText(
    'El caso 999999999 no existe o es de otro hotel: solo se unen casos del mismo hotel.',
  );
  await number.fill('9');
  await expect(merge.getByRole('alert')).toHaveCount(0);
});
