// Migrating a SQLite database whose tables someone has analyzed: an index a migration adds gets its
// statistics too, or the planner weighs it by its defaults against the measured ones and picks it
// wrongly (a hotel's newest invoices walked through Invoice(hotelId, paidAt, …) and sorted). A
// database never analyzed stays without statistics.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateSqlite, migrationsDir, readMigrations } from './migrate';

const ADDS_INDEX = '20261204120002_invoice_owed_covering';
const NEW_INDEX = 'Invoice_hotelId_paidAt_dueDate_amountCents_idx';
const dir = mkdtempSync(path.join(os.tmpdir(), 'mille-statistics-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A database at the migration before ADDS_INDEX with 4 hotels of 500 invoices each (the measured 500 a hotel loses to the defaults). */
function databaseBefore(name: string): { url: string; file: string } {
  const file = path.join(dir, name);
  const url = `file:${file}`;
  const all = readMigrations(migrationsDir(false));
  expect(all.map((m) => m.name)).toContain(ADDS_INDEX);
  migrateSqlite(
    url,
    all.filter((m) => m.name < ADDS_INDEX),
  );
  const conn = new Database(file);
  conn.exec(`
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 4)
    INSERT INTO "Hotel" ("name", "legalName", "taxId") SELECT 'Hotel ' || i, 'Hotel ' || i || ' SL', 'B' || (10000000 + i) FROM n;
    WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 1999)
    INSERT INTO "Invoice" ("hotelId", "number", "date", "dueDate", "type", "description", "amountCents", "paidAt")
    SELECT 1 + i % 4, 'F-' || i, date('2020-01-01', '+' || (i / 2) || ' days'), date('2020-01-31', '+' || (i / 2) || ' days'),
           i % 4, 'Mantenimiento', 1000 + i, CASE WHEN i % 3 = 0 THEN NULL ELSE '2020-02-01' END FROM n;`);
  conn.close();
  return { url, file };
}

const NEWEST = `SELECT "id" FROM "Invoice" WHERE "hotelId" = 1 ORDER BY "date" DESC, "id" DESC LIMIT 25`;

function plan(conn: Database.Database, sql: string): string {
  return (conn.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((r) => r.detail).join(' / ');
}

describe('migrating an analyzed SQLite database', () => {
  it('measures the index a migration adds, so a hotel newest invoices still walk Invoice(hotelId, date)', () => {
    const { url, file } = databaseBefore('analyzed.db');
    const before = new Database(file);
    before.exec('ANALYZE');
    before.close();

    expect(migrateSqlite(url, readMigrations(migrationsDir(false)))).toContain(ADDS_INDEX);

    const conn = new Database(file, { readonly: true });
    try {
      const stats = conn.prepare(`SELECT "stat" FROM "sqlite_stat1" WHERE "idx" = ?`).get(NEW_INDEX) as
        { stat: string } | undefined;
      expect(stats?.stat).toMatch(/^2000 \d+/);
      const newest = plan(conn, NEWEST);
      expect(newest).toContain('Invoice_hotelId_date_idx');
      expect(newest).not.toContain('TEMP B-TREE');
    } finally {
      conn.close();
    }
  });

  it('leaves a database nobody analyzed without statistics', () => {
    const { url, file } = databaseBefore('never-analyzed.db');
    expect(migrateSqlite(url, readMigrations(migrationsDir(false)))).toContain(ADDS_INDEX);
    const conn = new Database(file, { readonly: true });
    try {
      expect(conn.prepare(`SELECT 1 FROM sqlite_master WHERE "name" = 'sqlite_stat1'`).get()).toBeUndefined();
      expect(plan(conn, NEWEST)).not.toContain('TEMP B-TREE');
    } finally {
      conn.close();
    }
  });
});
