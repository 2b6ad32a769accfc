// Every read of the catalogue goes along an index (lib/testing/query-plans.ts), on SQLite and
// (TEST_POSTGRES_SERVER) PostgreSQL, with hotels, contacts and modules at a few hundred rows: the
// published versions (/novedades, its RSS, the declarations), the feed's version query, a hotel's
// modules (the customer's tab), a download's check, the release mail's recipients.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { checkQueryPlans } from '@/lib/testing/query-plans';
import { versionFileForSession } from './account';
import { adaptedVersions, hotelModules, publishedStamp, publishedVersions, publishedVersionsPage } from './catalogue';
import { PRODUCT_SLUGS } from './fields';
import { releaseMailRecipients } from './release-mail';
import { hotelModulesForStaff, importHotelModules } from './staff/modules';
import { productCatalogue, productVersions } from './staff/versions';
import { solutions } from '@/lib/content/solutions';

const BIG = ['Hotel', 'HotelContact', 'User', 'HotelProduct', 'ProductVersion', 'VersionFile', 'StoredFile'];
let hotel = 0;
let userId = 0;
let versionFile = 0;

beforeAll(async () => {
  const products = await db().product.findMany({ orderBy: { position: 'asc' }, select: { id: true } });
  for (const p of products)
    for (let v = 0; v < 6; v++)
      await db().productVersion.create({
        data: {
          productId: p.id,
          number: `1.${v}`,
          releasedOn: new Date(Date.UTC(2026, v, 1)),
          state: v === 5 ? 'borrador' : 'publicada',
          verifactu: v === 3,
        },
      });
  const versions = await db().productVersion.findMany({
    where: { state: 'publicada' },
    select: { id: true, productId: true },
  });
  for (let i = 0; i < 120; i++) {
    const h = await db().hotel.create({ data: { name: `Hotel ${i}`, legalName: `H ${i}`, taxId: `B${20000000 + i}` } });
    const u = await db().user.create({ data: { email: `c${i}@example.es`, passwordHash: 'x' } });
    await db().hotelContact.create({ data: { userId: u.id, hotelId: h.id, contactType: 1 + (i % 2), name: 'C' } });
    for (const p of products.slice(0, 1 + (i % 4))) {
      const v = versions.filter((x) => x.productId === p.id);
      await db().hotelProduct.create({
        data: { hotelId: h.id, productId: p.id, licensedVersionId: v.at(-1)!.id, installedVersionId: v[0]!.id },
      });
    }
    if (i === 0) {
      hotel = h.id;
      userId = u.id;
    }
  }
  const file = await db().storedFile.create({
    data: { name: 'n.txt', chunkBytes: 1024, purpose: 't', completedAt: new Date(), attachedAt: new Date() },
  });
  const latest = versions.filter((x) => x.productId === products[0]!.id).at(-1)!;
  versionFile = (await db().versionFile.create({ data: { versionId: latest.id, fileId: file.id, kind: 'notes' } })).id;
});

async function problemsOf(run: () => Promise<unknown>) {
  const { verdict } = await checkQueryPlans(run, { bigTables: BIG });
  expect(verdict.plans.length).toBeGreaterThan(0);
  return verdict.problems;
}

describe('catalogue reads', () => {
  it('the modules the migration made are the site’s product pages', async () => {
    const slugs = (await db().product.findMany({ orderBy: { position: 'asc' }, select: { slug: true } })).map(
      (p) => p.slug,
    );
    expect(slugs).toEqual([...PRODUCT_SLUGS]);
    const pages = new Set(solutions.map((s) => s.path));
    for (const slug of slugs) expect(pages.has(`/soluciones/${slug}`)).toBe(true);
  });

  it('published and adapted versions, the feed’s version', async () => {
    expect(await problemsOf(() => publishedVersions())).toEqual([]);
    expect(await problemsOf(() => publishedVersionsPage(3))).toEqual([]);
    expect(await problemsOf(() => adaptedVersions())).toEqual([]);
    expect(await problemsOf(() => publishedStamp())).toEqual([]);
  });

  it('a hotel’s modules and a download’s check', async () => {
    expect(await problemsOf(() => hotelModules(hotel))).toEqual([]);
    const session = { userId, key: 'k', secondFactor: false };
    expect(await problemsOf(() => versionFileForSession(session as never, versionFile))).toEqual([]);
  });

  it('the release mail’s recipients', async () => {
    const product = (await db().product.findFirstOrThrow({ where: { slug: 'othello' } })).id;
    const { result, verdict } = await checkQueryPlans(() => releaseMailRecipients(db(), product), { bigTables: BIG });
    expect(verdict.problems).toEqual([]);
    // Every hotel has Othello; each has one contact, of either type: all 120 are told (their choices apply at the queue).
    expect((result as string[]).length).toBe(120);
  });

  it('the back office: the catalogue, a product’s versions, a hotel’s modules, the CSV’s checks', async () => {
    const product = (await db().product.findFirstOrThrow({ where: { slug: 'othello' } })).id;
    expect(await problemsOf(() => productCatalogue())).toEqual([]);
    expect(await problemsOf(() => productVersions(product))).toEqual([]);
    expect(await problemsOf(() => hotelModulesForStaff(hotel))).toEqual([]);
    const csv = `hotel;producto;version_licenciada;version_instalada;fin_licencia\n${hotel};othello;1.4;1.0;\n`;
    const staff = { staffId: 1, email: 's@x.es', name: 'S', role: 'admin' as const, key: 'k' };
    expect(await problemsOf(() => importHotelModules(staff, new TextEncoder().encode(csv), false, ''))).toEqual([]);
  });
});
