// The back office over two instances on one PostgreSQL: a member of staff signed in on A publishes,
// withdraws and schedules news through /api/gestion; B shows each change on /blog, the article,
// GetNoticias, the RSS and the sitemap within seconds, and a scheduled item appears on both at its
// time with no one acting. Signing out on A ends the staff session on B.
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { staffSignedInOn } from './staff-on';

const A = process.env.MULTI_A ?? 'http://localhost:3301';
const B = process.env.MULTI_B ?? 'http://localhost:3302';
const STAFF = (process.env.STAFF_CMD ?? 'node .next/standalone/staff.mjs').split(' ');
/** How soon every instance must show a change: seconds, not the pages' 60-second floor. */
const SOON = { timeout: 15_000, intervals: [250, 500, 1000] };

test.describe.configure({ mode: 'serial' });

let api: APIRequestContext;

/** A new administrator signed in on A (e2e-multi/staff-on.ts). */
const staffOnA = () => staffSignedInOn(api, A, STAFF);

/** A draft created on A; its id. */
async function draftOnA(title: string): Promise<number> {
  const answer = await (
    await api.post(`${A}/api/gestion/noticias`, {
      multipart: {
        titulo: title,
        fecha: '2026-11-20',
        resumen: `<p>Resumen de ${title}</p>`,
        cuerpo: `<p>Cuerpo de ${title}</p>`,
        enlace: '',
        slug: '',
        meta: '',
        alt: '',
      },
    })
  ).json();
  expect(answer).toMatchObject({ ok: true });
  return answer.id as number;
}

async function setStatusOnA(id: number, fields: Record<string, string>) {
  expect(await (await api.post(`${A}/api/gestion/noticias/${id}/estado`, { form: fields })).json()).toMatchObject({
    ok: true,
  });
}

const text = async (url: string) => (await api.get(url)).text();

/** What an instance shows of item `id` titled `title`, on each public surface. */
async function seenOn(base: string, id: number, title: string) {
  const blog = await text(`${base}/blog`);
  const link =
    new RegExp(`/blog/(${id}-[a-z0-9-]+)`).exec(blog)?.[1] ??
    new RegExp(`/blog/(${id}-[a-z0-9-]+)`).exec(await text(`${base}/sitemap.xml`))?.[1];
  const article = link ? await api.get(`${base}/blog/${link}`) : null;
  const api_ = (await (await api.get(`${base}/api/Data/GetNoticias`)).json()) as { id_noticia: number }[];
  return {
    blog: blog.includes(title),
    article: article !== null && article.status() === 200 && (await article.text()).includes(title),
    getNoticias: api_.some((n) => n.id_noticia === id),
    rss: (await text(`${base}/blog/rss.xml`)).includes(title),
    sitemap: new RegExp(`/blog/${id}-`).test(await text(`${base}/sitemap.xml`)),
  };
}

const everywhere = { blog: true, article: true, getNoticias: true, rss: true, sitemap: true };
const nowhere = { blog: false, article: false, getNoticias: false, rss: false, sitemap: false };

/** Madrid wall-clock time (the editor's publish-at field) `seconds` from now, to the second. */
function madridLocalIn(seconds: number): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Madrid',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(Date.now() + seconds * 1000))
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}

test.beforeAll(async () => {
  api = await request.newContext();
  await staffOnA();
});

test.afterAll(async () => {
  await api.dispose();
});

test('the staff session opened on A works on B', async () => {
  expect((await api.get(`${B}/api/gestion/registro`)).status()).toBe(200);
});

test('a publish on A shows on B (/blog, the article, GetNoticias, RSS, sitemap) within seconds; a withdrawal likewise', async () => {
  const title = `Publicada en A ${Date.now()}`;
  // Every surface of both instances is built and cached before the change.
  for (const base of [A, B]) await seenOn(base, 0, title);
  const id = await draftOnA(title);
  expect(await seenOn(B, id, title)).toEqual(nowhere);

  await setStatusOnA(id, { accion: 'publicar' });
  for (const base of [B, A]) await expect.poll(() => seenOn(base, id, title), SOON).toEqual(everywhere);

  await setStatusOnA(id, { accion: 'retirar' });
  for (const base of [B, A]) await expect.poll(() => seenOn(base, id, title), SOON).toEqual(nowhere);
});

test('a scheduled item appears on both instances at its time, with no one acting', async () => {
  const title = `Programada ${Date.now()}`;
  const id = await draftOnA(title);
  for (const base of [A, B]) await seenOn(base, id, title);
  await setStatusOnA(id, { accion: 'programar', fecha: madridLocalIn(6) });
  for (const base of [A, B]) expect((await seenOn(base, id, title)).getNoticias).toBe(false);
  for (const base of [B, A])
    await expect.poll(() => seenOn(base, id, title), { ...SOON, timeout: 25_000 }).toEqual(everywhere);
});

test('signing out on A ends the staff session on B', async () => {
  expect((await api.get(`${B}/api/gestion/registro`)).status()).toBe(200);
  const cookieBefore = await api.storageState();
  expect(await (await api.post(`${A}/api/gestion/salir`)).json()).toEqual({ ok: true });
  // The same cookie, kept from before: B refuses it because the session's row is gone.
  const stale = await request.newContext({ storageState: cookieBefore });
  expect((await stale.get(`${B}/api/gestion/registro`)).status()).toBe(401);
  await stale.dispose();
});
