// The public side of releases: /novedades' RSS lists every published version newest first (a
// withdrawn or draft one never), the page announces it (<link rel="alternate">), and each published
// adapted version's declaration is a PDF at its own address, the same bytes for the same data,
// 404 for any other version.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as rss } from '@/app/(site)/novedades/rss.xml/route';
import { GET as declaration } from '@/app/(site)/soluciones/verifactu/declaracion/[id]/route';
import { seedAccounts } from '@/lib/account/demo-seed';
import { db } from '@/lib/db';
import { pageMetadata } from '@/lib/seo/metadata';
import { seedProducts } from './demo-seed';

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
