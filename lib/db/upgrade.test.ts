// The upgrade path: a database made by the previous release (its migrations only, written as that
// release wrote its rows) is migrated by this code at start, and the smoke checks pass on it:
// sign-in, a customer's invoices, the enquiry inbox's search and the hotel search over rows that
// existed before, a new enquiry. And the other direction: a database a newer version migrated is
// refused before anything is written.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { POST as invoicesOf } from '@/app/api/Data/GetFacturasHotelContacto/route';
import { POST as login } from '@/app/api/Data/LoginUsuario/route';
import { POST as contact } from '@/app/api/Data/NuevoContacto/route';
import { findHotels } from '@/lib/account/staff/hotels';
import { hashPassword } from '@/lib/auth/password';
import { resetEnvForTests } from '@/lib/env';
import { TestClient } from '@/lib/testing/http-client';
import { closeDb, db } from './index';
import { migratePostgres, migrateSqlite, migrationsDir, NewerDatabaseError, readMigrations } from './migrate';
import { isPostgresUrl } from './url';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

/**
 * The last migration of the previous release (the tag green-d4088b5). Raise it to the newest
 * migration when a release is tagged: the next release's test then starts from that schema.
 */
const PREVIOUS_RELEASE_LAST_MIGRATION = '20261201090000_second_factor_since';

const serviceUrl = process.env.DATABASE_URL!;
const onPostgres = isPostgresUrl(serviceUrl);
const PASSWORD = 'Anterior-2026-Mille';
const FUTURE = '29990101000000_from_a_newer_version';

afterAll(async () => {
  await closeDb();
  process.env.DATABASE_URL = serviceUrl;
  resetEnvForTests();
});

/** Rows as the previous release wrote them: plain SQL on its schema, none of the later columns. */
async function previousReleaseData(file: string) {
  const conn = new Database(file);
  const hash = await hashPassword(PASSWORD);
  conn.exec(`
    INSERT INTO "Hotel" ("name", "legalName", "taxId", "city") VALUES ('Hotel Álamo Viejo', 'Álamo SL', 'B12345678', 'Teruel');
    INSERT INTO "Invoice" ("hotelId", "number", "date", "dueDate", "type", "description", "amountCents")
      VALUES (1, 'ANT-0001', '2026-10-01', '2026-10-31', 1, 'Mantenimiento anual', 121000),
             (1, 'ANT-0002', '2026-11-01', '2026-12-01', 2, 'Soporte', 60500);
    INSERT INTO "Enquiry" ("kind", "fields", "email", "clientHash")
      VALUES ('contact', '{"nombre":"Remedios Quintanilla","email":"remedios@example.es","mensaje":"Presupuesto"}', 'remedios@example.es', 'h');
  `);
  conn.prepare(`INSERT INTO "User" ("email", "passwordHash") VALUES ('gerencia@alamoviejo.es', ?)`).run(hash);
  conn.exec(`INSERT INTO "HotelContact" ("userId", "hotelId", "contactType", "name") VALUES (1, 1, 1, 'Gerencia')`);
  conn.close();
}

describe.skipIf(onPostgres)('upgrading a database of the previous release', () => {
  it('migrates it at start and passes the smoke checks', async () => {
    const all = readMigrations(migrationsDir(false));
    const last = all.findIndex((m) => m.name === PREVIOUS_RELEASE_LAST_MIGRATION);
    expect(last, `${PREVIOUS_RELEASE_LAST_MIGRATION} is one of the migrations`).toBeGreaterThan(0);
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'mille-upgrade-')), 'app.db');
    const url = `file:${file}`;
    expect(migrateSqlite(url, all.slice(0, last + 1))).toHaveLength(last + 1);
    await previousReleaseData(file);

    // What the server does at start (lib/boot): apply what the release lacks.
    expect(migrateSqlite(url, all)).toEqual(all.slice(last + 1).map((m) => m.name));
    expect(migrateSqlite(url, all)).toEqual([]);

    await closeDb();
    process.env.DATABASE_URL = url;
    resetEnvForTests();
    const c = new TestClient('198.18.2.1');
    const signIn = await c.send(login, 'LoginUsuario', { form: { email: 'gerencia@alamoviejo.es', pass: PASSWORD } });
    expect(await signIn.json()).toMatchObject({ loginok: true });
    const hotel = await db().hotel.findFirstOrThrow({ where: { taxId: 'B12345678' } });
    const invoices = (await (
      await c.send(invoicesOf, 'GetFacturasHotelContacto', { json: hotel.id })
    ).json()) as Array<{
      fecha: string;
    }>;
    expect(invoices.map((i) => i.fecha).sort()).toEqual(['2026-10-01', '2026-11-01']);
    // The later migrations' backfills: the hotel search's folded name, the enquiries' word index…
    expect(hotel.searchName).toBe('hotel alamo viejo');
    const words = await db().$queryRawUnsafe<Array<{ rowid: number }>>(
      `SELECT rowid FROM "EnquirySearch" WHERE "EnquirySearch" MATCH 'quintanilla'`,
    );
    expect(words).toHaveLength(1);
    // …and the hotels' (20261204120005_hotel_search): any word of the name, legal name or city.
    for (const q of ['viejo', 'alamo sl', 'teruel'])
      expect(
        (await findHotels(q)).map((h) => h.name),
        q,
      ).toEqual(['Hotel Álamo Viejo']);
    // New writes work on the upgraded schema.
    const before = await db().enquiry.count();
    const sent = await new TestClient('198.18.2.2').send(contact, 'NuevoContacto', {
      form: {
        nombre: 'Nueva',
        apellidos: 'Visita',
        email: 'nueva@example.es',
        telefono: '600000000',
        consulta: 'Tras la actualización',
        robot: 'true',
      },
    });
    expect(sent.status).toBe(200);
    expect(await db().enquiry.count()).toBe(before + 1);
  });
});

describe('a database from a newer version', () => {
  it.skipIf(onPostgres)('is refused at start with a clear message, and not touched', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'mille-newer-')), 'app.db');
    const all = readMigrations(migrationsDir(false));
    migrateSqlite(`file:${file}`, all);
    const conn = new Database(file);
    conn
      .prepare(
        `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count) VALUES ('x', 'x', current_timestamp, ?, 1)`,
      )
      .run(FUTURE);
    conn.pragma('journal_mode = DELETE');
    conn.close();
    const sha = () => createHash('sha256').update(readFileSync(file)).digest('hex');
    const before = sha();
    // This code minus its newest migration stands for the older version meeting it.
    expect(() => migrateSqlite(`file:${file}`, all.slice(0, -1))).toThrow(NewerDatabaseError);
    expect(() => migrateSqlite(`file:${file}`, all)).toThrow(
      new RegExp(`versión más nueva del servicio.*${FUTURE}.*No se ha tocado`),
    );
    expect(sha()).toBe(before);
  });

  it.skipIf(!onPostgres)('is refused on PostgreSQL too, before anything is written', async () => {
    const client = new pg.Client({ connectionString: serviceUrl });
    await client.connect();
    try {
      await client.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count) VALUES ('x', 'x', now(), $1, 1)`,
        [FUTURE],
      );
      await expect(migratePostgres(serviceUrl)).rejects.toThrow(NewerDatabaseError);
    } finally {
      await client.query(`DELETE FROM "_prisma_migrations" WHERE migration_name = $1`, [FUTURE]);
      await client.end();
    }
  });
});
