// The back office's CSV exports at a vendor's size, through their routes as a browser downloads
// them: every entry of a 200,000-entry audit trail, streamed with bounded memory (a file built
// whole before it is sent holds megabytes and fails); the enquiries in keyset order across
// batches with equal times, the page's filters applied; ten exports of a kind asked at once all
// complete (at most EXPORTS_AT_ONCE stream, the rest wait their turn), 429 in the back office's
// shape past the queue, and the slot back when a download ends or is cancelled.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { isPostgresUrl } from '@/lib/db/url';
import { env } from '@/lib/env';
import { EXPORT_BATCH } from '@/lib/db/batches';
import { EXPORTS_AT_ONCE, EXPORTS_WAITING, exportsRunning, exportsWaiting } from '@/lib/http/exports';
import { seedStaff } from '@/lib/staff/demo-seed';
import type { TestClient } from '@/lib/testing/http-client';
import { MB, retainedBytes } from '@/lib/testing/memory';
import { callStaff, staffBrowser } from '@/lib/testing/staff-browser';
import { GET as enquiriesCsv } from './consultas/route';
import { GET as auditCsv } from './registro/route';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

const ENTRIES = 200_000;
const ENQUIRIES = 2 * EXPORT_BATCH + 500;
/** Entries that share one time: a batch can end inside a run of them (the keyset's tie on id). */
const SAME_TIME = 7;
const START = Date.UTC(2016, 0, 1);

let admin: TestClient;

/**
 * Entry `i` (0…ENTRIES-1) of a trail of ten years' kind, every seventh entry a minute older, its
 * objectId `i` so that the file's order can be checked; made by the database in one statement
 * (a recursive count), which takes a second where 200,000 inserts through the client take minutes.
 */
async function seedAudit(): Promise<void> {
  const seconds = `${START / 1000} + (i / ${SAME_TIME}) * 60`;
  // As each client writes a DateTime: SQLite as text with its offset, PostgreSQL as a timestamp.
  const at = isPostgresUrl(env().DATABASE_URL)
    ? `to_timestamp(${seconds}) AT TIME ZONE 'UTC'`
    : `strftime('%Y-%m-%dT%H:%M:%f', ${seconds}, 'unixepoch') || '+00:00'`;
  await db().$executeRawUnsafe(`
    WITH RECURSIVE seq(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM seq WHERE i < ${ENTRIES - 1})
    INSERT INTO "AuditEntry" ("at", "actorId", "actorEmail", "action", "objectType", "objectId", "changes", "client")
    SELECT ${at}, 100 + i % 3, 'persona' || (i % 3) || '@millehotel.es',
      CASE WHEN i % 10 = 0 THEN 'invoice.updated' ELSE 'hotel.updated' END,
      CASE WHEN i % 10 = 0 THEN 'factura' ELSE 'hotel' END,
      CAST(i AS TEXT),
      '{"nombre":["Hotel Playa ' || i || '","Hotel Playa ' || i || ' y Spa"],"ciudad":["Cádiz","Málaga"]}',
      '192.0.2.10'
    FROM seq ORDER BY seq.i`);
}

async function seedEnquiries(): Promise<void> {
  const kinds = ['contact', 'training', 'support', 'callback'];
  await db().enquiry.createMany({
    data: Array.from({ length: ENQUIRIES }, (_, i) => ({
      kind: kinds[i % 4]!,
      fields: JSON.stringify({
        nombre: `Ana ${i}`,
        apellidos: 'Prieto',
        email: `ana${i}@example.es`,
        consulta: 'Demo',
      }),
      email: `ana${i}@example.es`,
      clientHash: 'h',
      createdAt: new Date(START + Math.floor(i / 10) * 1000),
    })),
  });
}

/**
 * Reads a CSV download as a browser does, a chunk at a time, handing each record (its cells) to
 * `record` and calling `sample` every megabyte or so; the file must end with a whole record.
 */
