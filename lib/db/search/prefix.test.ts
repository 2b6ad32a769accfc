// A search by the start of a value is that prefix, byte for byte, under any database collation:
// on PostgreSQL this file runs on a database of its own created with a language's collation (ICU
// es-ES: case and accents compare apart from the letters, some characters are ignored), where a
// range `>= q AND < q + U+FFFF` over a column of the database's collation finds other values than
// the prefix ("f2025" found "F2025-…"). On SQLite (BINARY) it holds as it always did.
import { onPostgresServer } from '@/lib/testing/pg-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchNameOf } from '@/lib/account/search-name';
import { findHotels } from '@/lib/account/staff/hotels';
import { closeDb, db } from '@/lib/db';
import { migratePostgres } from '@/lib/db/migrate';
import { resetEnvForTests } from '@/lib/env';
import { listStaffInvoices } from '@/lib/invoices/staff/invoices';
import { queryOutbox } from '@/lib/mail/staff/outbox';

const server = process.env.TEST_POSTGRES_SERVER;
const icu = `mille_prefix_icu_${process.pid}`;

const onServer = (sql: string) => onPostgresServer(server!, sql);

beforeAll(async () => {
  if (server) {
    await onServer(`DROP DATABASE IF EXISTS "${icu}"`);
    await onServer(`CREATE DATABASE "${icu}" TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE 'es-ES'`);
    const url = new URL(server);
    url.pathname = `/${icu}`;
    await migratePostgres(url.toString());
    await closeDb();
    process.env.DATABASE_URL = url.toString();
    resetEnvForTests();
  }
  const names = ['Hotel Cádiz Centro', 'hotel cadiz playa', 'Hotelcadiz', 'Hotel Cabo'];
  for (const [i, name] of names.entries())
    await db().hotel.create({
      data: { name, searchName: searchNameOf(name), legalName: name, taxId: `B1000000${i}` },
    });
  const hotelId = (await db().hotel.findFirstOrThrow()).id;
  const numbers = ['F2025-000123', 'F2025-000124', 'f2025-000125', 'F2025 000126', 'F20250127', 'F2024-000001'];
  await db().invoice.createMany({
    data: numbers.map((number) => ({
      hotelId,
      number,
      date: '2025-03-01',
      dueDate: '2025-03-31',
      type: 0,
      description: 'Servicio',
      amountCents: 100,
    })),
  });
  const recipients = ['ana@example.es', 'ana.garcia@example.es', 'anabel@example.es', 'ana-m@example.es'];
  await db().outboxMail.createMany({
    data: recipients.map((to) => ({ to, recipient: to, subject: 'x', text: 'x', kind: 'other' })),
  });
}, 60_000);

afterAll(async () => {
  if (!server) return;
  await closeDb();
  // Not WITH (FORCE), as in lib/testing/setup.ts: ending a connection that work of the file still
  // holds makes its error an uncaught exception that fails the run (it did once in CI).
  await onServer(`DROP DATABASE IF EXISTS "${icu}"`).catch(() => undefined);
});

const numbers = async (q: string) => (await listStaffInvoices({ q })).rows.map((r) => r.number).sort();

describe('a search by the start of a value, under a language collation too', () => {
  it('finds the invoices whose number starts with what was typed, case and punctuation as typed', async () => {
    expect(await numbers('F2025-')).toEqual(['F2025-000123', 'F2025-000124']);
    expect(await numbers('f2025')).toEqual(['f2025-000125']);
    expect(await numbers('F2025')).toEqual(['F2025 000126', 'F2025-000123', 'F2025-000124', 'F20250127']);
  });

  it('lists the numbers found in byte order, as SQLite does', async () => {
    const { rows } = await listStaffInvoices({ q: 'F' });
    const found = rows.map((r) => r.number);
    expect(found).toEqual([...found].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  });

  it('finds hotels by the start of the folded name or of the NIF/CIF', async () => {
    expect((await findHotels('hotel cadiz')).map((h) => h.name).sort()).toEqual([
      'Hotel Cádiz Centro',
      'hotel cadiz playa',
    ]);
    expect((await findHotels('hotelc')).map((h) => h.name)).toEqual(['Hotelcadiz']);
    expect((await findHotels('B1000000')).length).toBe(4);
  });

  it('finds mail by the start of the address', async () => {
    const found = async (para: string) => (await queryOutbox({ recipient: para })).rows.map((r) => r.to).sort();
    expect(await found('ana.')).toEqual(['ana.garcia@example.es']);
    expect(await found('ana@')).toEqual(['ana@example.es']);
    expect(await found('anab')).toEqual(['anabel@example.es']);
    expect(await found('ana-')).toEqual(['ana-m@example.es']);
  });
});
