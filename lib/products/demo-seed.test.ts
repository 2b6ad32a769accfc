// The demo catalogue: every module with two or three published versions with notes, adapted ones
// with their declaration's data, the demo hotels' modules with Mediterráneo's Othello a version
// behind; seeding again adds nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { demoHotels, seedAccounts } from '@/lib/account/demo-seed';
import { db } from '@/lib/db';
import { hotelModules } from './catalogue';
import { seedProducts } from './demo-seed';
import { versionNumberProblem } from './fields';

beforeAll(async () => {
  await seedAccounts();
  await seedProducts();
});

describe('demo catalogue', () => {
  it('gives every module two or three published versions with notes, some adapted to Veri*Factu', async () => {
    const products = await db().product.findMany({ include: { versions: true } });
    for (const p of products) {
      expect(p.versions.length).toBeGreaterThanOrEqual(2);
      expect(p.versions.length).toBeLessThanOrEqual(3);
      for (const v of p.versions) {
        expect(v.state).toBe('publicada');
        expect(v.notes).toMatch(/^<p>/);
        // Numbers the back office's form would take (lib/products/fields.ts).
        expect(versionNumberProblem(v.number), v.number).toBeNull();
        if (v.verifactu) expect([v.declProducer, v.declPlace, v.declRegulation].every(Boolean)).toBe(true);
      }
    }
    expect(products.flatMap((p) => p.versions).filter((v) => v.verifactu).length).toBeGreaterThan(0);
  });

  it('gives the demo hotels modules, Mediterráneo one a version behind; a second run adds nothing', async () => {
    const hotel = await db().hotel.findFirstOrThrow({ where: { taxId: demoHotels.mediterraneo.taxId } });
    const modules = await hotelModules(hotel.id);
    expect(modules.map((m) => m.productSlug)).toEqual(['othello', 'terminal-punto-de-venta', 'motor-onetbooking']);
    expect(modules.filter((m) => m.updateAvailable).map((m) => m.productSlug)).toEqual(['othello']);
    const counts = async () => [
      await db().productVersion.count(),
      await db().hotelProduct.count(),
      await db().versionFile.count(),
      await db().storedFile.count(),
    ];
    const before = await counts();
    await seedProducts();
    expect(await counts()).toEqual(before);
  });
});
