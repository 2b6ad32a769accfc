// A one-off measurement (not in CI, not in the bench): the scheduled cleanup working off a backlog
// of expired enquiries, and how long a simple request waits meanwhile.
//   tsx --conditions=react-server scripts/measure-cleanup.ts [sqlite|postgresql://…/postgres] [ENQUIRIES]
//   tsx --conditions=react-server scripts/measure-cleanup.ts copy:/tmp/vendor.db
// (`copy:FILE`: a copy of an existing SQLite file, e.g. the vendor-size data set of
// scripts/bench/scale-data.mjs, cleaned up as it is: no seeding.) MEASURE_PRAGMAS="a = 1; b = 2"
// sets pragmas on the service's connection before the run, MEASURE_SQL="…;; …" runs statements
// (an A/B of settings, measurement only).
// Makes a fresh database (a SQLite file in a temporary folder, or a new database on the given
// PostgreSQL server, dropped afterwards); runs the cleanup once over it empty, as a server's first
// run finds nothing (Prisma compiles each query the first time a process asks it: up to 100 ms,
// once, whatever the backlog); seeds it from a child process (so the seeding's garbage is not
// collected during the measurement) with ENQUIRIES (50,000) enquiries three years old, two mails
// each, and a fifth as many recent ones with theirs; then runs one cleanup while a probe asks the
// database for the inbox's newest enquiry every 10 ms, and prints the time to clear, the longest
// wait of a probe (from when its timer was due to its answer) and the event loop's longest delay.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import pg from 'pg';

const [target = 'sqlite', count = '50000', seedOnly] = process.argv.slice(2);
const expired = Number(count);
const PROBE_MS = 10;

/** The child's part: the backlog, written into DATABASE_URL. */
async function seed() {
  const { closeDb, db } = await import('@/lib/db');
  const { seedBacklog } = await import('@/lib/testing/backlog');
  const now = new Date();
  const t = performance.now();
  await seedBacklog({ enquiries: expired, mailsEach: 2, createdAt: new Date(now.getTime() - 3 * 365 * 86_400_000) });
  await seedBacklog({ enquiries: Math.round(expired / 5), mailsEach: 2, createdAt: now });
  console.log(
    `seeded ${await db().enquiry.count()} enquiries, ${await db().outboxMail.count()} mails` +
      ` in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  await closeDb();
}

async function measure() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mille-measure-'));
  process.env.DATA_DIR = dir;
  process.env.APP_ENV = 'test';
  process.env.SESSION_SECRET ??= randomBytes(48).toString('base64');
  let dropDatabase = async () => {};
  const copyOf = target.startsWith('copy:') ? target.slice('copy:'.length) : null;
  if (copyOf) {
    copyFileSync(copyOf, path.join(dir, 'app.db'));
    process.env.DATABASE_URL = `file:${path.join(dir, 'app.db')}`;
  } else if (target === 'sqlite') process.env.DATABASE_URL = `file:${path.join(dir, 'app.db')}`;
  else {
    const name = `mille_measure_${randomBytes(6).toString('hex')}`;
    const onServer = async (sql: string) => {
      const client = new pg.Client({ connectionString: target });
      await client.connect();
      await client.query(sql).finally(() => client.end());
    };
    await onServer(`CREATE DATABASE "${name}"`);
    const url = new URL(target);
    url.pathname = `/${name}`;
    process.env.DATABASE_URL = url.toString();
    dropDatabase = () => onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
  // Imported once the environment is set: env() reads it on first use.
  const { migrate } = await import('@/lib/db/migrate');
  const { closeDb, db } = await import('@/lib/db');
  const { runCleanup } = await import('@/lib/cleanup/cleanup');
  await migrate(process.env.DATABASE_URL);
  for (const pragma of (process.env.MEASURE_PRAGMAS ?? '').split(';').filter((p) => p.trim())) {
    console.log(`PRAGMA ${pragma.trim()}:`, await db().$queryRawUnsafe(`PRAGMA ${pragma.trim()}`));
  }
  for (const sql of (process.env.MEASURE_SQL ?? '').split(';;').filter((p) => p.trim())) {
    console.log(`${sql.trim()}:`, await db().$executeRawUnsafe(sql.trim()));
  }
  const t = performance.now();
  // On a copy, a run of long ago: nothing is due yet, but every query is compiled.
  await runCleanup(copyOf ? new Date('2000-01-01') : new Date());
  console.log(
    `${target === 'sqlite' || copyOf ? 'SQLite' : 'PostgreSQL'}: first run, empty: ${(performance.now() - t).toFixed(0)} ms`,
  );
  if (!copyOf) {
    const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, target, count, 'seed'], {
      env: process.env,
      stdio: 'inherit',
    });
    if (child.status !== 0) throw new Error('seeding failed');
  }

  // How long each batch's transaction lasts (from asking for it to its commit).
  const batchMs: number[] = [];
  const client = db();
  const transaction = client.$transaction.bind(client) as (fn: unknown, options?: unknown) => Promise<unknown>;
  Object.assign(client, {
    $transaction: async (fn: unknown, options?: unknown) => {
      const start = performance.now();
      const result = await transaction(fn, options);
      batchMs.push(performance.now() - start);
      return result;
    },
  });

  // The probe: what the inbox's first page asks first, every PROBE_MS while `work` runs.
  const probed = async <T>(work: () => Promise<T>) => {
    const waits: number[] = [];
    let running = true;
    // The probe waiting when the work ends is counted too: on a blocked server it is the only one.
    let lastAnswered = () => {};
    const probe = (due: number) =>
      setTimeout(async () => {
        await db().enquiry.findFirst({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: { id: true } });
        waits.push(performance.now() - due);
        if (running) probe(performance.now() + PROBE_MS);
        else lastAnswered();
      }, PROBE_MS);
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    probe(performance.now() + PROBE_MS);
    const start = performance.now();
    const value = await work();
    const ms = performance.now() - start;
    await new Promise<void>((resolve) => {
      lastAnswered = resolve;
      running = false;
    });
    loop.disable();
    const summary =
      `${waits.length} probes: p50 ${pct(waits, 50)} ms, p99 ${pct(waits, 99)} ms, max ${pct(waits, 100)} ms;` +
      ` event loop delay max ${(loop.max / 1e6).toFixed(1)} ms`;
    return { value, ms, summary };
  };
  const pct = (list: number[], p: number) =>
    [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor((p / 100) * list.length))]!.toFixed(1);

  // The host's own noise first: the same probe for 3 s with nothing else running.
  const idle = await probed(() => new Promise((resolve) => setTimeout(resolve, 3000)));
  console.log(`idle: ${idle.summary}`);
  const { value: run, ms, summary } = await probed(() => runCleanup(new Date()));
  console.log(
    `cleanup: ${run.enquiries} enquiries, ${run.mails} mails in ${(ms / 1000).toFixed(1)} s` +
      ` (${Math.round(run.enquiries / (ms / 1000))} enquiries/s); ${summary};` +
      ` ${run.auditEntries} audit entries;` +
      ` ${batchMs.length} transactions: p50 ${pct(batchMs, 50)} ms, p99 ${pct(batchMs, 99)} ms, max ${pct(batchMs, 100)} ms;` +
      ` left: ${await db().enquiry.count()} enquiries`,
  );
  await closeDb();
  await dropDatabase();
}

(seedOnly ? seed() : measure()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
