// GET /api/Data/GetNoticias against a real (throwaway) database: shape, order, base64; the answer
// built once per change of the news feed, not per call.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GET, POST } from '@/app/api/Data/GetNoticias/route';
import { db } from '@/lib/db';
import { refreshFeeds } from '@/lib/freshness/refresh';
import { newsContractItemSchema } from './contract';
import { newsFeed } from './feed';
import { createNews, listNews } from './repository';

// Next expires its cache only inside a request; here only the feed's own memo matters.
vi.mock('next/cache', () => ({ revalidateTag: () => undefined, revalidatePath: () => undefined }));
// Counts how often the answer is built from the table (the real read, spied on).
vi.mock('./repository', async (original) => {
  const real = await original<typeof import('./repository')>();
  return { ...real, listNews: vi.fn(real.listNews) };
});

/** What the watcher (or the back office) does after a change: refresh the news feed. */
const newsChanged = () => refreshFeeds([newsFeed]);

const png = new Uint8Array(readFileSync(path.join(process.cwd(), 'prisma/seed-assets/news/booking.png')));

async function call(): Promise<{ status: number; type: string | null; body: unknown }> {
  const res = await GET(new Request('http://localhost:3000/api/Data/GetNoticias'));
  return { status: res.status, type: res.headers.get('content-type'), body: await res.json() };
}

describe('GET /api/Data/GetNoticias', () => {
  beforeAll(async () => {
    await db().news.deleteMany();
    newsChanged();
  });

  it('answers another method with 405 in JSON', async () => {
    const res = await POST(new Request('http://localhost:3000/api/Data/GetNoticias', { method: 'POST' }));
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('answers an empty array when there is no news', async () => {
    const r = await call();
    expect(r.status).toBe(200);
    expect(r.type).toMatch(/^application\/json/);
    expect(r.body).toEqual([]);
  });

  it('answers every item in the contract shape, newest first, HTML sanitised, image as raw base64', async () => {
    const old = await createNews({
      title: 'Antigua',
      date: '2025-01-15',
      summary: '<p>corta</p>',
      body: '<p>larga</p>',
    });
    const withImage = await createNews({
      title: 'Con <em>imagen</em>',
      date: '2026-10-02',
      summary: '<p onclick="alert(1)">corta <script>alert(1)</script></p>',
      body: '<p>larga <a href="javascript:alert(1)">x</a></p>',
      link: 'https://www.example.com/noticia',
      image: png,
    });
    const sameDayLater = await createNews({ title: 'Mismo día, después', date: '2026-10-02', summary: 'c', body: 'l' });
    // A row written around the repository (e.g. an old import) is still sanitised on the way out.
    const raw = await db().news.create({
      data: {
        title: '<img src=x onerror=alert(1)>Cruda',
        date: '2026-03-01',
        summary: '<iframe src="https://evil.example"></iframe>ok',
        body: '<svg onload=alert(1)>',
        link: 'javascript:alert(1)',
      },
    });
    newsChanged();

    const r = await call();
    expect(r.status).toBe(200);
    const items = r.body as unknown[];
    expect(items).toHaveLength(4);
    for (const item of items) newsContractItemSchema.parse(item);
    const list = items.map((i) => newsContractItemSchema.parse(i));
    expect(list.map((i) => i.id_noticia)).toEqual([sameDayLater.id, withImage.id, raw.id, old.id]);
    expect(Object.keys(list[0]!)).toEqual([
      'id_noticia',
      'titulo',
      'fecha',
      'descripcioncorta',
      'descripcion',
      'imageurlbig',
      'link',
    ]);

    const img = list[1]!;
    expect(img).toMatchObject({
      id_noticia: withImage.id,
      titulo: 'Con <em>imagen</em>',
      fecha: '2026-10-02',
      descripcioncorta: '<p>corta </p>',
      descripcion: '<p>larga <span>x</span></p>',
      link: 'https://www.example.com/noticia',
    });
    expect(img.imageurlbig).not.toMatch(/^data:/);
    expect(new Uint8Array(Buffer.from(img.imageurlbig, 'base64'))).toEqual(png);

    expect(list[0]!.imageurlbig).toBe('');
    expect(list[0]!.link).toBe('');
    const cruda = list[2]!;
    expect(cruda.titulo).toBe('Cruda');
    expect(cruda.descripcioncorta).toBe('ok');
    expect(cruda.descripcion).toBe('');
    expect(cruda.link).toBe('');
  });
});

describe('GetNoticias is built once per change of the news, not per call', () => {
  it('two calls read the table once; a change shows in the first answer after the feed is refreshed', async () => {
    await db().news.deleteMany();
    newsChanged();
    expect((await call()).body).toEqual([]);
    const item = await createNews({ title: 'Primera', date: '2026-11-01', summary: 's', body: 'b' });
    newsChanged();
    const titles = async () => ((await call()).body as { titulo: string }[]).map((n) => n.titulo);
    const builds = vi.mocked(listNews);
    builds.mockClear();
    expect(await titles()).toEqual(['Primera']);
    expect(await titles()).toEqual(['Primera']);
    // Two calls at once share the one build too.
    await Promise.all([titles(), titles()]);
    expect(builds).toHaveBeenCalledTimes(1);

    // Changed in the table: calls keep the built answer until the feed's refresh says so (the
    // watcher, within seconds on every instance; the back office, at once).
    await db().news.update({ where: { id: item.id }, data: { title: 'Primera, corregida' } });
    expect(await titles()).toEqual(['Primera']);
    newsChanged();
    expect(await titles()).toEqual(['Primera, corregida']);
    expect(await titles()).toEqual(['Primera, corregida']);
    expect(builds).toHaveBeenCalledTimes(2);

    const second = await createNews({ title: 'Segunda', date: '2026-11-02', summary: 's', body: 'b' });
    newsChanged();
    expect(await titles()).toEqual(['Segunda', 'Primera, corregida']);
    await db().news.delete({ where: { id: second.id } });
    newsChanged();
    expect(await titles()).toEqual(['Primera, corregida']);
    expect(builds).toHaveBeenCalledTimes(4);
  });
});

describe('GetNoticias names its answer with a strong ETag', () => {
  const get = (headers: Record<string, string> = {}) =>
    GET(new Request('http://localhost:3000/api/Data/GetNoticias', { headers }));

  it('the same text gets the same tag (any instance); If-None-Match with it answers 304 without a body; a change, a new tag', async () => {
    await db().news.deleteMany();
    await createNews({ title: 'Etiquetada', date: '2026-11-03', summary: 's', body: 'b' });
    newsChanged();
    const first = await get();
    const etag = first.headers.get('etag')!;
    const text = await first.text();
    // Strong and made from the bytes: what another process would name the same text.
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    const { createHash } = await import('node:crypto');
    expect(etag).toBe(`"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"otra", ${etag}`, '*']) {
      const again = await get({ 'if-none-match': ifNoneMatch });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');
    }
    expect((await get({ 'if-none-match': '"otra"' })).status).toBe(200);

    await createNews({ title: 'Otra más', date: '2026-11-04', summary: 's', body: 'b' });
    newsChanged();
    const changed = await get({ 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(((await changed.json()) as { titulo: string }[]).map((n) => n.titulo)).toEqual(['Otra más', 'Etiquetada']);
  });
});
