// The reads behind every signed-in call — the session record, a hotel's invoices for its billing
// contact — and the invoice list view's reads (`rows`: its sums, page and newest invoice) as plain
// SQL beside Prisma.
//
// Why: on these calls Prisma's client costs about a third of the server's time, and its per-query
// objects outlive young-generation collections, so they bring the full collections that make the
// invoice lists' p99. Without these reads the lists of a hotel of 500 invoices miss their target
// (p99 < 100 ms; docs/PERFORMANCE.md, "Plain SQL beside Prisma, measured again").
//
// How they stay in step with the schema: the columns come from Prisma's generated client (the
// model types and `Prisma.<Model>ScalarFieldEnum`), so renaming or retyping a column the reads
// use fails the type check here, and a new column of the invoice comes along by itself. Values
// are handed over as the driver reads them, which is what Prisma answers only for its Int and
// String columns: a column of another type (DateTime, Boolean, BigInt…) fails the type check
// until it is converted here. `hot-reads.test.ts` holds the answers equal to Prisma's.
//
// The connections are ours through documented interfaces: on SQLite a better-sqlite3 connection
// of its own to the same file (WAL: it sees every committed write), on PostgreSQL the `pg` pool we
// also hand to Prisma's adapter.
import 'server-only';
import Database from 'better-sqlite3';
import type { Pool } from 'pg';
import { Prisma, type Invoice, type Session, type User } from '@/lib/generated/prisma/client';

/**
 * What the session check needs of the record, and of its user whether staff turned the account off
 * (a disabled user's session is over, whenever it started: no extra query per request).
 */
export type SessionRow = Pick<Session, 'userId' | 'lastSeenAt' | 'expiresAt' | 'secondFactorAt'> & {
  userDisabledAt: User['disabledAt'];
};

/** Every column of the invoice, as Prisma's model has them. */
export type InvoiceRow = Invoice;

/**
 * A condition written in SQL by the module that owns the rule (`?` placeholders, its values in
 * order), so a rule that both Prisma and these reads apply is written in one place: the invoice
 * read takes who may see invoices from lib/account/second-factor-requirement.ts.
 */
export interface SqlCondition {
  sql: string;
  params: readonly (number | string)[];
}

export interface HotReads {
  /** The session record with this key (the hash of the cookie's id), or null. */
  session(key: string): Promise<SessionRow | null>;
  /**
   * A hotel's invoices, newest first, when the user is its contact of that type and `reader` (a
   * condition on the user, lib/account/second-factor-requirement.ts's rule) holds; else none.
   */
  invoicesFor(hotelId: number, userId: number, contactType: number, reader: SqlCondition): Promise<InvoiceRow[]>;
  /** The same invoices, only the `columns` asked for (an answer that needs a few of them allocates less per row). */
  invoicesFor<K extends keyof InvoiceRow>(
    hotelId: number,
    userId: number,
    contactType: number,
    reader: SqlCondition,
    columns: readonly K[],
  ): Promise<Pick<InvoiceRow, K>[]>;
  /**
   * The rows of a SELECT written with `Prisma.sql` (its text and values, numbers and strings only),
   * as the driver reads them: COUNT and SUM may come as numbers or as strings of digits, so the
   * caller converts them. For the invoice list view's reads (lib/invoices/list-query.ts: the
   * customer's and the staff's page, the downloads' bound). Reads only: writes go through Prisma,
   * in its transactions.
   */
  rows<T>(query: Prisma.Sql): Promise<T[]>;
  close(): Promise<void>;
}

/** The model's columns that a driver hands over as Prisma would (Int → number, String → string, NULL → null). */
type AsStored<M> = { [K in keyof M]: M[K] extends string | number | null ? never : K }[keyof M];
/**
 * `never` while every invoice column reads as it is stored; otherwise the names of the columns
 * that need a conversion in this file (as the session's dates have), and the line below fails.
 */
