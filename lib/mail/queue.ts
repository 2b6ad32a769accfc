// Queuing a mail that belongs to no enquiry (account notices, reset links): a row in the outbox,
// sent by the worker like every other.
import 'server-only';
import { db } from '@/lib/db';
import type { DraftMail } from './compose';
import { wakeOutbox } from './outbox';

/** `secret`: the text holds a single-use link; the outbox blanks it once sent. */
export async function queueMail(mail: DraftMail, options: { secret?: boolean } = {}): Promise<void> {
  await db().outboxMail.create({ data: { ...mail, secret: options.secret ?? false } });
  wakeOutbox();
}
