// The news editor through its API: every role against every action, the server's sanitising of
// whatever the editor sends, pictures checked by their bytes, publish / schedule / withdraw reaching
// what visitors and GetNoticias see (and the pages' revalidation), the refusal of a save based on
// an older copy, and the audit entries.
import { readFileSync } from 'node:fs';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as getNoticias } from '@/app/api/Data/GetNoticias/route';
import { db } from '@/lib/db';
import { listNews } from '@/lib/news/repository';
import { staffNewsList } from '@/lib/news/staff/view';
import { seedStaff } from '@/lib/staff/demo-seed';
import type { Handler } from '@/lib/http/methods';
import { routeContext, TestClient } from '@/lib/testing/http-client';
import { callStaff, staffBrowser } from '@/lib/testing/staff-browser';
import { POST as remove } from './noticias/[id]/borrar/route';
import { POST as setStatus } from './noticias/[id]/estado/route';
import { POST as save } from './noticias/[id]/route';
import { POST as create } from './noticias/route';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));
const revalidated = vi.hoisted(() => ({ tags: [] as string[] }));
vi.mock('next/cache', () => ({
  revalidateTag: (tag: string) => void revalidated.tags.push(tag),
  revalidatePath: () => undefined,
  unstable_cache: (fn: unknown) => fn,
}));

const browsers = {} as Record<'admin' | 'editor' | 'support', TestClient>;

/** The editor's form as the browser sends it (multipart). */
async function post(c: TestClient, handler: Handler, path: string, fields: Record<string, string>, image?: Uint8Array) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (image) form.set('imagen', new Blob([image as BlobPart]), 'foto.png');
  const headers = new Headers({ host: 'localhost:3000', origin: 'http://localhost:3000', cookie: c.cookieHeader() });
  const req = new Request(`http://localhost:3000/api/gestion/${path}`, { method: 'POST', headers, body: form });
  return handler(req, routeContext(req));
}

const base = {
  titulo: 'Nueva versión',
  fecha: '2026-11-20',
  resumen: '<p>Resumen</p>',
  cuerpo: '<p>Cuerpo</p>',
  enlace: '',
  slug: '',
  meta: '',
  alt: '',
};

async function draft(c = browsers.editor, fields: Record<string, string> = {}) {
  const answer = await (await post(c, create, 'noticias', { ...base, ...fields })).json();
  expect(answer.ok).toBe(true);
  return db().news.findUniqueOrThrow({ where: { id: answer.id } });
}

function webp(width: number, height: number): Uint8Array {
  const b = Buffer.alloc(30);
  b.write('RIFF', 0);
  b.writeUInt32LE(22, 4);
  b.write('WEBPVP8X', 8);
  b.writeUInt32LE(10, 16);
  b.writeUIntLE(width - 1, 24, 3);
  b.writeUIntLE(height - 1, 27, 3);
  return new Uint8Array(b);
}

const publicIds = async () => (await listNews()).map((n) => n.id);
const apiIds = async () =>
  (
    (await (await getNoticias(new Request('http://localhost:3000/api/Data/GetNoticias'))).json()) as {
      id_noticia: number;
    }[]
  ).map((n) => n.id_noticia);

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  await seedStaff();
  browsers.admin = await staffBrowser('admin@millehotel.es');
  browsers.editor = await staffBrowser('redaccion@millehotel.es');
  browsers.support = await staffBrowser('atencion@millehotel.es');
});
beforeEach(() => {
  revalidated.tags.length = 0;
});

