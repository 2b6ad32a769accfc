// The service status over two instances on one PostgreSQL: a member of staff signed in on A opens
// an incident, updates and resolves it through /api/gestion; B shows each step on /estado, its
// JSON, its Atom feed and the banner the server layer puts in the public pages (/index from memory,
// /soporte) within seconds, and the banner goes on both once it is resolved.
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { staffSignedInOn } from './staff-on';

const A = process.env.MULTI_A ?? 'http://localhost:3301';
const B = process.env.MULTI_B ?? 'http://localhost:3302';
const STAFF = (process.env.STAFF_CMD ?? 'node .next/standalone/staff.mjs').split(' ');
/** How soon every instance must show a change: seconds, not the pages' 60-second floor. */
const SOON = { timeout: 15_000, intervals: [250, 500, 1000] };

test.describe.configure({ mode: 'serial' });

let api: APIRequestContext;

test.beforeAll(async () => {
  api = await request.newContext();
  await staffSignedInOn(api, A, STAFF);
});

test.afterAll(async () => {
  await api.dispose();
});

const text = async (url: string) => (await api.get(url)).text();

async function seenOn(base: string, title: string) {
  const json = (await (await api.get(`${base}/estado.json`)).json()) as {
    incidencias: { titulo: string; fin: string | null }[];
  };
  const open = json.incidencias.some((i) => i.titulo === title && i.fin === null);
  return {
    page: (await text(`${base}/estado`)).includes(title),
    json: open,
    atom: (await text(`${base}/estado/feed.xml`)).includes(title),
    banner: [(await text(`${base}/index`)).includes(title), (await text(`${base}/soporte`)).includes(title)],
  };
}

test('an incident opened on A shows on B within seconds, and its banner goes on both once resolved', async () => {
  const title = `Caída multiinstancia ${Date.now()}`;
  const components = (await (await api.get(`${A}/estado.json`)).json()).componentes as { id: number; nombre: string }[];
  const channel = components.find((c) => c.nombre === 'Channel manager')!;
  const opened = await (
    await api.post(`${A}/api/gestion/estado/incidencias`, {
      form: {
        titulo: title,
        estado: 'investigando',
        texto: 'Lo estamos revisando.',
        [`impacto-${channel.id}`]: 'grave',
      },
    })
  ).json();
  expect(opened).toMatchObject({ ok: true });
  const id = Number(/(\d+)$/.exec(opened.then)![1]);
  for (const base of [B, A])
    await expect
      .poll(() => seenOn(base, title), SOON)
      .toEqual({ page: true, json: true, atom: true, banner: [true, true] });

  const resolved = await (
    await api.post(`${A}/api/gestion/estado/incidencias/${id}/actualizaciones`, {
      form: { estado: 'resuelto', texto: 'Resuelto.', [`impacto-${channel.id}`]: 'grave' },
    })
  ).json();
  expect(resolved).toMatchObject({ ok: true, message: 'Incidencia resuelta.' });
  for (const base of [B, A])
    await expect
      .poll(() => seenOn(base, title), SOON)
      .toEqual({ page: true, json: false, atom: true, banner: [false, false] });
});
