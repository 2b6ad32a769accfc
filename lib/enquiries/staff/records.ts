// The enquiries as stored, for the staff command (`npm run staff -- enquiries …`): the latest, one
// with its mails, all of them for an export, and the deletion of those received before a date,
// their mails included (the cleanup's own rule, lib/cleanup). The back office reads them through
// inbox.ts, with its workflow; this is the raw record, with the mail status.
import 'server-only';
import { purgeEnquiriesBefore } from '@/lib/cleanup/cleanup';
import { db } from '@/lib/db';
import type { EnquiryKind } from '../fields';
import { fieldsOf } from './inbox';

export interface EnquiryRecord {
  id: number;
  kind: string;
  /** received | mailed: whether the staff's notification went out (lib/mail/outbox.ts). */
  status: string;
  createdAt: Date;
  email: string;
  /** The form's fields as the visitor sent them (validated, not escaped for a terminal). */
  fields: Record<string, string>;
}

export interface EnquiryMailRecord {
  id: number;
  to: string;
  status: string;
  attempts: number;
  sentAt: Date | null;
  nextAttemptAt: Date;
  lastError: string | null;
}

type Row = { id: number; kind: string; status: string; createdAt: Date; email: string; fields: string };

function record(r: Row): EnquiryRecord {
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    createdAt: r.createdAt,
    email: r.email,
    fields: fieldsOf(r.fields),
  };
}

/** The latest `limit` enquiries (of one kind when given), newest first. */
export async function latestEnquiries(kind: EnquiryKind | undefined, limit: number): Promise<EnquiryRecord[]> {
  const rows = await db().enquiry.findMany({ where: kind ? { kind } : {}, orderBy: { id: 'desc' }, take: limit });
  return rows.map(record);
}

/** One enquiry with the HMAC of its sender's address and the mails sent for it, or null. */
export async function enquiryWithMails(
  id: number,
): Promise<(EnquiryRecord & { clientHash: string; mails: EnquiryMailRecord[] }) | null> {
  const r = await db().enquiry.findUnique({ where: { id }, include: { mails: { orderBy: { id: 'asc' } } } });
  if (!r) return null;
  return {
    ...record(r),
    clientHash: r.clientHash,
    mails: r.mails.map((m) => ({
      id: m.id,
      to: m.to,
      status: m.status,
      attempts: m.attempts,
      sentAt: m.sentAt,
      nextAttemptAt: m.nextAttemptAt,
      lastError: m.lastError,
    })),
  };
}

/** How many enquiries were received before `cutoff`. */
export function countEnquiriesBefore(cutoff: Date): Promise<number> {
  return db().enquiry.count({ where: { createdAt: { lt: cutoff } } });
}

/**
 * Deletes the enquiries received before `cutoff` with their mails, as the cleanup does at the
 * retention period (in batches: a purge of years of enquiries never holds up the server).
 */
export function deleteEnquiriesBefore(cutoff: Date): Promise<{ enquiries: number; mails: number }> {
  return purgeEnquiriesBefore(cutoff);
}
