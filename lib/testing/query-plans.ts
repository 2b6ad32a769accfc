// Test helper: what a service call asks the database, and whether each query's plan would hold at
// vendor size (docs/PERFORMANCE.md). It records every statement the call sends through the
// drivers themselves (better-sqlite3's statements, pg's clients), so Prisma's queries, the plain-SQL
// hot reads and raw SQL are all seen, with the parameters they were sent with. Then it asks the
// database for each statement's plan, on a connection of its own:
// - SQLite: `EXPLAIN QUERY PLAN` with the same parameters. A problem: `SCAN <table>` with no index
//   (a full table scan), or `USE TEMP B-TREE FOR ORDER BY|GROUP BY|DISTINCT` (a sort of rows read)
//   in a statement that reads a big table.
// - PostgreSQL: `EXPLAIN (FORMAT JSON)` with the real parameters, inside a transaction that turns
//   sequential scans and sorts off (`enable_seqscan`, `enable_sort`). On a small test database the
//   planner rightly prefers reading a few pages whole; with those off it takes any index that can
//   serve, so a `Seq Scan` or a `Sort` left in the plan means that no index can. The test databases
//   keep autovacuum off (lib/testing/postgres-template.ts), so those estimates never turn into measured
//   statistics halfway through a run. A problem: a `Seq Scan` on a big table, or a
//   `Sort`/`Incremental Sort` node over one.
// "Big" is a table that grows with the vendor (BIG_TABLES; pass `bigTables` to choose others).
// A walk of an index in its order (`SCAN t USING INDEX`, `Index Scan` with no condition) is no
// problem: that is how a newest-first page reads its first rows and stops at its LIMIT. On
// PostgreSQL such a walk that filters each row (`Filter:` with no `Index Cond:`) is one, since it
// reads the whole table when few rows match; SQLite's plan does not show that case (it stays
// `SCAN t USING INDEX`), so the PostgreSQL run of a test is the stricter one.
//
//   const { result, verdict } = await checkQueryPlans(() => invoiceList({ q: '2026-00' }));
//   expect(verdict.problems).toEqual([]);
import Database from 'better-sqlite3';
import pg from 'pg';
import { env } from '@/lib/env';
import { isPostgresUrl, sqliteFile } from '@/lib/db/url';

/** Tables that grow without bound or reach thousands of rows at a vendor's size. */
export const BIG_TABLES = [
  'Invoice',
  'AuditEntry',
  'Enquiry',
  'EnquiryNote',
  'OutboxMail',
  'Hotel',
  'User',
  'HotelContact',
  'Session',
  'InvoiceOriginal',
  'StoredFile',
  'FileChunk',
] as const;

export interface RecordedQuery {
  sql: string;
  /** As the driver got them: better-sqlite3's bind arguments, pg's values. */
  params: unknown[];
}

export interface QueryPlan extends RecordedQuery {
  /** The plan as the database wrote it: SQLite's lines (indented by depth), PostgreSQL's nodes. */
  plan: string[];
  problems: string[];
}

export interface PlanVerdict {
  plans: QueryPlan[];
  /** One line per problem, naming the statement: empty when every plan holds. */
  problems: string[];
}

export interface PlanOptions {
  /** Which tables may not be read whole or sorted (default BIG_TABLES). */
  bigTables?: readonly string[];
  /** Statements to leave out of the verdict (e.g. a count the caller caches on purpose). */
  ignore?: (query: RecordedQuery) => boolean;
}

// ---------------------------------------------------------------------------------------------
// Recording

type Recorder = (query: RecordedQuery) => void;
const recorders = new Set<Recorder>();
const record = (query: RecordedQuery) => {
  for (const recorder of recorders) recorder(query);
};

/** Connections of this helper, whose statements are not recorded. */
const ownSqlite = new WeakSet<object>();
const ownPg = new WeakSet<object>();