type InvoiceColumnsNeedingConversion = AsStored<Invoice>;
const everyInvoiceColumnAsStored: [InvoiceColumnsNeedingConversion] extends [never]
  ? true
  : InvoiceColumnsNeedingConversion = true;
void everyInvoiceColumnAsStored;

const quoted = (columns: readonly string[], alias: string) => columns.map((c) => `${alias}."${c}"`).join(', ');

/** The invoice's columns, from the generated client: a column added to the model is read too. */
export const INVOICE_COLUMNS = Object.values(Prisma.InvoiceScalarFieldEnum);

const SESSION = Prisma.SessionScalarFieldEnum;
const CONTACT = Prisma.HotelContactScalarFieldEnum;
const INVOICE = Prisma.InvoiceScalarFieldEnum;
const USER = Prisma.UserScalarFieldEnum;

// Table names are the models' (no @@map), quoted as both databases accept. The reader's condition
// is its owner's (two SQL texts in practice: a session that proved a second factor, and one that did not).
const invoicesSql = (
  reader: SqlCondition,
  columns: readonly string[],
) => `SELECT ${quoted(columns, 'i')} FROM "Invoice" i
  WHERE i."${INVOICE.hotelId}" = ? AND EXISTS (SELECT 1 FROM "HotelContact" c WHERE c."${CONTACT.hotelId}" = i."${INVOICE.hotelId}" AND c."${CONTACT.userId}" = ? AND c."${CONTACT.contactType}" = ?)
  AND (${reader.sql})
  ORDER BY i."${INVOICE.date}" DESC, i."${INVOICE.id}" DESC`;

/** A prepared invoice read's key: the columns it selects and its reader condition's SQL. */
const statementKey = (reader: SqlCondition, columns: readonly string[]) => `${columns.join(',')}\n${reader.sql}`;

const SQLITE_SESSION_SQL = `SELECT s."${SESSION.userId}", s."${SESSION.lastSeenAt}", s."${SESSION.expiresAt}", s."${SESSION.secondFactorAt}", u."${USER.disabledAt}" AS "userDisabledAt"
  FROM "Session" s JOIN "User" u ON u."${USER.id}" = s."${SESSION.userId}" WHERE s."${SESSION.id}" = ?`;

// PostgreSQL: Prisma keeps DateTime as TIMESTAMP(3) holding UTC; the epoch of such a value is read
// as UTC whatever the server's or the driver's time zone (pg would parse the bare value as local).
const epochMs = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;
const PG_SESSION_SQL = `SELECT s."${SESSION.userId}", ${epochMs(`s."${SESSION.lastSeenAt}"`)} AS "lastSeenMs", ${epochMs(`s."${SESSION.expiresAt}"`)} AS "expiresMs",
  ${epochMs(`s."${SESSION.secondFactorAt}"`)} AS "secondFactorMs", ${epochMs(`u."${USER.disabledAt}"`)} AS "userDisabledMs"
  FROM "Session" s JOIN "User" u ON u."${USER.id}" = s."${SESSION.userId}" WHERE s."${SESSION.id}" = $1`;

/** `?` placeholders numbered for PostgreSQL (the statements hold no literal question marks). */
export function numberedPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/**
 * A DATETIME as SQLite holds it: Prisma's adapter writes ISO 8601 with an offset (or epoch
 * milliseconds when configured so); SQLite's own CURRENT_TIMESTAMP default writes
 * `YYYY-MM-DD HH:MM:SS` in UTC.
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

/**
 * At most this many distinct texts are kept prepared. A read's text depends on its filters, the
 * words of a search and the ids of a page (1–50), never on their values: a few hundred at most.
 */
const PREPARED_TEXTS_MAX = 200;

interface SqliteStatements {
  session: Database.Statement<
    [string],
    { userId: number; lastSeenAt: unknown; expiresAt: unknown; secondFactorAt: unknown; userDisabledAt: unknown }
  >;
  /** The invoice reads by their columns and their reader condition's SQL (statementKey) */
  invoices: Map<string, Database.Statement<(number | string)[], InvoiceRow>>;
  /** The `rows` reads by their text */
  texts: Map<string, Database.Statement<unknown[], unknown>>;
}

