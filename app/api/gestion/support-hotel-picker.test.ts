// GET /api/gestion/soporte/hoteles, the hotel picker of the support queue (/gestion/soporte, action
// cases.work) and of the remote-access pages (remote.access): every role against it, and a role
// with only one of the two actions still gets the picker of its page.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { searchNameOf } from '@/lib/account/search-name';
import { db } from '@/lib/db';
import { seedStaff } from '@/lib/staff/demo-seed';
import { STAFF_ROLES, type StaffAction, type StaffRole } from '@/lib/staff/roles';
import { TestClient } from '@/lib/testing/http-client';
import { callStaff, staffBrowser } from '@/lib/testing/staff-browser';
import { GET as hotelChoices } from './soporte/hoteles/route';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

// An action taken away from one role for a test: a role made of the queue without remote access
// (or the reverse), which the roles' table may hold one day.
const withheld = vi.hoisted(() => ({ role: '', action: '' }));
vi.mock('@/lib/staff/roles', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/staff/roles')>();
  const can = (role: string, action: StaffAction) =>
    !(role === withheld.role && action === withheld.action) && actual.can(role, action);
  return {
    ...actual,
    can,
    canAny: (role: string, actions: readonly StaffAction[]) => actions.some((a) => can(role, a)),
  };
});

const STAFF: Record<StaffRole, string> = {
  admin: 'admin@millehotel.es',
  editor: 'redaccion@millehotel.es',
  support: 'atencion@millehotel.es',
  technician: 'soporte@millehotel.es',
};
const browsers = {} as Record<StaffRole, TestClient>;
let hotelId = 0;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  await seedStaff();
  const name = 'Hotel Selector Soporte';
  hotelId = (
    await db().hotel.create({ data: { name, searchName: searchNameOf(name), legalName: name, taxId: 'B55667788' } })
  ).id;
  for (const role of STAFF_ROLES) browsers[role] = await staffBrowser(STAFF[role]);
});

const pick = (c: TestClient) => callStaff(c, hotelChoices, 'soporte/hoteles?q=hotel%20selector');

async function ids(res: Response): Promise<number[]> {
  return ((await res.json()) as { hotels: { id: number }[] }).hotels.map((h) => h.id);
}

describe('the support hotel picker', () => {
  it('answers every role that works the queue or remote access, and no one else', async () => {
    const answers: [string, number][] = [];
    for (const role of STAFF_ROLES) answers.push([role, (await pick(browsers[role])).status]);
    answers.push(['nobody', (await pick(new TestClient('192.0.2.171'))).status]);
    expect(answers).toEqual([
      ['admin', 200],
      ['editor', 403],
      ['support', 200],
      ['technician', 200],
      ['nobody', 401],
    ]);
    expect(await ids(await pick(browsers.technician))).toEqual([hotelId]);
  });

  it("a role with the queue but no remote access gets the queue's picker, and the reverse", async () => {
    try {
      Object.assign(withheld, { role: 'technician', action: 'remote.access' });
      const queueOnly = await pick(browsers.technician);
      expect(queueOnly.status).toBe(200);
      expect(await ids(queueOnly)).toEqual([hotelId]);
      Object.assign(withheld, { role: 'technician', action: 'cases.work' });
      expect((await pick(browsers.technician)).status).toBe(200);
    } finally {
      Object.assign(withheld, { role: '', action: '' });
    }
  });
});
