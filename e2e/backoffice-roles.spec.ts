// The back office's pages by role, as a browser gets them: every page a role may not use answers
// HTTP 403 with the "Sin permiso" page (before any record is looked up), every page it may use
// answers 200 (a record that does not exist, 404), and the dashboard shows only the cards of work
// the role may open. The grants are those of lib/staff/roles.ts, written out here as a user
// would state them.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { staffSignedIn } from './staff-login';

test.describe.configure({ mode: 'serial' });

type Role = 'admin' | 'editor' | 'support';
const EMAILS: Record<Role, string> = {
  admin: 'admin@millehotel.es',
  editor: 'redaccion@millehotel.es',
  support: 'atencion@millehotel.es',
};

const ALL: Role[] = ['admin', 'editor', 'support'];
const NEWS: Role[] = ['admin', 'editor'];
const WORK: Role[] = ['admin', 'support'];
const ADMIN: Role[] = ['admin'];

/** Every page of the panel, with the roles that may open it; `missing`: a record that does not exist. */
const PAGES: { path: string; roles: Role[]; missing?: true }[] = [
  { path: '/gestion', roles: ALL },
  { path: '/gestion/mi-cuenta', roles: ALL },
  { path: '/gestion/consultas', roles: WORK },
  { path: '/gestion/consultas/999999', roles: WORK, missing: true },
  { path: '/gestion/noticias', roles: NEWS },
  { path: '/gestion/noticias/nueva', roles: NEWS },
  { path: '/gestion/noticias/999999', roles: NEWS, missing: true },
  { path: '/gestion/noticias/999999/vista-previa', roles: NEWS, missing: true },
  { path: '/gestion/hoteles', roles: WORK },
  { path: '/gestion/hoteles/nuevo', roles: WORK },
  { path: '/gestion/hoteles/999999', roles: WORK, missing: true },
  { path: '/gestion/usuarios', roles: WORK },
  { path: '/gestion/usuarios/999999', roles: WORK, missing: true },
  { path: '/gestion/facturas', roles: WORK },
  { path: '/gestion/facturas/importar', roles: WORK },
  { path: '/gestion/facturas/originales', roles: WORK },
  { path: '/gestion/facturas/999999', roles: WORK, missing: true },
  { path: '/gestion/facturas/importar/no-existe', roles: WORK, missing: true },
  { path: '/gestion/correo', roles: WORK },
  { path: '/gestion/correo/999999', roles: WORK, missing: true },
  { path: '/gestion/personal', roles: ADMIN },
  { path: '/gestion/personal/999999', roles: ADMIN, missing: true },
  { path: '/gestion/registro', roles: ADMIN },
  { path: '/gestion/ajustes/soporte', roles: ADMIN },
];

/** The cards of work on the dashboard each role sees (the version and database cards are everyone's). */
const CARDS: Record<Role, RegExp[]> = {
  admin: [/^Consultas nuevas/, /^Casos con el objetivo incumplido/, /^Correos sin enviar/, /^Noticias programadas/],
  editor: [/^Noticias programadas/],
  support: [/^Consultas nuevas/, /^Casos con el objetivo incumplido/, /^Correos sin enviar/],
};

const signedIn = {} as Record<Role, { context: BrowserContext; page: Page }>;

test.beforeAll(async ({ browser }) => {
  for (const role of ALL) signedIn[role] = await staffSignedIn(browser, EMAILS[role]);
});

test.afterAll(async () => {
  for (const s of Object.values(signedIn)) await s.context.close();
});

for (const role of ALL) {
  test(`${role}: 403 on every page its role may not use, 200 on the others`, async () => {
    const { page } = signedIn[role];
    const answers: string[] = [];
    const expected: string[] = [];
    for (const p of PAGES) {
      const res = await page.request.get(p.path, { maxRedirects: 0 });
      const body = await res.text();
      const status = res.status();
      answers.push(`${p.path} ${status}${status === 403 && body.includes('Sin permiso') ? ' Sin permiso' : ''}`);
      expected.push(`${p.path} ${p.roles.includes(role) ? (p.missing ? 404 : 200) : '403 Sin permiso'}`);
    }
    expect(answers).toEqual(expected);
  });

  test(`${role}: the dashboard shows only the cards of work the role may open, and the forbidden page says so in Spanish`, async () => {
    const { page } = signedIn[role];
    await page.goto('/gestion');
    const cards = page.getByRole('main').getByRole('listitem');
    const work = (await cards.allTextContents()).filter((t) => !/^(Versión|Base de datos)/.test(t));
    expect(work).toHaveLength(CARDS[role].length);
    CARDS[role].forEach((label, i) => expect(work[i]).toMatch(label));
    // Each card it shows opens a page its role may use.
    for (const link of await page.getByRole('main').getByRole('link').all()) {
      expect((await page.request.get((await link.getAttribute('href'))!, { maxRedirects: 0 })).status()).toBe(200);
    }
    const forbidden = PAGES.find((p) => !p.roles.includes(role));
    if (!forbidden) return;
    const response = await page.goto(forbidden.path);
    expect(response!.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'Sin permiso' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Secciones de la gestión' })).toBeVisible();
    await page.getByRole('link', { name: 'Volver al panel' }).click();
    await expect(page.getByRole('heading', { name: /^Hola/ })).toBeVisible();
  });
}
