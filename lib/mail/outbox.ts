// The mail outbox: rows written with the enquiry, sent by a worker. A worker claims a row by moving
// its `lockedUntil` into the future with a conditional update, so of several instances exactly one
// wins each row; it marks the row sent only while its claim still stands. Failures are retried with
// exponential backoff; an SMTP outage delays mail and loses none.
import 'server-only';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { openMailLinks } from './sealed-links';
import { createSender, type Sender } from './transport';

export const OUTBOX_BASE_BACKOFF_SECONDS = 30;

/** What a sent mail with a single-use link keeps of its text. */
export const SECRET_SENT_TEXT = '(Enviado. El texto llevaba un enlace de un solo uso y no se guarda.)';

/** A mail whose single-use link expired before it could leave: never sent, its text not kept. */
export const LINK_EXPIRED_TEXT = '(No enviado. El texto llevaba un enlace de un solo uso que caducó antes del envío.)';
const LINK_EXPIRED_ERROR = 'El enlace caducó antes del envío: pide o envía uno nuevo.';

/**
 * How long a claim holds. Far longer than one send can take (SMTP timeouts: 10 s to connect, 30 s
 * per reply), so a row is taken over only from a worker that died while holding it.
 */
export const OUTBOX_CLAIM_SECONDS = 300;

/** Seconds to wait after the n-th failed attempt (1, 2, ...): 30 s, 60 s, 120 s ... up to the cap. */
export function backoffSeconds(attempts: number, capSeconds: number): number {
  const exp = OUTBOX_BASE_BACKOFF_SECONDS * 2 ** Math.max(0, attempts - 1);
  return Math.min(capSeconds, exp);
}

/** An SMTP answer that retrying will not change (5xx: no such mailbox, refused). */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function describe(error: unknown): string {
  const e = error as { code?: unknown; responseCode?: unknown; message?: unknown };
  const parts = [e?.code, e?.responseCode, typeof e?.message === 'string' ? e.message : String(error)].filter(Boolean);
  return parts.join(' ').replace(/\s+/g, ' ').slice(0, 300);
}

export interface OutboxRun {
  sent: number;
  retried: number;
  failed: number;
}

interface RunOptions {
  sender?: Sender;
  /** The clock (tests move it forward). */
  now?: () => Date;
  batch?: number;
}

function due(now: Date) {
  return { status: 'pending', nextAttemptAt: { lte: now }, OR: [{ lockedUntil: null }, { lockedUntil: { lt: now } }] };
}

/** Sends every due row once; returns what happened. Safe to run on several instances at once. */
export async function processOutbox(options: RunOptions = {}): Promise<OutboxRun> {
  const clock = options.now ?? (() => new Date());
  const e = env();
  const ownSender = options.sender ? null : createSender();
  const sender = options.sender ?? ownSender!;
  const run: OutboxRun = { sent: 0, retried: 0, failed: 0 };
  try {
    for (;;) {
      const now = clock();
      const candidates = await db().outboxMail.findMany({
        where: due(now),
        orderBy: { id: 'asc' },
        take: options.batch ?? 20,
        select: { id: true },
      });
      if (candidates.length === 0) break;
      for (const { id } of candidates) {
        const claimNow = clock();
        // The claim token is the expiry itself: a later worker can only take the row after it passes.
        const claim = new Date(claimNow.getTime() + OUTBOX_CLAIM_SECONDS * 1000);
        const won = await db().outboxMail.updateMany({ where: { id, ...due(claimNow) }, data: { lockedUntil: claim } });
        if (won.count !== 1) continue;
        const mail = await db().outboxMail.findUnique({ where: { id } });
        if (!mail) continue;
        // A sealed link is opened only here, to send; one past its time is not sent at all.
        const text = mail.secret ? await openMailLinks(mail.text, clock().getTime()) : mail.text;
        if (text === null) {
          await db().outboxMail.updateMany({
            where: { id, lockedUntil: claim },
            data: { status: 'failed', lockedUntil: null, text: LINK_EXPIRED_TEXT, lastError: LINK_EXPIRED_ERROR },
          });
          run.failed += 1;
          log().warn({ event: 'mail.link-expired', outboxId: id, kind: mail.kind }, 'mail not sent: its link expired');
          continue;
        }
        try {
          await sender.send({ ...mail, text });
          await db().outboxMail.updateMany({
            where: { id, lockedUntil: claim },
            data: {
              status: 'sent',
              sentAt: clock(),
              lockedUntil: null,
              attempts: { increment: 1 },
              lastError: '',
              // A sent single-use link has no business staying readable in the database.
              ...(mail.secret ? { text: SECRET_SENT_TEXT } : {}),
            },
          });
          run.sent += 1;
          if (mail.enquiryId !== null) await markEnquiryMailed(mail.enquiryId);
        } catch (error) {
          const attempts = mail.attempts + 1;
          const permanent = isPermanent(error);
          await db().outboxMail.updateMany({
            where: { id, lockedUntil: claim },
            data: {
              status: permanent ? 'failed' : 'pending',
              attempts,
              lastError: describe(error),
              lockedUntil: null,
              nextAttemptAt: new Date(
                clock().getTime() + backoffSeconds(attempts, e.OUTBOX_MAX_BACKOFF_SECONDS) * 1000,
              ),
            },
          });
          if (permanent) run.failed += 1;
          else run.retried += 1;
          log().warn(
            { event: 'mail.not-sent', outboxId: id, attempts, permanent, err: describe(error) },
            'mail not sent',
          );
        }
      }
    }
  } finally {
    ownSender?.close();
  }
  return run;
}

