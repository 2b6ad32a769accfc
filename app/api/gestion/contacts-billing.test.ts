// Staff are held to the hotel's own rule in /gestion: removing, moving away or retyping a hotel's
// last billing contact is refused (409, the reason in Spanish) and changes nothing; other contacts
// come and go freely; two removals at once (staff and staff, staff and the hotel's own billing
// contact) leave one billing contact.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { seedAccounts } from '@/lib/account/demo-seed';
import { lastBillingRefusal, removeColleague } from '@/lib/account/team';
import { db } from '@/lib/db';
import { seedStaff } from '@/lib/staff/demo-seed';
import type { TestClient } from '@/lib/testing/http-client';
import { callStaff as call, staffBrowser } from '@/lib/testing/staff-browser';
import { POST as contact } from './contactos/[id]/route';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

const browsers = {} as Record<'admin' | 'support', TestClient>;
let seq = 0;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  await seedStaff();
  await seedAccounts();
  browsers.admin = await staffBrowser('admin@millehotel.es');
  browsers.support = await staffBrowser('atencion@millehotel.es');
});

/** A hotel with these contacts (type by e-mail); answers the hotel and each contact's id. */
async function hotelWith(contacts: Record<string, 1 | 2>) {
  const n = ++seq;
  const hotel = await db().hotel.create({
    data: { name: `Hotel Regla ${n}`, legalName: `Regla ${n}, S.L.`, taxId: `R${String(n).padStart(8, '0')}` },
  });
  const ids: Record<string, number> = {};
  for (const [email, contactType] of Object.entries(contacts)) {
    const address = `${email}-${n}@regla.es`;
    const user = await db().user.create({ data: { email: address, passwordHash: '' } });
    ids[email] = (
      await db().hotelContact.create({ data: { userId: user.id, hotelId: hotel.id, contactType, name: email } })
    ).id;
  }
  return { hotel, ids };
}

async function json(res: Response) {
  return { status: res.status, ...(await res.json()) };
}

const act = (c: TestClient, id: number, form: Record<string, string>) => call(c, contact, `contactos/${id}`, { form });

describe("staff and a hotel's last billing contact", () => {
  it('refuses to remove, move away or retype the last one, with the reason; others change freely', async () => {
    const { hotel, ids } = await hotelWith({ ana: 1, marta: 1, luis: 2 });
    const other = await hotelWith({});
    const refusal = { status: 409, ok: false, error: 'last-billing-contact', message: lastBillingRefusal(hotel.name) };

    expect(await json(await act(browsers.support, ids.ana!, { accion: 'quitar' }))).toMatchObject({ ok: true });
    expect(await json(await act(browsers.support, ids.marta!, { accion: 'quitar' }))).toEqual(refusal);
    expect(
      await json(await act(browsers.support, ids.marta!, { accion: 'mover', hotel: String(other.hotel.id) })),
    ).toEqual(refusal);
    expect(await json(await act(browsers.support, ids.marta!, { tipo: '2', nombre: 'Marta' }))).toEqual(refusal);
    // Nothing changed, nothing audited by the refusals.
    expect(await db().hotelContact.findUniqueOrThrow({ where: { id: ids.marta! } })).toMatchObject({
      hotelId: hotel.id,
      contactType: 1,
      name: 'marta',
    });
    expect(await db().auditEntry.count({ where: { objectType: 'contacto', objectId: String(ids.marta) } })).toBe(0);

    // Her other details, and a type-2 contact, are no billing contact taken away.
    expect(await json(await act(browsers.support, ids.marta!, { tipo: '1', nombre: 'Marta Gil' }))).toMatchObject({
      status: 200,
      ok: true,
    });
    expect(await json(await act(browsers.support, ids.luis!, { accion: 'quitar' }))).toMatchObject({ ok: true });
    // With another billing contact named first, she may go.
    const { ids: next } = await hotelWith({ pablo: 2 });
    await db().hotelContact.update({ where: { id: next.pablo! }, data: { hotelId: hotel.id, contactType: 1 } });
    expect(
      await json(await act(browsers.support, ids.marta!, { accion: 'mover', hotel: String(other.hotel.id) })),
    ).toMatchObject({ status: 200, ok: true });
    expect(await db().hotelContact.count({ where: { hotelId: hotel.id, contactType: 1 } })).toBe(1);
  });

  it('a hotel with no billing contact yet: its other contacts are removed as before', async () => {
    const { hotel, ids } = await hotelWith({ recepcion: 2 });
    expect(await json(await act(browsers.support, ids.recepcion!, { accion: 'quitar' }))).toMatchObject({
      status: 200,
      ok: true,
    });
    expect(await db().hotelContact.count({ where: { hotelId: hotel.id } })).toBe(0);
  });

  it('two staff removals at once leave one billing contact', async () => {
    for (let round = 0; round < 4; round++) {
      const { hotel, ids } = await hotelWith({ uno: 1, dos: 1 });
      const answers = await Promise.all([
        act(browsers.admin, ids.uno!, { accion: 'quitar' }).then(json),
        act(browsers.support, ids.dos!, { accion: 'quitar' }).then(json),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)!.message).toBe(lastBillingRefusal(hotel.name));
      expect(await db().hotelContact.count({ where: { hotelId: hotel.id, contactType: 1 } })).toBe(1);
      expect(
        await db().auditEntry.count({
          where: { action: 'contact.removed', objectId: { in: [String(ids.uno), String(ids.dos)] } },
        }),
      ).toBe(1);
    }
  });

  it("staff and the hotel's own billing contact removing at once leave one", async () => {
    for (let round = 0; round < 4; round++) {
      const { hotel, ids } = await hotelWith({ uno: 1, dos: 1 });
      const uno = await db().hotelContact.findUniqueOrThrow({ where: { id: ids.uno! } });
      const results = await Promise.allSettled([
        // The hotel's billing contact «uno» removes «dos» from the Equipo tab while staff remove «uno».
        removeColleague(
          { userId: uno.userId, key: `k${uno.userId}`, secondFactor: false },
          hotel.id,
          { contacto: String(ids.dos) },
          'test',
        ),
        act(browsers.support, ids.uno!, { accion: 'quitar' }).then(json),
      ]);
      const [customer, staff] = results;
      const customerStatus = customer!.status === 'fulfilled' ? 200 : (customer!.reason as { status?: number }).status;
      const staffStatus = staff!.status === 'fulfilled' ? staff!.value.status : 500;
      // The second one either finds the hotel's last billing contact, or (the customer) no seat left.
      expect([customerStatus, staffStatus].sort()).toSatisfy(
        (s: (number | undefined)[]) => s.filter((x) => x === 200).length === 1 && (s.includes(409) || s.includes(404)),
      );
      expect(await db().hotelContact.count({ where: { hotelId: hotel.id, contactType: 1 } })).toBe(1);
    }
  });
});
