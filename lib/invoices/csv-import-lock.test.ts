// The staged import on SQLite beside another connection (the staff command imports while the
// server runs): no commit from elsewhere lands between the transaction's checks and its INSERT
// (what they checked would no longer hold); the other connection waits for the lock instead.
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { isPostgresUrl, sqliteFile } from '@/lib/db/url';
import { env } from '@/lib/env';
import type { Prisma } from '@/lib/generated/prisma/client';
import { importInvoiceCsv } from './csv-import';

afterEach(() => vi.restoreAllMocks());

describe.skipIf(isPostgresUrl(env().DATABASE_URL))('the staged invoice import on SQLite', () => {
  it('holds the write lock through its checks: a commit elsewhere waits, and the import is stored', async () => {
    const hotel = await db().hotel.create({
      data: { name: 'Hotel Vecino', legalName: 'Vecino, S.L.', taxId: 'B20020054' },
    });
    const other = new Database(sqliteFile(env().DATABASE_URL), { timeout: 0 });
    const elsewhere: string[] = [];
    // Another process's write, tried after each of the import transaction's reads.
    const commitElsewhere = () => {
      try {
        other.prepare('UPDATE "Hotel" SET "city" = ? WHERE "id" = ?').run('Murcia', hotel.id);
        elsewhere.push('committed');
      } catch (error) {
        elsewhere.push((error as Error).message);
      }
    };
    const client = db();
    const transaction = client.$transaction.bind(client) as (
      fn: (tx: Prisma.TransactionClient) => Promise<unknown>,
      options?: unknown,
    ) => Promise<unknown>;
    vi.spyOn(client, '$transaction').mockImplementation(((
      fn: (tx: Prisma.TransactionClient) => Promise<unknown>,
      options?: unknown,
    ) =>
      transaction(
        (tx) =>
          fn(
            new Proxy(tx, {
              get(target, key, receiver) {
                const value = Reflect.get(target, key, receiver) as unknown;
                if (key !== '$queryRaw' || typeof value !== 'function') return value;
                return (...args: unknown[]) =>
                  (value as (...a: unknown[]) => Promise<unknown>).apply(target, args).then((rows) => {
                    commitElsewhere();
                    return rows;
                  });
              },
            }),
          ),
        options,
      )) as never);
    try {
      const file = [
        'hotel;number;date;due_date;type;description;amount',
        `${hotel.id};V-1;2026-03-01;2026-03-31;Soporte;Cuota;10`,
      ].join('\r\n');
      await expect(importInvoiceCsv(file, { actor: null, fileName: 'v.csv', sha256: '7'.repeat(64) })).resolves.toEqual(
        {
          added: 1,
          unchanged: 0,
          refused: 0,
        },
      );
      expect(elsewhere.length).toBeGreaterThan(0);
      for (const attempt of elsewhere) expect(attempt).toMatch(/locked|busy/i);
      expect(await db().invoice.count({ where: { hotelId: hotel.id, number: 'V-1' } })).toBe(1);
    } finally {
      other.close();
    }
  });
});
