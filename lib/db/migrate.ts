// Applies the committed Prisma migrations (prisma/migrations/*/migration.sql) at start-up.
// Why not `prisma migrate deploy`: the Prisma CLI downloads a native engine and is not part
// of the standalone image; this runner needs only the driver. It keeps Prisma's own
// bookkeeping table, so `prisma migrate status` agrees with it.
import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { isPostgresUrl, sqliteFile } from './url';

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

/** The migrations folder of a provider: prisma/migrations (SQLite) or prisma/postgres/migrations. */
export function migrationsDir(postgres: boolean): string {
  return postgres
    ? path.join(/*turbopackIgnore: true*/ process.cwd(), 'prisma', 'postgres', 'migrations')
    : path.join(/*turbopackIgnore: true*/ process.cwd(), 'prisma', 'migrations');
}

export function readMigrations(dir = migrationsDir(false)): MigrationFile[] {
  if (!existsSync(dir)) throw new Error(`No se encuentran las migraciones en ${dir}`);
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, 'migration.sql')))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

const BOOKKEEPING = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" TEXT PRIMARY KEY NOT NULL,
  "checksum" TEXT NOT NULL,
  "finished_at" DATETIME,
  "migration_name" TEXT NOT NULL,
  "logs" TEXT,
  "rolled_back_at" DATETIME,
  "started_at" DATETIME NOT NULL DEFAULT current_timestamp,
  "applied_steps_count" INTEGER UNSIGNED NOT NULL DEFAULT 0
)`;

/**
 * A database some newer version of the service has migrated: it has applied migrations this code
 * does not know. Migrations only go forward, so this code may not understand its tables; it is
 * refused before anything is written (never half-migrated).
 */
export class NewerDatabaseError extends Error {
  constructor(readonly unknown: string[]) {
    super(
      `La base de datos es de una versión más nueva del servicio: tiene aplicada${unknown.length > 1 ? `s ${unknown.length} migraciones` : ' una migración'} que este código no conoce ` +
        `(${unknown.slice(0, 3).join(', ')}${unknown.length > 3 ? ', …' : ''}). No se ha tocado. ` +
        'Arranca la versión con la que se creó (o una posterior), o restaura una copia de seguridad hecha con esta versión (docs/OPERATIONS.md, "Upgrades").',
    );
  }
}

/** Throws NewerDatabaseError when `applied` holds a migration not among `known`. */
export function refuseNewer(applied: Iterable<string>, known: readonly MigrationFile[]): void {
  const names = new Set(known.map((m) => m.name));
  const unknown = [...applied].filter((name) => !names.has(name)).sort();
  if (unknown.length) throw new NewerDatabaseError(unknown);
}

const APPLIED = `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;

/** The migrations applied to an open SQLite database (none when it has no bookkeeping table). */
export function appliedSqlite(conn: Database.Database): string[] {
  const table = conn.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'`).get();
  if (!table) return [];
  return conn
    .prepare(APPLIED)
    .all()
    .map((r) => (r as { migration_name: string }).migration_name);
}

/** Applies every migration not yet applied; returns the names applied now. */
export function migrateSqlite(url: string, migrations = readMigrations(migrationsDir(false))): string[] {
  const file = sqliteFile(url);
  mkdirSync(path.dirname(file), { recursive: true });
  const conn = new Database(file);
  try {
    conn.pragma('busy_timeout = 5000');
    // Read before anything is written: a newer database is left exactly as it was.
    const done = new Set(appliedSqlite(conn));
    refuseNewer(done, migrations);
    conn.pragma('journal_mode = WAL');
    conn.exec(BOOKKEEPING);
    const applied: string[] = [];
    for (const m of migrations) {
      if (done.has(m.name)) continue;
      // One transaction per migration: a failure leaves the database as it was.
      conn
        .transaction(() => {
          conn.exec(m.sql);
          conn
            .prepare(
              `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count) VALUES (?, ?, current_timestamp, ?, 1)`,
            )
            .run(randomUUID(), m.checksum, m.name);
        })
        .immediate();
      applied.push(m.name);
    }
    if (applied.length) refreshStatistics(conn);
    return applied;
  } finally {
    conn.close();
  }
}

/**
 * A database someone has run ANALYZE on (an operator, the bench's data set) plans with its
 * sqlite_stat1 rows, and an index a migration added has none: the planner then weighs the new index
 * by its defaults (ten rows a key) against the measured old ones and may walk it and sort, as
 * Invoice(hotelId, paidAt, …) did for a hotel's newest invoices (0.05 → 6 ms). So after migrating,
 * statistics that exist are brought up to date (`PRAGMA optimize` on every table analyzes those
 * that need it, with its own bound on the work); a database without any keeps the planner's
 * defaults.
 */
function refreshStatistics(conn: Database.Database): void {
  const analyzed = conn.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sqlite_stat1'`).get();
  if (analyzed) conn.pragma('optimize = 0x10002');
}

const PG_BOOKKEEPING = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

/** An arbitrary constant: the advisory lock that makes instances starting together migrate one at a time. */
const MIGRATION_LOCK = 72_616_201;

export async function migratePostgres(
  url: string,
  migrations = readMigrations(migrationsDir(true)),
): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    // Read before anything is written: a newer database is left exactly as it was.
    const { rows: table } = await client.query(`SELECT to_regclass('"_prisma_migrations"') IS NOT NULL AS present`);
    const { rows } = (table[0] as { present: boolean }).present
      ? await client.query<{ migration_name: string }>(APPLIED)
      : { rows: [] };
    const done = new Set(rows.map((r) => r.migration_name));
    refuseNewer(done, migrations);
    await client.query(PG_BOOKKEEPING);
    const applied: string[] = [];
    for (const m of migrations) {
      if (done.has(m.name)) continue;
      await client.query('BEGIN');
      try {
        await client.query(m.sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count) VALUES ($1, $2, now(), $3, 1)`,
          [randomUUID(), m.checksum, m.name],
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
      applied.push(m.name);
    }
    return applied;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
}

/** Applies the pending migrations of whichever database DATABASE_URL names. */
export async function migrate(url: string): Promise<string[]> {
  return isPostgresUrl(url) ? migratePostgres(url) : migrateSqlite(url, readMigrations(migrationsDir(false)));
}