/**
 * The one rule of "stuck" mail: still unsent OUTBOX_STUCK_SECONDS after it was queued (an outage
 * lasting too long, or a refused address). /api/health, the log, the dashboard and the outbox page
 * all count and highlight with it.
 */
export function stuckMailWhere(now = new Date()) {
  return {
    status: { in: ['pending', 'failed'] },
    createdAt: { lt: new Date(now.getTime() - env().OUTBOX_STUCK_SECONDS * 1000) },
  };
}

export function isStuckMail(mail: { status: string; createdAt: Date }, now = new Date()): boolean {
  return mail.status !== 'sent' && mail.createdAt.getTime() < now.getTime() - env().OUTBOX_STUCK_SECONDS * 1000;
}

export async function stuckMailCount(now = new Date()): Promise<number> {
  return db().outboxMail.count({ where: stuckMailWhere(now) });
}

export type RetryOutcome =
  { status: 'queued'; before: string; attempts: number } | { status: 'sent' } | { status: 'missing' };

/**
 * "Retry now": a pending or failed row becomes due at once and this instance's worker is woken.
 * Nothing is sent here and any claim is left standing: the row still goes out only through a
 * worker's claim, so however many instances (or clicks) retry it, it is sent once. A row already
 * sent is left alone.
 */
export async function retryMailNow(
  id: number,
  options: {
    now?: Date;
    audit?: (tx: Prisma.TransactionClient, before: { status: string; attempts: number }) => Promise<void>;
  } = {},
): Promise<RetryOutcome> {
  const outcome = await db().$transaction(async (tx): Promise<RetryOutcome> => {
    const row = await tx.outboxMail.findUnique({ where: { id }, select: { status: true, attempts: true } });
    if (!row) return { status: 'missing' };
    // Conditional on the status: a worker that marked it sent meanwhile wins.
    const changed = await tx.outboxMail.updateMany({
      where: { id, status: { in: ['pending', 'failed'] } },
      data: { status: 'pending', nextAttemptAt: options.now ?? new Date() },
    });
    if (changed.count !== 1) return { status: 'sent' };
    await options.audit?.(tx, row);
    return { status: 'queued', before: row.status, attempts: row.attempts };
  });
  if (outcome.status === 'queued') wakeOutbox();
  return outcome;
}

async function markEnquiryMailed(enquiryId: number): Promise<void> {
  const left = await db().outboxMail.count({ where: { enquiryId, status: { not: 'sent' } } });
  if (left === 0)
    await db().enquiry.updateMany({ where: { id: enquiryId, status: 'received' }, data: { status: 'mailed' } });
}

// The worker of this process. Kept on globalThis: Next bundles the boot code and the route
// handlers separately, and a handler's wake-up call must reach the one running worker.
const holder = globalThis as unknown as { milleOutboxWake?: () => void };

/** How often a worker looks for mail stuck past OUTBOX_STUCK_SECONDS (and says so in the log). */
export const STUCK_CHECK_MS = 5 * 60_000;

/** Logs a warning when mail has waited too long; returns the count (also shown by /api/health). */
export async function reportStuckMail(now = new Date()): Promise<number> {
  const stuck = await stuckMailCount(now);
  if (stuck > 0)
    log().warn(
      { event: 'mail.stuck', stuck, olderThanSeconds: env().OUTBOX_STUCK_SECONDS },
      'mail stuck in the outbox',
    );
  return stuck;
}

/** Starts the polling worker; returns how to stop it (waits for the send in progress). */
export function startOutboxWorker(): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let lastStuckCheck = 0;
  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  };
  const tick = () => {
    if (stopped || running) return;
    running = processOutbox()
      .then(async () => {
        // Not on every poll: once every few minutes is enough to alert, and keeps the log readable.
        if (Date.now() - lastStuckCheck < STUCK_CHECK_MS) return;
        lastStuckCheck = Date.now();
        await reportStuckMail();
      })
      .catch((error: unknown) =>
        log().error({ event: 'mail.outbox-failed', err: describe(error) }, 'outbox run failed'),
      )
      .finally(() => {
        running = null;
        if (!stopped) schedule(env().OUTBOX_POLL_MS);
      });
  };
  holder.milleOutboxWake = () => {
    if (!stopped && !running) schedule(0);
  };
  schedule(1000);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    holder.milleOutboxWake = undefined;
    await running;
  };
}

/** Asks this process's worker (if any) to look at the outbox now rather than at its next poll. */
export function wakeOutbox(): void {
  holder.milleOutboxWake?.();
}