async function readCsv(res: Response, record: (cells: string[]) => void, sample = () => {}): Promise<void> {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  const reader = res.body!.getReader();
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  let tail = '';
  let bytes = 0;
  let first = true;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    tail += decoder.decode(next.value, { stream: true });
    if (first) {
      // The byte-order mark that makes Excel read UTF-8, then the header.
      expect(tail.startsWith('\uFEFF"')).toBe(true);
      tail = tail.slice(1);
      first = false;
    }
    const lines = tail.split('\r\n');
    tail = lines.pop()!;
    for (const line of lines) record(line.slice(1, -1).split('";"'));
    bytes += next.value.byteLength;
    if (bytes > MB) {
      sample();
      bytes = 0;
    }
  }
  expect(tail).toBe('');
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  await seedStaff();
  admin = await staffBrowser('admin@millehotel.es');
  await seedAudit();
  await seedEnquiries();
}, 240_000);

afterEach(() => {
  // Whatever a test did, no download of it still holds a slot.
  expect(exportsRunning()).toBe(0);
});

describe('the audit trail export at a vendor size', () => {
  it('sends every one of 200,000 entries, newest first, holding a bounded amount of memory', async () => {
    // Warm up (Prisma's query compiler, the CSV writer) on a small selection, then measure.
    await readCsv(await callStaff(admin, auditCsv, 'registro?desde=2016-01-01&hasta=2016-01-01'), () => {});
    const before = retainedBytes();
    let most = 0;
    const sample = () => {
      most = Math.max(most, retainedBytes() - before);
    };
    let header: string[] = [];
    let records = 0;
    let last: [string, number] | null = null;
    let ordered = true;
    const total = await db().auditEntry.count(); // the seeded ones and the admin's sign-in
    expect(total).toBeGreaterThan(ENTRIES);
    const res = await callStaff(admin, auditCsv, 'registro');
    sample();
    await readCsv(
      res,
      (cells) => {
        if (header.length === 0) {
          header = cells;
          return;
        }
        records++;
        // at descending, then objectId (inserted in id order) descending: each entry once.
        // The date is Madrid's dd/mm/aaaa hh:mm: turned round (aaaa-mm-dd hh:mm) to compare.
        const [, d, m, y, time] = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}:\d{2})$/.exec(cells[0]!) ?? [];
        const key: [string, number] = [`${y}-${m}-${d} ${time}`, Number(cells[4])];
        if (last && !(key[0] < last[0] || (key[0] === last[0] && key[1] < last[1]))) ordered = false;
        last = key;
      },
      sample,
    );
    expect(header).toEqual(['fecha', 'persona', 'acción', 'objeto', 'id', 'nombre', 'cambios', 'dirección']);
    expect(records).toBe(total);
    expect(ordered).toBe(true);
    expect(last).toEqual(['2016-01-01 01:00', 0]); // START in Madrid
    // The file is ~34 MB; streamed, ~2 MB is held at most. A file of 7 MB held whole fails.
    expect(most).toBeLessThan(6 * MB);
  }, 120_000);

  it("applies the page's filters: the action, the person, the dates", async () => {
    let count = 0;
    const query = 'registro?accion=invoice.updated&persona=100&desde=2016-01-02&hasta=2016-01-03';
    await readCsv(await callStaff(admin, auditCsv, query), (cells) => {
      if (count++ > 0) expect(cells.slice(1, 4)).toEqual(['persona0@millehotel.es', 'Factura corregida', 'Factura']);
    });
    const day = (d: string) => new Date(`${d}T00:00:00Z`);
    const where = { action: 'invoice.updated', actorId: 100, at: { gte: day('2016-01-02'), lt: day('2016-01-04') } };
    expect(count - 1).toBe(await db().auditEntry.count({ where }));
    expect(count - 1).toBeGreaterThan(0);
  }, 60_000);
});

describe('the enquiries export', () => {
  it('sends every enquiry the filters select, across batches of equal times, newest first', async () => {
    const read = async (query: string) => {
      const ids: number[] = [];
      await readCsv(await callStaff(admin, enquiriesCsv, `consultas${query}`), (cells) => {
        if (cells[0] !== 'id') ids.push(Number(cells[0]));
      });
      return ids;
    };
    const all = await read('');
    expect(all).toHaveLength(ENQUIRIES);
    // Inserted in time order, so newest first is id descending, each once.
    expect(all).toEqual([...all].sort((a, b) => b - a));
    expect(new Set(all).size).toBe(ENQUIRIES);
    const training = await read('?tipo=training');
    expect(training).toHaveLength(await db().enquiry.count({ where: { kind: 'training' } }));
  }, 60_000);
});

