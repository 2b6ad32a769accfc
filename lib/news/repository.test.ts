// The public news fingerprint (the watch that revalidates the public pages compares it).
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { publicNewsVersion } from './repository';

const item = (title: string, publishAt: Date | null) =>
  db().news.create({
    data: { title, date: '2026-11-20', summary: 'Resumen', body: '<p>Texto</p>', status: 'published', publishAt },
  });

describe('publicNewsVersion', () => {
  it('moves when one item goes and a scheduled one appears in the same interval', async () => {
    const t = new Date('2026-11-25T10:00:00Z');
    // Scheduled first (a lower id, an older change), then two visible ones.
    await item('Programada', new Date(t.getTime() + 60_000));
    const removed = await item('Retirada luego', null);
    await item('Se queda', null);
    const before = await publicNewsVersion(t);
    await db().news.delete({ where: { id: removed.id } });
    // Two minutes on: as many items, the same last id and last change, yet another set.
    expect(await publicNewsVersion(new Date(t.getTime() + 120_000))).not.toBe(before);
  });

  it('stays the same while nothing visible changes', async () => {
    const now = new Date();
    expect(await publicNewsVersion(now)).toBe(await publicNewsVersion(now));
  });
});
