// The two reads behind every signed-in API call — the session record, and a hotel's invoices for
// its billing contact — as plain SQL on the driver connection Prisma itself uses. Everything else
// goes through Prisma.
//
// Why: on these calls Prisma's client cost about a third of the server's time, and its per-query
// objects (lazy promise wrappers holding the query and its rows) outlive young-generation
// collections, so they pile up in the old generation and bring the full collections that make the
// invoice list's p99 (docs/PERFORMANCE.md: 367 → 583 req/s, p99 135 → 97 ms in the bench).
//
// The statements read exactly what the Prisma queries they replace read (`hot-reads.test.ts` holds
// them to Prisma's answers on SQLite; the PostgreSQL suite of `.ci/run` runs them on PostgreSQL).
import 'server-only';
import type { Database, Statement } from 'better-sqlite3';
import type { Pool } from 'pg';

export interface SessionRow {
  userId: number;
  lastSeenAt: Date;
  expiresAt: Date;
}

export interface InvoiceRow {
  id: number;
  number: string;
  date: string;
  dueDate: string;
  type: number;
  description: string;
  amountCents: number;
}

export interface HotReads {
  /** The session record with this key (the hash of the cookie's id), or null. */
  session(key: string): Promise<SessionRow | null>;
  /**
   * A hotel's invoices, newest first, when the user is its contact of that type and owes no
   * two-factor enrolment; else none.
   */
  invoicesFor(hotelId: number, userId: number, contactType: number): Promise<InvoiceRow[]>;
}

// Table and column names are Prisma's (models without @@map), quoted as both databases accept.
// The NOT EXISTS is lib/account/second-factor-requirement.ts's rule (a billing contact of a hotel
// that requires two-factor sign-in, without TOTP or a passkey, gets no invoices until enrolled).
const INVOICES_SQL = `SELECT i."id", i."number", i."date", i."dueDate", i."type", i."description", i."amountCents" FROM "Invoice" i
  WHERE i."hotelId" = ? AND EXISTS (SELECT 1 FROM "HotelContact" c WHERE c."hotelId" = i."hotelId" AND c."userId" = ? AND c."contactType" = ?)
  AND NOT EXISTS (SELECT 1 FROM "User" u WHERE u."id" = ? AND u."totpEnabledAt" IS NULL
    AND NOT EXISTS (SELECT 1 FROM "Passkey" p WHERE p."userId" = u."id")
    AND EXISTS (SELECT 1 FROM "HotelContact" b JOIN "Hotel" h ON h."id" = b."hotelId" WHERE b."userId" = u."id" AND b."contactType" = 1 AND h."requireBillingTwoFactor" = TRUE))
  ORDER BY i."date" DESC, i."id" DESC`;

const SQLITE_SESSION_SQL = 'SELECT "userId", "lastSeenAt", "expiresAt" FROM "Session" WHERE "id" = ?';

// PostgreSQL: Prisma keeps DateTime as TIMESTAMP(3) holding UTC; the epoch of such a value is read
// as UTC whatever the server's or the driver's time zone (pg would parse the bare value as local).
const PG_SESSION_SQL = `SELECT "userId", (extract(epoch from "lastSeenAt") * 1000)::float8 AS "lastSeenMs",
  (extract(epoch from "expiresAt") * 1000)::float8 AS "expiresMs" FROM "Session" WHERE "id" = $1`;

/** `?` placeholders numbered for PostgreSQL (the statements hold no literal question marks). */
export function numberedPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/**
 * A DATETIME as SQLite holds it: Prisma writes ISO 8601 with an offset (or epoch milliseconds when
 * configured so); SQLite's own CURRENT_TIMESTAMP default writes `YYYY-MM-DD HH:MM:SS` in UTC.
 */
export function sqliteDate(value: unknown): Date {
  if (typeof value === 'number' || typeof value === 'bigint') return new Date(Number(value));
  if (typeof value === 'string') {
    const hasZone = /(?:[zZ]|[+-]\d\d:?\d\d)$/.test(value);
    const date = new Date(hasZone ? value : `${value.replace(' ', 'T')}Z`);
    if (!Number.isNaN(date.getTime())) return date;
  }
  throw new Error(`unreadable SQLite date: ${String(value)}`);
}

/** Prisma's SQLite connection and the way to compile on it (before its statement cache). */
export interface SqliteConnection {
  database: Database;
  compile(sql: string): Statement;
}

interface SqliteStatements {
  session: Statement<[string], { userId: number; lastSeenAt: unknown; expiresAt: unknown }>;
  invoices: Statement<[number, number, number, number], InvoiceRow>;
}

export function sqliteHotReads(connection: () => Promise<SqliteConnection>): HotReads {
  // Compiled once per connection. Plain numbers: the adapter turns on BigInt integers for the
  // connection, and these ids and amounts are far below 2^53.
  const compiled = new WeakMap<Database, SqliteStatements>();
  const statements = async (): Promise<SqliteStatements> => {
    const { database, compile } = await connection();
    let found = compiled.get(database);
    if (!found) {
      found = {
        session: compile(SQLITE_SESSION_SQL).safeIntegers(false) as SqliteStatements['session'],
        invoices: compile(INVOICES_SQL).safeIntegers(false) as SqliteStatements['invoices'],
      };
      compiled.set(database, found);
    }
    return found;
  };
  return {
    async session(key) {
      const row = (await statements()).session.get(key);
      return row ? { userId: row.userId, lastSeenAt: sqliteDate(row.lastSeenAt), expiresAt: sqliteDate(row.expiresAt) } : null;
    },
    async invoicesFor(hotelId, userId, contactType) {
      return (await statements()).invoices.all(hotelId, userId, contactType, userId);
    },
  };
}

export function postgresHotReads(pool: Pool): HotReads {
  // Unnamed statements, as Prisma's adapter sends: named ones would break behind a pooler in
  // transaction mode (PgBouncer), where consecutive calls may reach different server sessions.
  const invoicesSql = numberedPlaceholders(INVOICES_SQL);
  return {
    async session(key) {
      const { rows } = await pool.query<{ userId: number; lastSeenMs: number; expiresMs: number }>(PG_SESSION_SQL, [key]);
      const row = rows[0];
      return row ? { userId: row.userId, lastSeenAt: new Date(Math.round(row.lastSeenMs)), expiresAt: new Date(Math.round(row.expiresMs)) } : null;
    },
    async invoicesFor(hotelId, userId, contactType) {
      const { rows } = await pool.query<InvoiceRow>(invoicesSql, [hotelId, userId, contactType, userId]);
      return rows;
    },
  };
}
