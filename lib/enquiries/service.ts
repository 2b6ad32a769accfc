// Accepting an enquiry (CONTRACT.md "Enquiry forms"): honeypot, validation, the per-address limit
// on accepted enquiries, then the enquiry and its mails stored in one transaction before `OK`.
import 'server-only';
import { OK, RQFALSE, CONTRACT_TEXT } from '@/lib/contract/tokens';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { refusals } from '@/lib/http/errors';
import { consume, refund, type LimitRule } from '@/lib/http/rate-limit';
import { composeEnquiryMails } from './mails';
import { wakeOutbox } from '@/lib/mail/outbox';
import { recipientOf } from '@/lib/mail/queue';
import { hashClientAddress } from './client-hash';
import { HONEYPOT_FIELD, parseEnquiry, type EnquiryKind } from './schemas';

export type EnquiryAnswer = typeof OK | typeof RQFALSE;

/** Accepted enquiries per client address per window (ENQUIRY_LIMIT / ENQUIRY_WINDOW_SECONDS). */
function enquiryRule(): LimitRule {
  const e = env();
  return { name: 'enquiry', points: e.ENQUIRY_LIMIT, durationSeconds: e.ENQUIRY_WINDOW_SECONDS };
}

/**
 * Answers OK (stored, or a honeypot hit that is silently dropped) or RQFALSE (invalid);
 * throws a 429 refusal when the address has used up its accepted enquiries.
 */
export async function submitEnquiry(
  kind: EnquiryKind,
  raw: Record<string, string>,
  clientAddress: string,
): Promise<EnquiryAnswer> {
  if ((raw[HONEYPOT_FIELD] ?? '').trim() !== '') return OK;
  const parsed = parseEnquiry(kind, raw);
  if (!parsed.ok) return RQFALSE;

  const clientHash = hashClientAddress(clientAddress);
  // Counted before storing (atomically, so concurrent posts cannot all slip under the limit);
  // given back if the enquiry is not stored, so only accepted enquiries count.
  const rule = enquiryRule();
  if (!(await consume(rule, clientHash)).allowed) throw refusals.tooMany(CONTRACT_TEXT.enquiryLimit);

  const values = parsed.values as Record<string, string>;
  const receivedAt = new Date();
  try {
    await db().$transaction(async (tx) => {
      const enquiry = await tx.enquiry.create({
        data: { kind, fields: JSON.stringify(values), email: values.email ?? '', clientHash, createdAt: receivedAt },
      });
      await tx.outboxMail.createMany({
        data: composeEnquiryMails(kind, enquiry.id, values, receivedAt).map((m) => ({
          ...m,
          recipient: recipientOf(m.to),
          enquiryId: enquiry.id,
        })),
      });
    });
  } catch (error) {
    await refund(rule, clientHash).catch(() => undefined);
    throw error;
  }
  wakeOutbox();
  return OK;
}