describe('exports at once', () => {
  // A day of one person's entries (~3,400): quick to read to the end.
  const open = () => callStaff(admin, auditCsv, 'registro?persona=100&desde=2016-01-02&hasta=2016-01-02');

  it('completes ten exports of each kind asked at once, whole, never more than EXPORTS_AT_ONCE streaming', async () => {
    const lines = await Promise.all(
      Array.from({ length: 10 }, async () => {
        let rows = 0;
        await readCsv(await open(), () => rows++);
        expect(exportsRunning()).toBeLessThanOrEqual(EXPORTS_AT_ONCE);
        return rows;
      }),
    );
    expect(new Set(lines).size).toBe(1);
    expect(lines[0]).toBeGreaterThan(1000);
    const enquiries = await Promise.all(
      Array.from({ length: 10 }, async () => {
        let rows = 0;
        await readCsv(await callStaff(admin, enquiriesCsv, 'consultas'), () => rows++);
        return rows;
      }),
    );
    expect(new Set(enquiries).size).toBe(1);
    expect(enquiries[0]).toBeGreaterThanOrEqual(ENQUIRIES);
    expect(exportsRunning()).toBe(0);
  }, 60_000);

  it(`answers the ${EXPORTS_AT_ONCE + EXPORTS_WAITING + 1}th export at once with 429 in the back office's shape, enquiries included, until one ends`, async () => {
    const running = await Promise.all(Array.from({ length: EXPORTS_AT_ONCE }, open));
    running.forEach((res) => expect(res.status).toBe(200));
    const waiting = Array.from({ length: EXPORTS_WAITING }, open);
    await vi.waitFor(() => expect(exportsWaiting()).toBe(EXPORTS_WAITING));
    const refused = await open();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      ok: false,
      error: 'too-many-requests',
      message: `Ya hay ${EXPORTS_AT_ONCE + EXPORTS_WAITING} exportaciones en curso o en espera en el servidor. Espera a que termine alguna y vuelve a intentarlo.`,
    });
    const audited = await db().auditEntry.count({ where: { action: 'enquiry.exported' } });
    expect((await callStaff(admin, enquiriesCsv, 'consultas')).status).toBe(429);
    // A refused export is not one that happened.
    expect(await db().auditEntry.count({ where: { action: 'enquiry.exported' } })).toBe(audited);
    // One read to its end gives its slot to the oldest waiter, and a place in the queue is free.
    await readCsv(running.pop()!, () => {});
    await vi.waitFor(() => expect(exportsWaiting()).toBe(EXPORTS_WAITING - 1));
    const next = open();
    await vi.waitFor(() => expect(exportsWaiting()).toBe(EXPORTS_WAITING));
    for (const res of running) await res.body!.cancel();
    for (const res of [...waiting, next]) await (await res).body!.cancel();
    expect(exportsRunning()).toBe(0);
  });

  it('gives the slot back when the download is cancelled or the client goes away', async () => {
    const running = await Promise.all(Array.from({ length: EXPORTS_AT_ONCE }, open));
    expect(exportsRunning()).toBe(EXPORTS_AT_ONCE);
    // The browser cancels the download after its first part.
    const reader = running[0]!.body!.getReader();
    expect((await reader.read()).done).toBe(false);
    await reader.cancel();
    expect(exportsRunning()).toBe(EXPORTS_AT_ONCE - 1);
    // A client that goes before anything was read: the request is aborted.
    const gone = new AbortController();
    const leaving = await callStaff(admin, auditCsv, 'registro', { signal: gone.signal });
    expect(leaving.status).toBe(200);
    expect(exportsRunning()).toBe(EXPORTS_AT_ONCE);
    gone.abort();
    expect(exportsRunning()).toBe(EXPORTS_AT_ONCE - 1);
    const again = await open();
    expect(again.status).toBe(200);
    for (const res of [again, running[1]!, running[2]!]) await res.body!.cancel();
  });
});