let sqlitePatched = false;
function patchSqlite(): void {
  if (sqlitePatched) return;
  sqlitePatched = true;
  const probe = new Database(':memory:');
  const statement = Object.getPrototypeOf(probe.prepare('SELECT 1')) as Record<string, unknown>;
  probe.close();
  const bound = new WeakMap<object, unknown[]>();
  const bind = statement.bind as (...args: unknown[]) => unknown;
  statement.bind = function (this: object, ...args: unknown[]) {
    bound.set(this, args);
    return bind.apply(this, args);
  };
  for (const name of ['run', 'get', 'all', 'iterate']) {
    const original = statement[name] as (...args: unknown[]) => unknown;
    statement[name] = function (this: { source: string; database: object }, ...args: unknown[]) {
      if (recorders.size > 0 && !ownSqlite.has(this.database)) {
        record({ sql: this.source, params: args.length > 0 ? args : (bound.get(this) ?? []) });
      }
      return original.apply(this, args);
    };
  }
}

let pgPatched = false;
function patchPg(): void {
  if (pgPatched) return;
  pgPatched = true;
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const query = proto.query;
  proto.query = function (this: object, ...args: unknown[]) {
    if (recorders.size > 0 && !ownPg.has(this)) {
      const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown];
      const sql = typeof config === 'string' ? config : config?.text;
      const params = (typeof config === 'string' ? values : (config?.values ?? values)) ?? [];
      if (typeof sql === 'string') record({ sql, params: Array.isArray(params) ? params : [] });
    }
    return query.apply(this, args);
  };
}

/** Runs `run`, recording every statement it sends to the database (also its transactions' own). */
export async function recordQueries<T>(run: () => Promise<T>): Promise<{ result: T; queries: RecordedQuery[] }> {
  patchSqlite();
  patchPg();
  const queries: RecordedQuery[] = [];
  const recorder: Recorder = (q) => queries.push(q);
  recorders.add(recorder);
  try {
    const result = await run();
    return { result, queries };
  } finally {
    recorders.delete(recorder);
  }
}

// ---------------------------------------------------------------------------------------------
// Plans

/** Statements that have a plan worth reading (not BEGIN, COMMIT, PRAGMA, SAVEPOINT, INSERT … VALUES). */
function planned(sql: string): boolean {
  const head = sql.trimStart().slice(0, 12).toUpperCase();
  return head.startsWith('SELECT') || head.startsWith('WITH') || head.startsWith('UPDATE') || head.startsWith('DELETE');
}

const unquoted = (name: string) => name.replace(/["`]/g, '');

/** The big tables a statement names, with the aliases it gives them (`"Invoice" AS "t0"`). */
function tablesOf(sql: string, big: readonly string[]): Map<string, string> {
  const names = new Map<string, string>(); // name or alias as a plan shows it → table
  const re = /(?:FROM|JOIN|UPDATE|INTO)\s+(?:["`]?\w+["`]?\.)?["`]?(\w+)["`]?(?:\s+(?:AS\s+)?(["`]?\w+["`]?))?/gi;
  for (const m of sql.matchAll(re)) {
    const table = m[1] ?? '';
    if (!big.includes(table)) continue;
    names.set(table, table);
    const alias = m[2] && unquoted(m[2]);
    if (alias && !/^(WHERE|ON|LEFT|INNER|JOIN|ORDER|GROUP|LIMIT|SET|USING|CROSS|OFFSET)$/i.test(alias)) {
      names.set(alias, table);
    }
  }
  return names;
}

function sqlitePlan(database: Database.Database, query: RecordedQuery, big: readonly string[]) {
  const rows = database.prepare(`EXPLAIN QUERY PLAN ${query.sql}`).all(...query.params) as {
    id: number;
    parent: number;
    detail: string;
  }[];
  const depth = new Map<number, number>([[0, -1]]);
  const plan = rows.map((r) => {
    const d = (depth.get(r.parent) ?? -1) + 1;
    depth.set(r.id, d);
    return `${'  '.repeat(d)}${r.detail}`;
  });
  const tables = tablesOf(query.sql, big);
  const problems: string[] = [];
  for (const { detail } of rows) {
    // "SCAN main.Invoice", "SCAN t0", "SCAN Invoice AS i"; not "SCAN … USING [COVERING] INDEX …"
    const scan = /^SCAN (?:\w+\.)?(\S+)(?: AS (\S+))?(.*)$/.exec(detail);
    if (scan && !/USING (COVERING )?INDEX|USING INTEGER PRIMARY KEY|VIRTUAL TABLE/.test(scan[3] ?? '')) {
      const table = tables.get(scan[2] ?? '') ?? tables.get(scan[1] ?? '');
      if (table) problems.push(`reads ${table} whole (${detail})`);
    }
    if (/^USE TEMP B-TREE FOR .*(ORDER BY|GROUP BY|DISTINCT)/.test(detail) && tables.size > 0) {
      problems.push(`sorts rows of ${[...new Set(tables.values())].join(', ')} (${detail})`);
    }
  }
  return { plan, problems };
}

interface PgNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PgNode[];
  [key: string]: unknown;
}

