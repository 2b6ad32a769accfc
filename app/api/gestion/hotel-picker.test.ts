// GET /api/gestion/hoteles/buscar: the hotel picker's choices, for roles that manage invoices, and
// so for every role that manages customers (their invitation and contact forms use the picker).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { searchNameOf } from '@/lib/account/search-name';
import { db } from '@/lib/db';
import { DEMO_STAFF, seedStaff } from '@/lib/staff/demo-seed';
import { can } from '@/lib/staff/roles';
import { TestClient } from '@/lib/testing/http-client';
import { callStaff, staffBrowser } from '@/lib/testing/staff-browser';
import { GET as findHotels } from './hoteles/buscar/route';

let support: TestClient;
let editor: TestClient;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  await seedStaff();
  for (let i = 0; i < 25; i++) {
    const name = `Hotel Álamo ${String(i).padStart(2, '0')}`;
    await db().hotel.create({
      data: {
        name,
        searchName: searchNameOf(name),
        legalName: name,
        taxId: `B2000000${String(i).padStart(2, '0')}`.slice(0, 9),
      },
    });
  }
  support = await staffBrowser('atencion@millehotel.es');
  editor = await staffBrowser('redaccion@millehotel.es');
});

describe('the hotel picker', () => {
  it('answers the first 20 hotels whose name starts with what was typed, whatever its case or accents', async () => {
    const res = await callStaff(support, findHotels, 'hoteles/buscar?q=HOTEL%20ALAM');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ok: boolean; hotels: { id: number; name: string; taxId: string }[] };
    expect(body.ok).toBe(true);
    expect(body.hotels).toHaveLength(20);
    expect(body.hotels[0]).toMatchObject({ name: 'Hotel Álamo 00' });
    expect(Object.keys(body.hotels[0]!).sort()).toEqual(['id', 'name', 'taxId']);
  });

  it('reads a name with a number in it as a name, and the start of a NIF/CIF as one', async () => {
    const byName = (await (await callStaff(support, findHotels, 'hoteles/buscar?q=Hotel%20Alamo%201')).json()) as {
      hotels: { name: string }[];
    };
    expect(byName.hotels.map((h) => h.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Hotel Álamo 1${i}`));
    const byTaxId = (await (await callStaff(support, findHotels, 'hoteles/buscar?q=b2000000')).json()) as {
      hotels: { taxId: string }[];
    };
    expect(byTaxId.hotels.length).toBeGreaterThan(0);
    expect(byTaxId.hotels.every((h) => h.taxId.startsWith('B2000000'))).toBe(true);
  });

  it('refuses a role that does not manage invoices, and a caller without a session', async () => {
    expect((await callStaff(editor, findHotels, 'hoteles/buscar?q=hotel')).status).toBe(403);
    expect((await callStaff(new TestClient(), findHotels, 'hoteles/buscar?q=hotel')).status).toBe(401);
  });

  it.each(DEMO_STAFF.filter((m) => can(m.role, 'customers.manage')))(
    'answers $role, whose customer pages choose hotels with it',
    async ({ email }) => {
      expect((await callStaff(await staffBrowser(email), findHotels, 'hoteles/buscar?q=hotel')).status).toBe(200);
    },
  );
});
