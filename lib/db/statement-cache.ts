// Prepared-statement reuse for the embedded SQLite database.
//
// Prisma's better-sqlite3 adapter calls `prepare(sql)` for every query: SQLite parses and plans the
// same few SQL texts over and over (about a tenth of a signed-in API call's time, measured in
// docs/PERFORMANCE.md). Prisma's SQL text is stable per query shape, with values as parameters, so
// a small cache of compiled statements keyed by the text serves nearly every call.
//
// A better-sqlite3 statement can be bound only once, and the adapter binds each one it prepares
// (`prepare(sql).bind(args)`), so the cache hands out a light view per call that passes the
// arguments to the shared statement at run time instead. Statements run synchronously to the end
// (`all`, `run`), so a shared statement is never in use twice at once. SQLite re-prepares a cached
// statement by itself if the schema changes.
import 'server-only';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import type { Database, Statement } from 'better-sqlite3';
import type { SqliteConnection } from './hot-reads';

/** Distinct SQL texts kept; Prisma's `IN (?,?,…)` lists make a few variants per query shape. */
export const STATEMENT_CACHE_SIZE = 256;

type Args = unknown[];

/**
 * What the adapter uses of a statement, by better-sqlite3's names; anything else it might call in a
 * later version fails loudly (and the database tests with it) rather than misbehaving.
 */
export interface StatementView {
  readonly reader: boolean;
  bind(args: Args): BoundStatementView;
  run(...args: unknown[]): ReturnType<Statement['run']>;
}

export interface BoundStatementView {
  readonly reader: boolean;
  columns(): ReturnType<Statement['columns']>;
  raw(on?: boolean): { all(): unknown[] };
  run(): ReturnType<Statement['run']>;
}

/** A compiled statement and, once asked for, its result columns (fixed for a given SQL text). */
interface Cached {
  stmt: Statement;
  columns?: ReturnType<Statement['columns']>;
}

function bound(entry: Cached, args: Args): BoundStatementView {
  const { stmt } = entry;
  return {
    reader: stmt.reader,
    columns: () => (entry.columns ??= stmt.columns()),
    // Raw mode is a setting of the shared statement: set it on every run, never assume it.
    raw: (on = true) => ({ all: () => stmt.raw(on).all(args) }),
    run: () => stmt.run(args),
  };
}

function view(entry: Cached): StatementView {
  return {
    reader: entry.stmt.reader,
    bind: (args) => bound(entry, args),
    run: (...args) => entry.stmt.run(...args),
  };
}

/**
 * Makes `database.prepare` return cached statements (least recently used dropped first). Returns
 * the number of statements compiled so far, for tests.
 */
export function cacheStatements(database: Database, size = STATEMENT_CACHE_SIZE): () => number {
  const compile = database.prepare.bind(database);
  const cache = new Map<string, Cached>();
  let compiled = 0;
  const prepare = (sql: string): StatementView => {
    let entry = cache.get(sql);
    if (entry) {
      // Move to the back: a Map iterates in insertion order, so the front is the least recent.
      cache.delete(sql);
    } else {
      entry = { stmt: compile(sql) };
      compiled += 1;
      if (cache.size >= size) cache.delete(cache.keys().next().value!);
    }
    cache.set(sql, entry);
    return view(entry);
  };
  (database as unknown as { prepare: typeof prepare }).prepare = prepare;
  return () => compiled;
}

/** Prisma's better-sqlite3 adapter with the statement cache on its connection. */
export class StatementCachingSqlite extends PrismaBetterSqlite3 {
  /** Statements compiled so far on the last connection (for tests). */
  compiledStatements: () => number = () => 0;
  /** The last connection, for the statements run beside Prisma (lib/db/hot-reads.ts). */
  connection: SqliteConnection | null = null;

  override async connect(): ReturnType<PrismaBetterSqlite3['connect']> {
    const adapter = await super.connect();
    // The adapter keeps its better-sqlite3 connection as `client` and prepares through it.
    const client = (adapter as unknown as { client?: Database }).client;
    if (typeof client?.prepare !== 'function') throw new Error('the SQLite adapter no longer exposes its connection: update lib/db/statement-cache.ts');
    const compile = client.prepare.bind(client);
    this.compiledStatements = cacheStatements(client);
    this.connection = { database: client, compile };
    return adapter;
  }
}