function pgProblems(
  node: PgNode,
  big: readonly string[],
  lines: string[],
  depth = 0,
): { problems: string[]; reads: Set<string> } {
  const type = node['Node Type'];
  const relation = node['Relation Name'];
  lines.push(
    `${'  '.repeat(depth)}${type}${relation ? ` on ${relation}` : ''}${node['Index Name'] ? ` using ${node['Index Name']}` : ''}`,
  );
  const problems: string[] = [];
  const reads = new Set<string>();
  if (relation && big.includes(relation)) reads.add(relation);
  for (const child of node.Plans ?? []) {
    const below = pgProblems(child, big, lines, depth + 1);
    problems.push(...below.problems);
    for (const r of below.reads) reads.add(r);
  }
  if (type === 'Seq Scan' && relation && big.includes(relation)) problems.push(`reads ${relation} whole (Seq Scan)`);
  // With sequential scans off, a filter no index serves shows as a walk of some index (often the
  // primary key) with no condition: the same full read, row by row.
  if (/^Index (Only )?Scan$/.test(type) && relation && big.includes(relation) && !node['Index Cond'] && node.Filter) {
    problems.push(`walks ${relation} whole through ${node['Index Name']}, filtering (${String(node.Filter)})`);
  }
  if ((type === 'Sort' || type === 'Incremental Sort') && reads.size > 0) {
    problems.push(`sorts rows of ${[...reads].join(', ')} (${type})`);
  }
  return { problems, reads };
}

async function pgPlan(client: pg.Client, query: RecordedQuery, big: readonly string[]) {
  await client.query('BEGIN');
  try {
    await client.query('SET LOCAL enable_seqscan = off');
    await client.query('SET LOCAL enable_sort = off');
    const { rows } = await client.query(`EXPLAIN (FORMAT JSON) ${query.sql}`, query.params as unknown[]);
    const raw = rows[0]['QUERY PLAN'];
    const root = (typeof raw === 'string' ? JSON.parse(raw) : raw)[0].Plan as PgNode;
    const plan: string[] = [];
    const { problems } = pgProblems(root, big, plan);
    return { plan, problems };
  } finally {
    await client.query('ROLLBACK');
  }
}

/** Asks the database (the one DATABASE_URL names) for the plan of each statement, and judges it. */
export async function explainQueries(queries: RecordedQuery[], options: PlanOptions = {}): Promise<PlanVerdict> {
  const big = options.bigTables ?? BIG_TABLES;
  const wanted = queries.filter((q) => planned(q.sql) && !options.ignore?.(q));
  const plans: QueryPlan[] = [];
  const url = env().DATABASE_URL;
  if (isPostgresUrl(url)) {
    const client = new pg.Client({ connectionString: url });
    ownPg.add(client);
    await client.connect();
    try {
      for (const q of wanted) plans.push({ ...q, ...(await pgPlan(client, q, big)) });
    } finally {
      await client.end();
    }
  } else {
    const database = new Database(sqliteFile(url), { readonly: true, fileMustExist: true });
    ownSqlite.add(database);
    try {
      for (const q of wanted) plans.push({ ...q, ...sqlitePlan(database, q, big) });
    } finally {
      database.close();
    }
  }
  const problems = plans.flatMap((p) =>
    p.problems.map(
      (problem) =>
        `${problem}\n    in: ${p.sql.replace(/\s+/g, ' ').slice(0, 400)}\n    plan:\n      ${p.plan.join('\n      ')}`,
    ),
  );
  return { plans, problems };
}

/**
 * Runs `run` and judges the plan of every statement it sent. `verdict.problems` is empty when none
 * reads a big table whole or sorts its rows; `verdict.plans` shows each statement and its plan.
 */
export async function checkQueryPlans<T>(
  run: () => Promise<T>,
  options: PlanOptions = {},
): Promise<{ result: T; verdict: PlanVerdict }> {
  const { result, queries } = await recordQueries(run);
  return { result, verdict: await explainQueries(queries, options) };
}
