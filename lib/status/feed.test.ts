// The status feed's version (what every instance's watcher compares every 2 s): it moves with each
// change staff make and with time where the pages must change by themselves (a window coming
// within the banner's 12 hours, starting, ending; a new Madrid day for the history's bars), and
// stays put otherwise, so pages are rebuilt when, and only when, they would show something else.
import { describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { statusFeed } from './feed';
import { statusVersion } from './read';
import { readStatus } from './read';
import { statusJson } from './public-formats';

vi.mock('next/cache', () => ({
  unstable_cache: (fn: unknown) => fn,
  revalidateTag: () => undefined,
  revalidatePath: () => undefined,
}));

const at = (iso: string) => new Date(iso);

describe('the status feed', () => {
  it('names /estado and its answers, and no other page: the server layer puts the banner into those', () => {
    expect(statusFeed.name).toBe('status');
    expect([...statusFeed.routes].sort()).toEqual(
      ['/en/estado', '/estado', '/estado.json', '/estado/feed.xml', '/estado/mantenimiento.ics'].sort(),
    );
  });

  it('moves with every change and with the times a window crosses, and only then', async () => {
    const t0 = at('2026-11-26T08:00:00Z');
    const v0 = await statusVersion(t0);
    expect(await statusVersion(at('2026-11-26T08:30:00Z'))).toBe(v0);

    const pms = await db().statusComponent.findFirstOrThrow({ where: { name: 'Othello PMS en la nube' } });
    await db().statusComponent.update({ where: { id: pms.id }, data: { description: 'Otra' } });
    const v1 = await statusVersion(t0);
    expect(v1).not.toBe(v0);

    const incident = await db().incident.create({
      data: {
        title: 'I',
        state: 'investigando',
        startedAt: t0,
        components: { create: [{ componentId: pms.id, impact: 'grave' }] },
      },
    });
    const v2 = await statusVersion(t0);
    expect(v2).not.toBe(v1);
    await db().incidentUpdate.create({ data: { incidentId: incident.id, state: 'investigando', text: 'x' } });
    const v3 = await statusVersion(t0);
    expect(v3).not.toBe(v2);

    // A window from 2026-11-27 02:00 to 04:00 UTC.
    await db().maintenance.create({
      data: { title: 'M', text: 't', startsAt: at('2026-11-27T02:00:00Z'), endsAt: at('2026-11-27T04:00:00Z') },
    });
    const v4 = await statusVersion(t0);
    expect(v4).not.toBe(v3);
    const far = await statusVersion(at('2026-11-26T13:59:00Z'));
    const within12h = await statusVersion(at('2026-11-26T14:01:00Z'));
    expect(within12h).not.toBe(far);
    const started = await statusVersion(at('2026-11-27T02:01:00Z'));
    expect(started).not.toBe(await statusVersion(at('2026-11-27T01:59:00Z')));
    const ended = await statusVersion(at('2026-11-27T04:01:00Z'));
    expect(ended).not.toBe(await statusVersion(at('2026-11-27T03:59:00Z')));
    // Madrid's midnight: 23:00 UTC in winter.
    expect(await statusVersion(at('2026-11-27T22:59:00Z'))).not.toBe(await statusVersion(at('2026-11-27T23:01:00Z')));
  });

  it('is what /estado.json answers, from the same snapshot', async () => {
    const { GET } = await import('@/app/(site)/estado.json/route');
    const res = await GET();
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body)).toEqual(['componentes', 'incidencias', 'mantenimientos']);
    const fresh = statusJson(await readStatus());
    expect(body.componentes).toEqual(fresh.componentes);
    expect(body.incidencias.map((i: { id: number }) => i.id)).toEqual(fresh.incidencias.map((i) => i.id));
  });
});
