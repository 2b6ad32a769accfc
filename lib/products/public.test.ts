// The public side of releases: /novedades' RSS lists every published version newest first (a
// withdrawn or draft one never), the page announces it (<link rel="alternate">), and each published
// adapted version's declaration is a PDF at its own address, the same bytes for the same data,
// 404 for any other version.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import ReleasesListPage from '@/app/(site)/novedades/pagina/[n]/page';
import { GET as rss } from '@/app/(site)/novedades/rss.xml/route';
import { ReleasesPage } from '@/components/pages/releases-page';
import { GET as declaration } from '@/app/(site)/soluciones/verifactu/declaracion/[id]/route';
import { seedAccounts } from '@/lib/account/demo-seed';
import { db } from '@/lib/db';
import { pageMetadata } from '@/lib/seo/metadata';
import { RELEASES_PAGE_SIZE, RSS_ITEMS } from './catalogue';
import { seedProducts } from './demo-seed';
import { publicReleasesPage, releasesPages } from './public';

vi.mock('next/cache', () => ({
  revalidateTag: () => undefined,
  revalidatePath: () => undefined,
  unstable_cache: (fn: unknown) => fn,
}));

const sha256 = (bytes: ArrayBuffer) => createHash('sha256').update(Buffer.from(bytes)).digest('hex');
const get = (id: number) =>
  declaration(new Request(`http://localhost:3000/soluciones/verifactu/declaracion/${id}`), {
    params: Promise.resolve({ id: String(id) }),
  });

beforeAll(async () => {
  await seedAccounts();
  await seedProducts();
});

describe('/novedades', () => {
  it('announces its RSS, which lists the published versions newest first, not drafts nor withdrawn ones', async () => {
    expect(pageMetadata('/novedades').alternates?.types).toEqual({
      'application/rss+xml': [{ url: '/novedades/rss.xml', title: 'Novedades de versión' }],
    });
    const othello = await db().product.findUniqueOrThrow({ where: { slug: 'othello' } });
    await db().productVersion.create({
      data: {
        productId: othello.id,
        number: '2027.1',
        releasedOn: new Date('2027-01-15T00:00:00Z'),
        notes: '<p>Borrador</p>',
      },
    });
    await db().productVersion.update({
      where: { productId_number: { productId: othello.id, number: '2026.1' } },
      data: { state: 'retirada' },
    });
    const res = await rss();
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const body = await res.text();
    const titles = [...body.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);
    expect(titles[1]).toBe('Channel manager 6.1');
    expect(titles).toContain('Othello 2026.3');
    expect(titles).not.toContain('Othello 2027.1');
    expect(titles).not.toContain('Othello 2026.1');
    expect(body).toContain('&lt;li&gt;Check-in con firma del huésped en tablet.&lt;/li&gt;');
  });
});

describe('/novedades in pages', () => {
  it('shows RELEASES_PAGE_SIZE versions a page, newest first, each once; the RSS carries the newest RSS_ITEMS, linked to their page', async () => {
    // Three years of a module's releases on top of the demo's: more than two pages.
    const tpv = await db().product.findUniqueOrThrow({ where: { slug: 'terminal-punto-de-venta' } });
    await db().productVersion.createMany({
      data: Array.from({ length: 2 * RELEASES_PAGE_SIZE + RSS_ITEMS }, (_, i) => ({
        productId: tpv.id,
        number: `3.${i}`,
        releasedOn: new Date(Date.UTC(2023, 0, 1 + i * 7)),
        notes: `<p>Versión 3.${i}</p>`,
        state: 'publicada',
      })),
    });
    const total = await db().productVersion.count({ where: { state: 'publicada' } });
    const paginas = Math.ceil(total / RELEASES_PAGE_SIZE);
    expect(paginas).toBeGreaterThanOrEqual(4);

    const seen: number[] = [];
    for (let pagina = 1; pagina <= paginas; pagina++) {
      const page = await publicReleasesPage(pagina);
      expect(page.total).toBe(total);
      expect(page.versions.length).toBe(Math.min(RELEASES_PAGE_SIZE, total - (pagina - 1) * RELEASES_PAGE_SIZE));
      seen.push(...page.versions.map((v) => v.id));
    }
    const newestFirst = await db().productVersion.findMany({
      where: { state: 'publicada' },
      orderBy: [{ releasedOn: 'desc' }, { id: 'desc' }],
      select: { id: true },
    });
    expect(seen).toEqual(newestFirst.map((v) => v.id));

    // The pages' addresses: /novedades, then /novedades/pagina/2…; a page past the last is not found.
    expect([1, 2, 3].map((n) => releasesPages.href(n, 'es'))).toEqual([
      '/novedades',
      '/novedades/pagina/2',
      '/novedades/pagina/3',
    ]);
    expect(releasesPages.href(2, 'en')).toBe('/en/novedades/pagina/2');
    expect(['2', '17'].map(releasesPages.fromSegment)).toEqual([2, 17]);
    expect(['1', '0', '02', 'dos', '-2'].map(releasesPages.fromSegment)).toEqual([null, null, null, null, null]);
    await expect(ReleasesPage({ locale: 'es', pagina: paginas + 1 })).rejects.toMatchObject({
      digest: expect.stringContaining('404'),
    });
    await expect(ReleasesListPage({ params: Promise.resolve({ n: '02' }) })).rejects.toMatchObject({
      digest: expect.stringContaining('404'),
    });

    const body = await (await rss()).text();
    const links = [...body.matchAll(/<item>[\s\S]*?<link>([^<]*)<\/link>/g)].map((m) => m[1]!);
    expect(links.length).toBe(RSS_ITEMS);
    expect(links[0]).toMatch(/\/novedades#/);
    expect(links[RELEASES_PAGE_SIZE]).toMatch(/\/novedades\/pagina\/2#/);
  });
});

describe('declarations per version', () => {
  it('serves a published adapted version’s PDF, the same bytes twice; 404 for a version not adapted or withdrawn', async () => {
    const adapted = await db().productVersion.findFirstOrThrow({ where: { number: '2026.2', verifactu: true } });
    const first = await get(adapted.id);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-disposition')).toContain('declaracion-responsable-verifactu-ot-2026.2.pdf');
    const bytes = await first.arrayBuffer();
    expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe('%PDF-');
    expect(sha256(await (await get(adapted.id)).arrayBuffer())).toBe(sha256(bytes));
    const plain = await db().productVersion.findFirstOrThrow({ where: { verifactu: false, state: 'publicada' } });
    expect((await get(plain.id)).status).toBe(404);
    await db().productVersion.update({ where: { id: adapted.id }, data: { state: 'retirada' } });
    expect((await get(adapted.id)).status).toBe(404);
  });
});
