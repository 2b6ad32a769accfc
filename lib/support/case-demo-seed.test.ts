// The demo's support cases: three of Hotel Mediterráneo in different states, each with its thread
// and state history, written once however often the seed runs; what its contacts see in the tab.
import { describe, expect, it } from 'vitest';
import { seedAccounts } from '@/lib/account/demo-seed';
import { db } from '@/lib/db';
import { seedStaff } from '@/lib/staff/demo-seed';
import { listCases } from './cases';
import { seedDemoCases } from './case-demo-seed';

describe('the demo support cases', () => {
  it('are three cases of Hotel Mediterráneo in different states with their threads, seeded once', async () => {
    await seedAccounts();
    await seedStaff();
    await seedDemoCases();
    await seedDemoCases();
    const cases = await db().supportCase.findMany({
      include: { messages: true, stateChanges: true, followers: true, hotel: true },
      orderBy: { id: 'asc' },
    });
    expect(cases.map((c) => [c.hotel.name, c.state])).toEqual([
      ['Hotel Mediterráneo', 'en_curso'],
      ['Hotel Mediterráneo', 'esperando_cliente'],
      ['Hotel Mediterráneo', 'resuelta'],
    ]);
    for (const c of cases) {
      expect(c.messages.length).toBeGreaterThan(0);
      expect(c.stateChanges.at(-1)?.to).toBe(c.state);
      expect(c.firstResponseAt).not.toBeNull();
      expect(c.followers.length).toBeGreaterThan(0);
      expect(c.updatedAt.getTime()).toBe(
        Math.max(...c.messages.map((m) => m.createdAt.getTime()), ...c.stateChanges.map((h) => h.at.getTime())),
      );
    }
    const reception = await db().user.findUniqueOrThrow({ where: { email: 'recepcion@hotelmediterraneo.es' } });
    const seen = await listCases({ userId: reception.id, key: 'k', secondFactor: false }, new URLSearchParams());
    expect(seen.casos.map((c) => c.estado)).toEqual(['en_curso', 'esperando_cliente', 'resuelta']);
    expect(seen.casos.find((c) => c.estado === 'resuelta')).toMatchObject({
      valoracion: 5,
      responsable: 'Lucía Atención',
    });
  });
});
