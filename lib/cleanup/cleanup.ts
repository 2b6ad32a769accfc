// The scheduled cleanup: what the service keeps only for a while is deleted once its time is up.
// - session rows that have ended (idle or absolute lifetime), customers' and staff's, whether or not
//   their cookie returns;
// - rate-limiter rows whose window has run out;
// - e-mailed links (password reset) a week after they expired (until then the page can still say
//   "this link has expired" rather than "unknown link");
// - invoice files uploaded for a preview and never imported, once the preview has expired;
// - stored files no caller took into its records (lib/files/orphans.ts), after ORPHAN_AFTER_HOURS,
//   and the chunks of every removed file (lib/files/removal.ts), a few at a time;
// - enquiries older than ENQUIRY_RETENTION_MONTHS (what /privacidad promises), with their mails
//   (outbox rows hold the same personal data), any mail queued before that date, and the demo
//   mail files written to <DATA_DIR>/mail;
// - audit entries older than AUDIT_RETENTION_MONTHS (the only deletion the audit trail knows);
// - remote-access grants (a hotel's dated consent) with the sessions logged on them, once the grant
//   ended more than AUDIT_RETENTION_MONTHS ago: the same record-keeping as the audit entries of those
//   sessions. A grant expires by itself at its end (lib/support/remote-window.ts computes "in
//   force"): nothing here touches a grant before then, nor its history before the retention.
// Any backlog (a first start over imported data, a shorter retention, the job off for a year) is
// worked off in batches (batches.ts): short transactions of BATCH_SIZE rows with the event loop's
// turn between them, so requests are answered throughout and a run cut short (a crash, a stop, its
// time budget) keeps what it deleted; the next run goes on from there.
// After the deletions, the full-text indexes are merged a bounded step at a time (SQLite's FTS5;
// lib/db/search/maintenance.ts).
// Every instance runs it. On PostgreSQL the first batch of a run tries the deletion lock: taken, the
// run deletes nothing and leaves the round to the instance at work (`ranElsewhere`); later batches
// wait for it, so two runs that overlap take turns, and each row is counted by the one batch that
// deleted it.
import 'server-only';
import { opendir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { deleteAuditBefore } from '@/lib/audit/trail';
import { mergeSearchIndexes } from '@/lib/db/search/maintenance';
import { endedSessionsWhere } from '@/lib/auth/session';
import { env } from '@/lib/env';
import { deleteOrphanFiles, ORPHAN_BATCH_FILES, orphanCutoff } from '@/lib/files/orphans';
import { sweepDeletedFiles } from '@/lib/files/removal';
import { remindOverdueAndLog } from '@/lib/invoices/reminders';
import { log } from '@/lib/log';
import { STATUS_OPT_IN_SECONDS } from '@/lib/seal/kinds';
import { endedStaffSessionsWhere } from '@/lib/staff/session';
import { BATCH_SIZE, batchTransaction, nextTurn, type Tx } from './batches';
import { monthsBefore } from './retention';

export interface CleanupRun {
  sessions: number;
  staffSessions: number;
  limiterRows: number;
  linkTokens: number;
  enquiries: number;
  mails: number;
  mailFiles: number;
  auditEntries: number;
  /** Invoice CSVs uploaded for a preview and left unimported past their expiry */
  pendingImports: number;
  /** Stored files never attached (lib/files/orphans.ts), marked removed */
  orphanFiles: number;
  /** Removed files whose last chunks were deleted (lib/files/removal.ts) */
  removedFiles: number;
  /** Chunk rows of removed files deleted */
  fileChunks: number;
  /** Remote-access grants that ended before the retention, and their sessions */
  remoteGrants: number;
  remoteSessions: number;
  /** Status page subscriptions never confirmed within their link's two days (the address goes) */
  statusSubscribers: number;
  /** Steps of the full-text indexes' upkeep that merged something (lib/db/search/maintenance.ts; SQLite only) */
  searchMerges: number;
  /** Another instance held the cleanup lock: this run deleted nothing and left the round to it. */
  ranElsewhere: boolean;
  /** The run stopped at its time budget or at a shutdown with rows left: the next run goes on. */
  unfinished: boolean;
}

type Counts = Omit<CleanupRun, 'ranElsewhere' | 'unfinished' | 'mailFiles' | 'searchMerges'>;

/** How long an expired e-mailed link is kept, so its page can still say it expired. */
export const LINK_KEPT_AFTER_EXPIRY_MS = 7 * 24 * 3600 * 1000;
/** The first run after start-up: soon, but not while the server is still warming up. */
export const CLEANUP_FIRST_RUN_MS = 30_000;
/** A run stops starting batches after this long; what is left waits for the next run. */
export const CLEANUP_RUN_BUDGET_MS = 10 * 60_000;
/** The next run after one that stopped at its budget: the backlog goes on being worked off. */
export const CLEANUP_CONTINUE_MS = 5_000;

/** One batch of a kind of row: what it deleted, and whether it found a full batch (more may be left). */
interface BatchResult {
  counts: Partial<Counts>;
  full: boolean;
}

const ids = <T>(rows: Array<{ id: T }>) => rows.map((r) => r.id);

/**
 * One batch of the enquiries received before `cutoff`, oldest first (index on createdAt, id), with
 * every mail of theirs (mails first: deleting an enquiry would only unlink them) and their notes.
 */
async function enquiryBatch(tx: Tx, cutoff: Date): Promise<BatchResult> {
  const batch = ids(
    await tx.enquiry.findMany({
      where: { createdAt: { lt: cutoff } },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      take: BATCH_SIZE,
      select: { id: true },
    }),
  );
  if (batch.length === 0) return { counts: {}, full: false };
  const mails = await tx.outboxMail.deleteMany({ where: { enquiryId: { in: batch } } });
  const enquiries = await tx.enquiry.deleteMany({ where: { id: { in: batch } } });
  return { counts: { enquiries: enquiries.count, mails: mails.count }, full: batch.length === BATCH_SIZE };
}

/** One batch of the other mails queued before `cutoff` (unlinked, or of a later enquiry). */
async function mailBatch(tx: Tx, cutoff: Date): Promise<BatchResult> {
  const batch = ids(
    await tx.outboxMail.findMany({
      where: { createdAt: { lt: cutoff } },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      take: BATCH_SIZE,
      select: { id: true },
    }),
  );
  if (batch.length === 0) return { counts: {}, full: false };
  const { count } = await tx.outboxMail.deleteMany({ where: { id: { in: batch } } });
  return { counts: { mails: count }, full: batch.length === BATCH_SIZE };
}

/** One batch of the remote-access grants that ended before `cutoff`, oldest first (index on endsAt, id), with their sessions. */
async function remoteGrantBatch(tx: Tx, cutoff: Date): Promise<BatchResult> {
  const batch = ids(
    await tx.remoteGrant.findMany({
      where: { endsAt: { lt: cutoff } },
      orderBy: [{ endsAt: 'asc' }, { id: 'asc' }],
      take: BATCH_SIZE,
      select: { id: true },
    }),
  );
  if (batch.length === 0) return { counts: {}, full: false };
  const sessions = await tx.remoteSession.deleteMany({ where: { grantId: { in: batch } } });
  const grants = await tx.remoteGrant.deleteMany({ where: { id: { in: batch } } });
  return {
    counts: { remoteGrants: grants.count, remoteSessions: sessions.count },
    full: batch.length === BATCH_SIZE,
  };
}

/**
 * The kinds of row, each worked off batch by batch, in this order: the small tables first, so a
 * backlog of enquiries or audit entries never holds up the end of sessions.
 */
function steps(now: Date): Array<(tx: Tx) => Promise<BatchResult>> {
  const e = env();
  const enquiryCutoff = monthsBefore(now, e.ENQUIRY_RETENTION_MONTHS);
  const auditCutoff = monthsBefore(now, e.AUDIT_RETENTION_MONTHS);
  const linkCutoff = { expiresAt: { lt: new Date(now.getTime() - LINK_KEPT_AFTER_EXPIRY_MS) } };
  const take = BATCH_SIZE;
  const full = (rows: unknown[]) => rows.length === BATCH_SIZE;
  return [
    // Sessions have no index on their times: unordered, each batch stops at its BATCH_SIZE-th match.
    async (tx) => {
      const batch = ids(await tx.session.findMany({ where: endedSessionsWhere(now), take, select: { id: true } }));
      const { count } = await tx.session.deleteMany({ where: { id: { in: batch } } });
      return { counts: { sessions: count }, full: full(batch) };
    },
    async (tx) => {
      const where = endedStaffSessionsWhere(now);
      const batch = ids(await tx.staffSession.findMany({ where, take, select: { id: true } }));
      const { count } = await tx.staffSession.deleteMany({ where: { id: { in: batch } } });
      return { counts: { staffSessions: count }, full: full(batch) };
    },
    // rate-limiter-flexible treats a row with `expire <= now` as gone and deletes it itself only
    // when the same key comes back.
    async (tx) => {
      const batch = (
        await tx.rateLimiterFlexible.findMany({
          where: { expire: { lte: now } },
          orderBy: { expire: 'asc' },
          take,
          select: { key: true },
        })
      ).map((r) => r.key);
      const { count } = await tx.rateLimiterFlexible.deleteMany({ where: { key: { in: batch } } });
      return { counts: { limiterRows: count }, full: full(batch) };
    },
    async (tx) => {
      const batch = ids(
        await tx.linkToken.findMany({ where: linkCutoff, orderBy: { expiresAt: 'asc' }, take, select: { id: true } }),
      );
      const { count } = await tx.linkToken.deleteMany({ where: { id: { in: batch } } });
      return { counts: { linkTokens: count }, full: full(batch) };
    },
    async (tx) => {
      const batch = ids(
        await tx.staffLinkToken.findMany({
          where: linkCutoff,
          orderBy: { expiresAt: 'asc' },
          take,
          select: { id: true },
        }),
      );
      const { count } = await tx.staffLinkToken.deleteMany({ where: { id: { in: batch } } });
      return { counts: { linkTokens: count }, full: full(batch) };
    },
    async (tx) => {
      const where = { expiresAt: { lt: now } };
      const batch = ids(
        await tx.invoiceImport.findMany({ where, orderBy: { expiresAt: 'asc' }, take, select: { id: true } }),
      );
      const { count } = await tx.invoiceImport.deleteMany({ where: { id: { in: batch } } });
      return { counts: { pendingImports: count }, full: full(batch) };
    },
    async (tx) => {
      const { found, deleted } = await deleteOrphanFiles(tx, orphanCutoff(now));
      return { counts: { orphanFiles: deleted }, full: found === ORPHAN_BATCH_FILES };
    },
    async (tx) => {
      const { chunks, files, full } = await sweepDeletedFiles(tx);
      return { counts: { fileChunks: chunks, removedFiles: files }, full };
    },
    (tx) => enquiryBatch(tx, enquiryCutoff),
    (tx) => mailBatch(tx, enquiryCutoff),
    async (tx) => {
      const { found, deleted } = await deleteAuditBefore(tx, auditCutoff, BATCH_SIZE);
      return { counts: { auditEntries: deleted }, full: found === BATCH_SIZE };
    },
    (tx) => remoteGrantBatch(tx, auditCutoff),
    async (tx) => {
      // Unconfirmed addresses whose last opt-in link expired: the mail promised they would go.
      const where = { confirmedAt: null, createdAt: { lt: new Date(now.getTime() - STATUS_OPT_IN_SECONDS * 1000) } };
      const batch = ids(
        await tx.statusSubscriber.findMany({ where, orderBy: { createdAt: 'asc' }, take, select: { id: true } }),
      );
      const { count } = await tx.statusSubscriber.deleteMany({ where: { id: { in: batch }, confirmedAt: null } });
      return { counts: { statusSubscribers: count }, full: full(batch) };
    },
  ];
}

const none = (): Counts => ({
  sessions: 0,
  staffSessions: 0,
  limiterRows: 0,
  linkTokens: 0,
  enquiries: 0,
  mails: 0,
  auditEntries: 0,
  pendingImports: 0,
  orphanFiles: 0,
  removedFiles: 0,
  fileChunks: 0,
  remoteGrants: 0,
  remoteSessions: 0,
  statusSubscribers: 0,
});

function add(total: Counts, part: Partial<Counts>): void {
  for (const [k, n] of Object.entries(part) as Array<[keyof Counts, number]>) total[k] += n;
}

/**
 * Deletes the enquiries received before `cutoff`, every mail of theirs and every other mail queued
 * before it, batch by batch until none is left: the staff tool's purge on demand (the scheduled
 * cleanup does the same within its run).
 */
export async function purgeEnquiriesBefore(cutoff: Date): Promise<{ enquiries: number; mails: number }> {
  const total = none();
  for (const step of [(tx: Tx) => enquiryBatch(tx, cutoff), (tx: Tx) => mailBatch(tx, cutoff)]) {
    for (let full = true; full;) {
      const started = performance.now();
      const { value } = (await batchTransaction(step, 'wait'))!;
      add(total, value.counts);
      full = value.full;
      await nextTurn(started);
    }
  }
  return { enquiries: total.enquiries, mails: total.mails };
}

// The demo transport's file names start with the time of writing (lib/mail/transport.ts).
const MAIL_FILE = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z-.*\.eml$/;

/** Demo mail files (<DATA_DIR>/mail/*.eml) written before `cutoff`, read as a stream of names. */
async function deleteMailFilesBefore(dir: string, cutoff: Date): Promise<number> {
  let entries;
  try {
    entries = await opendir(dir);
  } catch {
    return 0;
  }
  let deleted = 0;
  for await (const entry of entries) {
    const m = MAIL_FILE.exec(entry.name);
    if (!m || Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`) >= cutoff.getTime()) continue;
    try {
      await unlink(path.join(dir, entry.name));
      deleted += 1;
    } catch {
      // Gone already: another run took it.
    }
  }
  return deleted;
}

export interface CleanupOptions {
  /** Stop starting batches after this many milliseconds (0: after the first batch). */
  budgetMs?: number;
  /** Aborted (a shutdown): stop after the batch in progress. */
  signal?: AbortSignal;
}

/** One cleanup at the time `now` (tests move it). Safe to run on several instances at once. */
export async function runCleanup(
  now = new Date(),
  { budgetMs = CLEANUP_RUN_BUDGET_MS, signal }: CleanupOptions = {},
): Promise<CleanupRun> {
  const started = performance.now();
  const counts = none();
  let batches = 0;
  for (const step of steps(now)) {
    for (let full = true; full;) {
      if (batches > 0 && (signal?.aborted || performance.now() - started >= budgetMs))
        return { ...counts, mailFiles: 0, searchMerges: 0, ranElsewhere: false, unfinished: true };
      const batchStarted = performance.now();
      const done = await batchTransaction(step, batches === 0 ? 'try' : 'wait');
      if (!done) return { ...none(), mailFiles: 0, searchMerges: 0, ranElsewhere: true, unfinished: false };
      batches += 1;
      add(counts, done.value.counts);
      full = done.value.full;
      await nextTurn(batchStarted);
    }
  }
  const mailFiles = await deleteMailFilesBefore(
    path.join(env().dataDir, 'mail'),
    monthsBefore(now, env().ENQUIRY_RETENTION_MONTHS),
  );
  // The full-text indexes' upkeep, once the deletions are done (they leave what it folds away),
  // within what is left of the run's budget; a run that left the round to another instance never
  // gets here.
  const searchMerges = await mergeSearchIndexes({
    stop: () => Boolean(signal?.aborted) || performance.now() - started >= budgetMs,
  });
  return { ...counts, mailFiles, searchMerges, ranElsewhere: false, unfinished: false };
}

/** A run as the job does it: one JSON log line with what was deleted, or with the error. */
export async function cleanupAndLog(now = new Date(), options: CleanupOptions = {}): Promise<CleanupRun | null> {
  const started = Date.now();
  try {
    const run = await runCleanup(now, options);
    log().info(
      { event: 'cleanup.run', ...run, retentionMonths: env().ENQUIRY_RETENTION_MONTHS, ms: Date.now() - started },
      run.ranElsewhere
        ? 'cleanup left to another instance'
        : run.unfinished
          ? 'cleanup stopped with rows left for the next run'
          : 'cleanup done',
    );
    return run;
  } catch (error) {
    // The batches committed before the error stay deleted; the next run goes on from there.
    const message = error instanceof Error ? error.message : String(error);
    log().error({ event: 'cleanup.failed', err: message.replace(/\s+/g, ' ').slice(0, 300) }, 'cleanup failed');
    return null;
  }
}

/**
 * Starts the periodic cleanup of this process; returns how to stop it (the run in progress ends
 * after its current batch). A run that stopped at its budget is followed shortly by the next.
 */
export function startCleanupJob(): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  const stopping = new AbortController();
  const schedule = (ms: number) => {
    timer = setTimeout(tick, ms);
    timer.unref();
  };
  const tick = () => {
    if (stopped) return;
    // The weekly reminders of overdue invoices ride on the same schedule (lib/invoices/reminders.ts).
    running = cleanupAndLog(new Date(), { signal: stopping.signal }).then(async (run) => {
      if (!stopped) await remindOverdueAndLog();
      running = null;
      if (!stopped) schedule(run?.unfinished ? CLEANUP_CONTINUE_MS : env().CLEANUP_INTERVAL_SECONDS * 1000);
    });
  };
  schedule(Math.min(CLEANUP_FIRST_RUN_MS, env().CLEANUP_INTERVAL_SECONDS * 1000));
  return async () => {
    stopped = true;
    stopping.abort();
    clearTimeout(timer);
    await running;
  };
}
