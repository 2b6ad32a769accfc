// The demo's support cases: four of Hotel Mediterráneo in different states, each with its thread
// and state history, written once however often the seed runs; what its contacts see in the tab
// (never the internal note), and the back office's queue with the new, unassigned one first.
import { describe, expect, it } from 'vitest';
import { seedAccounts } from '@/lib/account/demo-seed';
import { db } from '@/lib/db';
import { seedStaff } from '@/lib/staff/demo-seed';
import { getCase, listCases } from './cases';
import { listQueue, queueFilterFrom } from './staff/queue';
import { seedDemoCases } from './case-demo-seed';

describe('the demo support cases', () => {
  it('are four cases of Hotel Mediterráneo in different states with their threads, seeded once', async () => {
    await seedAccounts();
    await seedStaff();
    await seedDemoCases();
    await seedDemoCases();
    const cases = await db().supportCase.findMany({
      include: { messages: true, stateChanges: true, followers: true, hotel: true },
      orderBy: { id: 'asc' },
    });
    expect(cases.map((c) => [c.hotel.name, c.state])).toEqual([
      ['Hotel Mediterráneo', 'nueva'],
      ['Hotel Mediterráneo', 'en_curso'],
      ['Hotel Mediterráneo', 'esperando_cliente'],
      ['Hotel Mediterráneo', 'resuelta'],
    ]);
    const [fresh, ...worked] = cases;
    expect(fresh).toMatchObject({ handlerId: null, firstResponseAt: null, queueGroup: 0 });
    expect(fresh!.nextDueAt.getTime()).toBeGreaterThan(fresh!.createdAt.getTime());
    for (const c of worked) {
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
    expect(seen.casos.map((c) => c.estado)).toEqual(['nueva', 'en_curso', 'esperando_cliente', 'resuelta']);
    // The internal note is in the thread, for staff only.
    const noted = worked.find((c) => c.messages.some((m) => m.internal))!;
    const thread = await getCase({ userId: reception.id, key: 'k', secondFactor: false }, noted.id);
    expect(thread.mensajes.length).toBe(noted.messages.length - 1);
    expect(JSON.stringify(thread)).not.toContain('Nota para el equipo');
    // The queue: open cases, the unassigned one first; the resolved one only under "todos".
    const queue = await listQueue(queueFilterFrom(new URLSearchParams()).filter);
    expect(queue.rows.map((r) => r.state)).toEqual(['nueva', 'en_curso', 'esperando_cliente']);
    expect(queue.rows[0]!.handler).toBe('');
    expect(seen.casos.find((c) => c.estado === 'resuelta')).toMatchObject({
      valoracion: 5,
      responsable: 'Lucía Atención',
    });
  });
});
