// The scheduled cleanup: what the service keeps only for a while is deleted once its time is up.
// - session rows that have ended (idle or absolute lifetime), customers' and staff's, whether or not
//   their cookie returns;
// - rate-limiter rows whose window has run out;
// - e-mailed links (password reset) a week after they expired (until then the page can still say
//   "this link has expired" rather than "unknown link");
// - enquiries older than ENQUIRY_RETENTION_MONTHS (what /privacidad promises), with their mails
//   (outbox rows hold the same personal data), any mail queued before that date, and the demo
//   mail files written to <DATA_DIR>/mail;
// - audit entries older than AUDIT_RETENTION_MONTHS (the only deletion the audit trail knows).
// Every instance runs it. Deletes are idempotent; on PostgreSQL a run also takes an advisory lock
// for its transaction, so two instances never delete the same rows at once (no lock waits, no
// deadlock, each row counted by the one run that deleted it): the second finds the lock taken and
// leaves this round to the first.
import 'server-only';
import { readdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { deleteAuditBefore } from '@/lib/audit/trail';
import { endedSessionsWhere } from '@/lib/auth/session';
import { db } from '@/lib/db';
import { isPostgresUrl } from '@/lib/db/url';
import { env } from '@/lib/env';
import type { Prisma } from '@/lib/generated/prisma/client';
import { log } from '@/lib/log';
import { endedStaffSessionsWhere } from '@/lib/staff/session';
import { monthsBefore } from './retention';

type Tx = Prisma.TransactionClient;

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
  /** Another instance held the cleanup lock: this run deleted nothing and left the round to it. */
  ranElsewhere: boolean;
}

/** An arbitrary constant (the migrator uses another): the advisory lock of a cleanup run. */
const CLEANUP_LOCK = 72_616_202;
/** How long an expired e-mailed link is kept, so its page can still say it expired. */
export const LINK_KEPT_AFTER_EXPIRY_MS = 7 * 24 * 3600 * 1000;
/** The first run after start-up: soon, but not while the server is still warming up. */
export const CLEANUP_FIRST_RUN_MS = 30_000;

/**
 * Deletes the enquiries received before `cutoff`, every mail of theirs and every other mail queued
 * before it. Used by the cleanup (at the retention period) and by the staff tool (on demand).
 */
export async function purgeEnquiriesBefore(tx: Tx, cutoff: Date): Promise<{ enquiries: number; mails: number }> {
  const old = { createdAt: { lt: cutoff } };
  // Mails first: deleting an enquiry would only unlink its mails (onDelete: SetNull).
  const mails = await tx.outboxMail.deleteMany({ where: { OR: [{ enquiry: old }, old] } });
  const enquiries = await tx.enquiry.deleteMany({ where: old });
  return { enquiries: enquiries.count, mails: mails.count };
}

/**
 * Rate-limiter rows whose window (or lock) has run out: rate-limiter-flexible treats a row with
 * `expire <= now` as gone and deletes it itself only when the same key comes back.
 */
async function deleteStaleLimiterRows(tx: Tx, now: Date): Promise<number> {
  const { count } = await tx.rateLimiterFlexible.deleteMany({ where: { expire: { lte: now } } });
  return count;
}

// The demo transport's file names start with the time of writing (lib/mail/transport.ts).
const MAIL_FILE = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z-.*\.eml$/;

/** Demo mail files (<DATA_DIR>/mail/*.eml) written before `cutoff`. */
async function deleteMailFilesBefore(dir: string, cutoff: Date): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  let deleted = 0;
  for (const name of names) {
    const m = MAIL_FILE.exec(name);
    if (!m || Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`) >= cutoff.getTime()) continue;
    try {
      await unlink(path.join(dir, name));
      deleted += 1;
    } catch {
      // Gone already: another run took it.
    }
  }
  return deleted;
}

/** One cleanup at the time `now` (tests move it). Safe to run on several instances at once. */
export async function runCleanup(now = new Date()): Promise<CleanupRun> {
  const e = env();
  const retentionCutoff = monthsBefore(now, e.ENQUIRY_RETENTION_MONTHS);
  const postgres = isPostgresUrl(e.DATABASE_URL);
  const counts = await db().$transaction(
    async (tx) => {
      if (postgres) {
        const [row] = await tx.$queryRaw<
          Array<{ locked: boolean }>
        >`SELECT pg_try_advisory_xact_lock(${CLEANUP_LOCK}::bigint) AS locked`;
        if (!row?.locked) return null;
      }
      const sessions = await tx.session.deleteMany({ where: endedSessionsWhere(now) });
      const limiterRows = await deleteStaleLimiterRows(tx, now);
      const staffSessions = await tx.staffSession.deleteMany({ where: endedStaffSessionsWhere(now) });
      const linkCutoff = { expiresAt: { lt: new Date(now.getTime() - LINK_KEPT_AFTER_EXPIRY_MS) } };
      const linkTokens =
        (await tx.linkToken.deleteMany({ where: linkCutoff })).count +
        (await tx.staffLinkToken.deleteMany({ where: linkCutoff })).count;
      const purged = await purgeEnquiriesBefore(tx, retentionCutoff);
      const auditEntries = await deleteAuditBefore(tx, monthsBefore(now, e.AUDIT_RETENTION_MONTHS));
      const pendingImports = (await tx.invoiceImport.deleteMany({ where: { expiresAt: { lt: now } } })).count;
      return {
        sessions: sessions.count,
        staffSessions: staffSessions.count,
        limiterRows,
        linkTokens,
        ...purged,
        auditEntries,
        pendingImports,
      };
    },
    // The first run on a database that has never been cleaned may delete a good many rows.
    { maxWait: 10_000, timeout: 120_000 },
  );
  if (!counts)
    return {
      sessions: 0,
      staffSessions: 0,
      limiterRows: 0,
      linkTokens: 0,
      enquiries: 0,
      mails: 0,
      mailFiles: 0,
      auditEntries: 0,
      pendingImports: 0,
      ranElsewhere: true,
    };
  const mailFiles = await deleteMailFilesBefore(path.join(e.dataDir, 'mail'), retentionCutoff);
  return { ...counts, mailFiles, ranElsewhere: false };
}

/** A run as the job does it: one JSON log line with what was deleted, or with the error. */
export async function cleanupAndLog(now = new Date()): Promise<CleanupRun | null> {
  const started = Date.now();
  try {
    const run = await runCleanup(now);
    log().info(
      { event: 'cleanup.run', ...run, retentionMonths: env().ENQUIRY_RETENTION_MONTHS, ms: Date.now() - started },
      run.ranElsewhere ? 'cleanup left to another instance' : 'cleanup done',
    );
    return run;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log().error({ event: 'cleanup.failed', err: message.replace(/\s+/g, ' ').slice(0, 300) }, 'cleanup failed');
    return null;
  }
}

/** Starts the periodic cleanup of this process; returns how to stop it (waits for a run in progress). */
export function startCleanupJob(): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  const schedule = (ms: number) => {
    timer = setTimeout(tick, ms);
    timer.unref();
  };
  const tick = () => {
    if (stopped) return;
    running = cleanupAndLog().finally(() => {
      running = null;
      if (!stopped) schedule(env().CLEANUP_INTERVAL_SECONDS * 1000);
    });
  };
  schedule(Math.min(CLEANUP_FIRST_RUN_MS, env().CLEANUP_INTERVAL_SECONDS * 1000));
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
