// Queuing a mail that belongs to no enquiry (account notices, reset links): a row in the outbox,
// sent by the worker like every other. Every mail passes the recipient's choices here
// (preferences.ts): one of a kind they turned off is not queued at all, and one they may turn off
// leaves with its one-click unsubscribe.
import 'server-only';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { DraftMail } from './compose';
import { wakeOutbox } from './outbox';
import { preparedMails } from './preferences';
import { sealMailLink } from './sealed-links';

/** The outbox page's search key of a mail (OutboxMail.recipient): its address in lower case. */
export function recipientOf(to: string): string {
  return to.toLowerCase();
}

/**
 * A mail with a single-use link is stored with the link sealed, and marked `secret`. Answers
 * whether it was queued (false: its recipient turned its kind off).
 */
export async function queueMail(draft: DraftMail): Promise<boolean> {
  const [ready] = await preparedMails(db(), [draft]);
  if (!ready) return false;
  const { link, ...mail } = ready;
  const text = link ? await sealMailLink(mail.text, link) : mail.text;
  await db().outboxMail.create({ data: { ...mail, recipient: recipientOf(mail.to), text, secret: Boolean(link) } });
  wakeOutbox();
  return true;
}

/**
 * Runs `change` in one transaction with the mail(s) `mailOf` makes of its result (none for null): a
 * notice exists exactly when its change does, never one without the other. The worker is woken
 * once the transaction has committed.
 */
export async function changeWithMail<T>(
  change: (tx: Prisma.TransactionClient) => Promise<T>,
  mailOf: (result: T) => DraftMail | readonly DraftMail[] | null,
): Promise<T> {
  let queued = false;
  const result = await db().$transaction(async (tx) => {
    const done = await change(tx);
    const made = mailOf(done);
    queued = (await queueMailsIn(tx, made === null ? [] : Array.isArray(made) ? made : [made as DraftMail])) > 0;
    return done;
  });
  if (queued) wakeOutbox();
  return result;
}

// Rows per INSERT of outbox mails (a mail's text is a few kB: small batches keep the statement small).
const MAILS_PER_INSERT = 100;

/**
 * Queues `drafts` (notices: none with a single-use link) in the caller's transaction, through their
 * recipients' choices, in batches. Answers how many were queued; the caller wakes the worker
 * (wakeOutbox) once its transaction has committed.
 */
export async function queueMailsIn(tx: Prisma.TransactionClient, drafts: readonly DraftMail[]): Promise<number> {
  const mails = await preparedMails(tx, drafts);
  for (let i = 0; i < mails.length; i += MAILS_PER_INSERT)
    await tx.outboxMail.createMany({
      data: mails
        .slice(i, i + MAILS_PER_INSERT)
        .map((mail) => ({ ...mail, recipient: recipientOf(mail.to), secret: false })),
    });
  return mails.length;
}