describe('news editor', () => {
  it('atención al cliente gets 403 on every news call and nothing changes', async () => {
    const item = await draft();
    const c = browsers.support;
    const before = await db().news.findUniqueOrThrow({ where: { id: item.id } });
    expect((await post(c, create, 'noticias', base)).status).toBe(403);
    expect(
      (await post(c, save, `noticias/${item.id}`, { ...base, titulo: 'Cambiado', version: String(item.version) }))
        .status,
    ).toBe(403);
    expect((await callStaff(c, setStatus, `noticias/${item.id}/estado`, { form: { accion: 'publicar' } })).status).toBe(
      403,
    );
    expect((await callStaff(c, remove, `noticias/${item.id}/borrar`, { form: {} })).status).toBe(403);
    expect(await db().news.findUniqueOrThrow({ where: { id: item.id } })).toEqual(before);
    expect(
      await db().auditEntry.count({ where: { actorEmail: 'atencion@millehotel.es', objectType: 'noticia' } }),
    ).toBe(0);
  });

  it('sanitises whatever the editor sends: scripts, event handlers, javascript: links, pasted styles', async () => {
    const item = await draft(browsers.editor, {
      titulo: 'Título <script>alert(1)</script> & más',
      resumen: '<p style="color:red" class="MsoNormal" onclick="steal()">Hola<img src=x onerror=alert(1)></p>',
      cuerpo:
        '<h2>Sección</h2><p><a href="javascript:alert(1)">mal</a> <a href="https://millehotel.es" target="_blank">bien</a></p><script>alert(2)</script><blockquote><span style="font-family:Calibri">cita</span></blockquote>',
    });
    expect(item.title).toBe('Título &lt;script&gt;alert(1)&lt;/script&gt; &amp; más');
    expect(item.summary).toBe('<p>Hola</p>');
    expect(item.body).not.toMatch(/script|javascript:|style=|onclick|onerror/i);
    expect(item.body).toContain('<a href="https://millehotel.es" target="_blank" rel="noopener noreferrer">bien</a>');
    expect(item.body).toContain('<blockquote><span>cita</span></blockquote>');
    expect(item.status).toBe('draft');
  });

  it('checks pictures by their bytes (JPEG, PNG, WebP up to 2 MB), reports their size and asks for alt text', async () => {
    const png = new Uint8Array(readFileSync('prisma/seed-assets/news/booking.png'));
    const item = await draft();
    const at = (fields: Record<string, string>, image?: Uint8Array) =>
      post(
        browsers.editor,
        save,
        `noticias/${item.id}`,
        { ...base, version: String(fields.version ?? 1), ...fields },
        image,
      ).then((r) => r.json());
    expect(
      (await at({ version: '1' }, new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).message,
    ).toContain('JPEG, un PNG o un WebP');
    expect((await at({ version: '1' }, webp(1200, 630))).message).toContain('texto alternativo');
    const withAlt = await at({ version: '1', alt: 'Panel del motor de reservas' }, webp(1200, 630));
    expect(withAlt).toMatchObject({ ok: true });
    const stored = await db().news.findUniqueOrThrow({ where: { id: item.id } });
    expect(stored).toMatchObject({ imageType: 'image/webp', imageAlt: 'Panel del motor de reservas', version: 2 });
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(png.subarray(0, 64));
    expect((await at({ version: '2', alt: 'x' }, big)).message).toContain('más de 2 MB');
  });

  it('publish, schedule and withdraw reach what visitors and GetNoticias see, and expire the pages', async () => {
    const item = await draft(browsers.editor, { titulo: 'Programada y publicada' });
    expect(await publicIds()).not.toContain(item.id);
    expect(await apiIds()).not.toContain(item.id);

    const publish = await (
      await callStaff(browsers.editor, setStatus, `noticias/${item.id}/estado`, { form: { accion: 'publicar' } })
    ).json();
    expect(publish).toEqual({ ok: true, message: 'Publicada.' });
    expect(await publicIds()).toContain(item.id);
    expect(await apiIds()).toContain(item.id);
    expect(revalidated.tags).toContain('news');

    await callStaff(browsers.editor, setStatus, `noticias/${item.id}/estado`, { form: { accion: 'retirar' } });
    expect(await publicIds()).not.toContain(item.id);
    expect(await apiIds()).not.toContain(item.id);

    // Scheduled for two minutes from now (Madrid time), it appears then without anyone acting.
    const inTwoMinutes = new Date(Date.now() + 120_000);
    const local = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Madrid',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .format(inTwoMinutes)
      .replace(' ', 'T');
    expect(
      (
        await (
          await callStaff(browsers.editor, setStatus, `noticias/${item.id}/estado`, {
            form: { accion: 'programar', fecha: local },
          })
        ).json()
      ).ok,
    ).toBe(true);
    expect((await db().news.findUniqueOrThrow({ where: { id: item.id } })).publishAt!.getTime()).toBe(
      Math.floor(inTwoMinutes.getTime() / 60_000) * 60_000,
    );
    expect(await apiIds()).not.toContain(item.id);
    vi.setSystemTime(Date.now() + 121_000);
    expect(await publicIds()).toContain(item.id);
    expect(await apiIds()).toContain(item.id);
    const past = (
      await (
        await callStaff(browsers.editor, setStatus, `noticias/${item.id}/estado`, {
          form: { accion: 'programar', fecha: '2020-01-01T10:00' },
        })
      ).json()
    ).message;
    expect(past).toContain('ya ha pasado');

    const actions = (
      await db().auditEntry.findMany({
        where: { objectType: 'noticia', objectId: String(item.id) },
        orderBy: { id: 'asc' },
      })
    ).map((a) => a.action);
    expect(actions).toEqual(['news.created', 'news.published', 'news.withdrawn', 'news.scheduled']);
  });

  it('refuses the later of two saves based on the same copy, and loses nothing', async () => {
    const item = await draft(browsers.editor, { titulo: 'Dos personas' });
    const first = await post(browsers.editor, save, `noticias/${item.id}`, {
      ...base,
      titulo: 'Guardado por redacción',
      version: String(item.version),
    });
    expect((await first.json()).ok).toBe(true);
    const second = await post(browsers.admin, save, `noticias/${item.id}`, {
      ...base,
      titulo: 'Guardado por administración',
      version: String(item.version),
    });
    expect(second.status).toBe(409);
    expect((await second.json()).message).toContain('Otra persona ha guardado esta noticia');
    expect((await db().news.findUniqueOrThrow({ where: { id: item.id } })).title).toBe('Guardado por redacción');
    const updated = await db().auditEntry.findFirstOrThrow({
      where: { action: 'news.updated', objectId: String(item.id) },
    });
    expect(JSON.parse(updated.changes)).toMatchObject({ título: ['Dos personas', 'Guardado por redacción'] });
  });

  it('answers each save with the new version, from which the next save (an autosave too) goes on', async () => {
    const item = await draft(browsers.editor, { titulo: 'Se guarda sola' });
    let version = item.version;
    for (const titulo of ['Se guarda sola: 1', 'Se guarda sola: 2', 'Se guarda sola: 3']) {
      const answer = await (
        await post(browsers.editor, save, `noticias/${item.id}`, { ...base, titulo, version: String(version) })
      ).json();
      expect(answer).toMatchObject({ ok: true, version: version + 1 });
      version = answer.version;
    }
    expect(await db().news.findUniqueOrThrow({ where: { id: item.id } })).toMatchObject({
      title: 'Se guarda sola: 3',
      version,
    });
  });

  it('keeps slugs unique, and deletes an item (administración too) with an audit entry', async () => {
    const a = await draft(browsers.editor, { titulo: 'Uno', slug: 'mi-direccion' });
    expect(a.slug).toBe('mi-direccion');
    const clash = await (await post(browsers.editor, create, 'noticias', { ...base, slug: 'Mi Dirección' })).json();
    expect(clash.message).toContain('ya la usa otra noticia');
    expect((await (await callStaff(browsers.admin, remove, `noticias/${a.id}/borrar`, { form: {} })).json()).ok).toBe(
      true,
    );
    expect(await db().news.findUnique({ where: { id: a.id } })).toBeNull();
    expect(
      await db().auditEntry.count({
        where: { action: 'news.deleted', objectId: String(a.id), actorEmail: 'admin@millehotel.es' },
      }),
    ).toBe(1);
  });

  it("the back office's list finds an item by its title or short description whatever the case of the search", async () => {
    const item = await draft(browsers.editor, {
      titulo: 'Temporada de invierno en Mallorca',
      resumen: '<p>Novedades del TPV</p>',
    });
    for (const q of ['mallorca', 'MALLORCA', 'Temporada de Invierno', 'tpv']) {
      expect(
        (await staffNewsList(new URLSearchParams({ q }))).rows.map((r) => r.id),
        q,
      ).toEqual([item.id]);
    }
  });
});