/** The reads on a connection of their own to the SQLite file Prisma uses, opened at the first read. */
/** `connect` opens a connection set up as the service's (lib/db/index.ts). */
export function sqliteHotReads(file: string, connect: (file: string) => Database.Database): HotReads {
  let open: { database: Database.Database; statements: SqliteStatements } | null = null;
  const statements = (): SqliteStatements => {
    if (!open) {
      // The file exists: the server migrates it before serving (a wrong path is an error, not a new database).
      const database = connect(file);
      open = {
        database,
        statements: {
          session: database.prepare(SQLITE_SESSION_SQL),
          invoices: new Map(),
          texts: new Map(),
        },
      };
    }
    return open.statements;
  };
  return {
    async session(key) {
      const row = statements().session.get(key);
      return row
        ? {
            userId: row.userId,
            lastSeenAt: sqliteDate(row.lastSeenAt),
            expiresAt: sqliteDate(row.expiresAt),
            secondFactorAt: row.secondFactorAt === null ? null : sqliteDate(row.secondFactorAt),
            userDisabledAt: row.userDisabledAt === null ? null : sqliteDate(row.userDisabledAt),
          }
        : null;
    },
    async invoicesFor(
      hotelId: number,
      userId: number,
      contactType: number,
      reader: SqlCondition,
      columns: readonly string[] = INVOICE_COLUMNS,
    ) {
      const { invoices } = statements();
      const key = statementKey(reader, columns);
      let statement = invoices.get(key);
      if (!statement) invoices.set(key, (statement = open!.database.prepare(invoicesSql(reader, columns))));
      return statement.all(hotelId, userId, contactType, ...reader.params);
    },
    async rows<T>(query: Prisma.Sql) {
      const { texts } = statements();
      let statement = texts.get(query.sql);
      if (!statement) {
        if (texts.size >= PREPARED_TEXTS_MAX) texts.clear();
        texts.set(query.sql, (statement = open!.database.prepare(query.sql)));
      }
      return statement.all(...query.values) as T[];
    },
    async close() {
      open?.database.close();
      open = null;
    },
  };
}

/** The reads on the pool Prisma's PostgreSQL adapter uses (closing it stays with its owner). */
export function postgresHotReads(pool: Pool): HotReads {
  // Unnamed statements, as Prisma's adapter sends: named ones would break behind a pooler in
  // transaction mode (PgBouncer), where consecutive calls may reach different server sessions.
  const texts = new Map<string, string>();
  return {
    async session(key) {
      const { rows } = await pool.query<{
        userId: number;
        lastSeenMs: number;
        expiresMs: number;
        secondFactorMs: number | null;
        userDisabledMs: number | null;
      }>(PG_SESSION_SQL, [key]);
      const row = rows[0];
      const date = (ms: number | null) => (ms === null ? null : new Date(Math.round(ms)));
      return row
        ? {
            userId: row.userId,
            lastSeenAt: date(row.lastSeenMs)!,
            expiresAt: date(row.expiresMs)!,
            secondFactorAt: date(row.secondFactorMs),
            userDisabledAt: date(row.userDisabledMs),
          }
        : null;
    },
    async invoicesFor(
      hotelId: number,
      userId: number,
      contactType: number,
      reader: SqlCondition,
      columns: readonly string[] = INVOICE_COLUMNS,
    ) {
      const key = statementKey(reader, columns);
      let text = texts.get(key);
      if (!text) texts.set(key, (text = numberedPlaceholders(invoicesSql(reader, columns))));
      const { rows } = await pool.query<InvoiceRow>(text, [hotelId, userId, contactType, ...reader.params]);
      return rows;
    },
    async rows<T>(query: Prisma.Sql) {
      const { rows } = await pool.query(query.text, query.values);
      return rows as T[];
    },
    async close() {},
  };
}
