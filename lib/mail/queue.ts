// Queuing a mail that belongs to no enquiry (account notices, reset links): a row in the outbox,
// sent by the worker like every other.
import 'server-only';
import { db } from '@/lib/db';
import type { DraftMail } from './compose';
import { wakeOutbox } from './outbox';
import { sealMailLink } from './sealed-links';

/** A mail with a single-use link is stored with the link sealed, and marked `secret`. */
export async function queueMail({ link, ...mail }: DraftMail): Promise<void> {
  const text = link ? await sealMailLink(mail.text, link) : mail.text;
  await db().outboxMail.create({ data: { ...mail, text, secret: Boolean(link) } });
  wakeOutbox();
}
