// The back office on a phone (375 px): no page scrolls sideways; a wide table scrolls inside its own
// box, which a keyboard reaches. The pages are every page.tsx under app/(staff)/gestion, so a new page
// is measured without being listed here; a page with an id in its address is opened through the
// first link to it on the page above it, after the test has made one of each kind.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { freshCif } from './fixtures/customer-in-db';
import { seed } from './fixtures/seed';
import { staffSignedIn } from './staff-login';

const PANEL = path.resolve(__dirname, '../app/(staff)/gestion');
const PASSWORD = 'Clave-Movil-2026';
// New to each attempt: a retry after a failed first one finds that attempt's hotel already there.
const TAX_ID = freshCif();

/** Every page of the back office as its folders name it: /gestion/facturas/[id], /gestion/entrar… */
function staffRoutes(dir = PANEL, route = '/gestion'): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name === 'page.tsx') out.push(route);
    if (!entry.isDirectory()) continue;
    // A route group, "(panel)", adds nothing to the address.
    const segment = /^\(.*\)$/.test(entry.name) ? '' : `/${entry.name}`;
    out.push(...staffRoutes(path.join(dir, entry.name), route + segment));
  }
  return out.sort();
}

/** [id] pages linked from another page than the folder above them (which is no page). */
const LINKED_FROM: Record<string, string> = {
  '/gestion/estado/incidencias/[id]': '/gestion/estado',
  '/gestion/estado/mantenimientos/[id]': '/gestion/estado',
  '/gestion/productos/versiones/[id]': '/gestion/productos/[id]',
};
/** [id] pages reached only through the hotel picker: the same hotel as the hotel's own page. */
const SAME_ID_AS: Record<string, string> = { '/gestion/productos/hoteles/[id]': '/gestion/hoteles/[id]' };

/** A real address for a route: its [id] segments taken from the first link to it on the page above. */
async function addressOf(page: Page, route: string, found: Map<string, string>): Promise<string> {
  const at = route.indexOf('[');
  if (at < 0) return route;
  const pattern = route.slice(0, route.indexOf(']', at) + 1);
  let example = found.get(pattern);
  if (!example) {
    const parent = await addressOf(page, pattern.slice(0, pattern.lastIndexOf('/')), found);
    const sameAs = SAME_ID_AS[pattern];
    if (sameAs) {
      const other = await addressOf(page, sameAs, found);
      example = parent + other.slice(other.lastIndexOf('/'));
    } else {
      await page.goto(LINKED_FROM[pattern] ? await addressOf(page, LINKED_FROM[pattern], found) : parent);
      const re = new RegExp(`^${parent}/(?!nuevo$|nueva$|importar$|originales$)[^/?#]+$`);
      const hrefs = await page.locator('main a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
      example = hrefs.find((h) => re.test(h));
      expect(example, `a link to ${pattern} on ${page.url()}`).toBeTruthy();
    }
    found.set(pattern, example!);
  }
  return example! + route.slice(pattern.length);
}

async function sideways(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
}

test('at 375 px no back-office page scrolls sideways, and each table scrolls in a box a keyboard reaches', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const email = `movil-${Date.now()}@millehotel.es`;
  // One of each thing a page with an id shows: a hotel, its user, a member of staff (and the mail
  // inviting them), an enquiry, an import awaiting review and an imported invoice.
  seed([
    { kind: 'hotel', name: 'Hotel Móvil', legalName: 'Móvil Hoteles, S.L.', taxId: TAX_ID },
    {
      kind: 'customer',
      email: `cliente-${email}`,
      password: PASSWORD,
      contact: { hotel: TAX_ID, type: 1, name: 'Rosa' },
    },
    { kind: 'staff', email, name: 'Mar Móvil', role: 'admin', password: PASSWORD },
  ]);
  const { context, page } = await staffSignedIn(browser, email, PASSWORD);
  const sent = await page.request.post('/api/Data/NuevoContacto', {
    multipart: {
      nombre: 'Vera',
      apellidos: 'Visitante',
      email: `visitante-${email}`,
      telefono: '600000000',
      consulta: 'Una consulta larga para ver la tabla en el móvil',
      robot: 'true',
    },
  });
  expect(await sent.text()).toBe('OK');
  const found = new Map<string, string>();
  const csv = (number: string) =>
    Buffer.from(
      `hotel;number;date;due_date;type;description;amount\r\n${TAX_ID};${number};2026-01-31;2026-03-02;venta;Licencia;10\r\n`,
    );
  for (const [name, importIt] of [
    ['movil-importada.csv', true],
    ['movil-pendiente.csv', false],
  ] as const) {
    await page.goto('/gestion/facturas/importar');
    await page
      .getByLabel('CSV de facturas')
      .setInputFiles({ name, mimeType: 'text/csv', buffer: csv(`M-${Date.now()}`) });
    await page.getByRole('button', { name: 'Revisar el fichero' }).click();
    await expect(page.getByRole('heading', { name: `Importación de «${name}»` })).toBeVisible();
    if (importIt) {
      await page.getByRole('button', { name: 'Importar 1 factura' }).click();
      await expect(page.getByRole('heading', { name: 'Importación hecha' })).toBeVisible();
    } else {
      // No page links to an import awaiting review: its address is the one the upload led to.
      found.set('/gestion/facturas/importar/[id]', new URL(page.url()).pathname);
    }
  }

  await page.setViewportSize({ width: 375, height: 812 });
  const routes = staffRoutes();
  expect(routes).toContain('/gestion/correo');
  const wide: string[] = [];
  for (const route of routes) {
    // The sign-in pages are for a browser with no session.
    const signedOut = route === '/gestion/entrar' || route === '/gestion/invitacion';
    const target = signedOut ? await context.browser()!.newPage({ viewport: { width: 375, height: 812 } }) : page;
    const address = signedOut ? route : await addressOf(page, route, found);
    const res = await target.goto(address);
    expect(res?.status(), address).toBe(200);
    const { scrollWidth, viewport } = await sideways(target);
    if (scrollWidth > viewport) wide.push(`${address}: ${scrollWidth} px`);
    for (const table of await target.locator('main table').all()) {
      // A news article's tables (the preview shows the public page, the editor the same) are their own scrolling box.
      if ((await table.evaluate((el) => getComputedStyle(el).overflowX)) === 'auto') continue;
      const box = table.locator('xpath=ancestor::*[@role="region"][1]');
      await expect(box, `${address}: the box of a table`).toHaveAttribute('tabindex', '0');
      await expect(box).toHaveAttribute('aria-label', /\S/);
      expect(await box.evaluate((el) => getComputedStyle(el).overflowX), address).toBe('auto');
    }
    if (signedOut) await target.close();
  }
  expect(wide).toEqual([]);
  await context.close();
});
