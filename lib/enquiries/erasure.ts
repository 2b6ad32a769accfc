// RGPD right to erasure of what a person sent through the enquiry forms, asked for by e-mail
// address: their enquiries with their notes, and the enquiry mail about them (the notice to staff,
// the acknowledgement, staff's replies). Only that: the same address may be a customer's or a
// staff member's, whose account mail (security notices, access links, invitations) is no enquiry
// data and stays. Enquiry mail is told apart by its link to an erased enquiry or by its kind
// (lib/mail/kinds.ts), never by the address alone. Audited as the counts, never the address. The
// back office (/gestion/consultas) and `npm run staff -- enquiries erase` both call it.
// An address may hold thousands of rows (a robot's, or a team mailbox every notice went to): its
// rows are found through indexes of the address (never by reading the tables) and deleted in the
// cleanup's batches
// (lib/cleanup/batches.ts), with the event loop's turn between them, so the erasure never holds up
// the server. A person's few rows are one batch, erased and audited in one transaction.
import 'server-only';
import { recordAudit, type AuditInput } from '@/lib/audit/trail';
import { batchTransaction, inBatches, nextTurn, type Tx } from '@/lib/cleanup/batches';
import { db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { ENQUIRY_MAIL_KINDS } from '@/lib/mail/kinds';
import type { Answer } from '@/lib/http/answer';
import { log } from '@/lib/log';

export interface ErasureCounts {
  enquiries: number;
  notes: number;
  /** Enquiry mail erased */
  mails: number;
  /** Other mail to the address (account and security mail), left as it was */
  accountMailsKept: number;
}

export type ErasureAnswer = Answer<{ message: string; counts: ErasureCounts }>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What was erased and what was kept, in the staff's words. */
export function erasureSentence(c: ErasureCounts): string {
  const erased =
    c.enquiries + c.mails === 0
      ? 'No había consultas ni correos de consultas con esa dirección.'
      : `Borrado: ${count(c.enquiries, 'consulta', 'consultas')}, ${count(c.notes, 'nota', 'notas')} y ${count(c.mails, 'correo de consultas', 'correos de consultas')}.`;
  if (c.accountMailsKept === 0) return erased;
  const kept = c.accountMailsKept === 1 ? 'Se conserva 1 correo' : `Se conservan ${c.accountMailsKept} correos`;
  return `${erased} ${kept} de cuenta a esa dirección (avisos de seguridad, enlaces de acceso): no son de consultas.`;
}

interface AddressedMail {
  id: number;
  to: string;
  replyTo: string;
  kind: string;
  enquiryId: number | null;
}

const MAIL_COLUMNS = Prisma.sql`"id", "to", "replyTo", "kind", "enquiryId"`;

/**
 * What the address has: its enquiries, its enquiry mail (by kind or link) and how much account
 * mail stays. Each found by an index of the address, one query per table reading the address's
 * rows only (their ids and what tells them apart): the enquiries by lower("email"), the mail to
 * the address and answering to it by lower("to") and lower("replyTo") (migration
 * 20261204120001_scale_search). Never a table read whole.
 */
async function findErasable(email: string) {
  // Addresses are stored as typed ("Ana@Example.es"); the exact test is here.
  const same = (address: string) => address.toLowerCase() === email;
  const enquiries = await db().$queryRaw<Array<{ id: number; email: string }>>(
    Prisma.sql`SELECT "id", "email" FROM "Enquiry" WHERE lower("email") = ${email}`,
  );
  const ids = enquiries.filter((e) => same(e.email)).map((e) => e.id);
  const erased = new Set(ids);
  await nextTurn();
  const addressed = await db().$queryRaw<AddressedMail[]>(
    Prisma.sql`SELECT ${MAIL_COLUMNS} FROM "OutboxMail" WHERE lower("to") = ${email} OR lower("replyTo") = ${email}`,
  );
  const ofEnquiry = (m: AddressedMail) =>
    (ENQUIRY_MAIL_KINDS as readonly string[]).includes(m.kind) || (m.enquiryId !== null && erased.has(m.enquiryId));
  return {
    ids,
    // Enquiry mail to the person (the acknowledgement, replies) or from them (the notice to staff
    // answers to their address), also when its enquiry is gone already.
    enquiryMail: addressed.filter((m) => ofEnquiry(m) && (same(m.to) || same(m.replyTo))).map((m) => m.id),
    accountMailsKept: addressed.filter((m) => !ofEnquiry(m) && same(m.to)).length,
  };
}

type Erased = Omit<ErasureCounts, 'accountMailsKept'>;

const sum = (a: Erased, b: Erased): Erased => ({
  enquiries: a.enquiries + b.enquiries,
  notes: a.notes + b.notes,
  mails: a.mails + b.mails,
});

function auditOf(
  actor: AuditInput['actor'],
  c: ErasureCounts,
  client: string,
  more: Record<string, string> = {},
): AuditInput {
  return {
    actor,
    action: 'enquiry.erased',
    objectType: 'consulta',
    changes: {
      consultas: String(c.enquiries),
      notas: String(c.notes),
      'correos de consultas': String(c.mails),
      'correos de cuenta conservados': String(c.accountMailsKept),
      ...more,
    },
    client,
  };
}

/**
 * Erases the enquiries of `emailRaw` (any case) and their mail; audited as counts by `actor`
 * (null: the staff command). Cut short by an error, what was erased stays erased and audited as
 * such, and the answer says to ask again for the rest.
 */
export async function eraseEnquiriesByEmail(
  actor: AuditInput['actor'],
  emailRaw: string,
  client: string,
): Promise<ErasureAnswer> {
  const email = emailRaw.trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 254) return { ok: false, message: 'Escribe un correo electrónico válido.' };
  const { ids, enquiryMail, accountMailsKept } = await findErasable(email);
  const batches: Array<(tx: Tx) => Promise<Erased>> = [
    // An enquiry's mails first (deleting it would only unlink them), its notes, then the enquiries.
    ...inBatches(ids).map((batch) => async (tx: Tx) => {
      const mails = await tx.outboxMail.deleteMany({ where: { enquiryId: { in: batch } } });
      const notes = await tx.enquiryNote.deleteMany({ where: { enquiryId: { in: batch } } });
      const enquiries = await tx.enquiry.deleteMany({ where: { id: { in: batch } } });
      return { enquiries: enquiries.count, notes: notes.count, mails: mails.count };
    }),
    // The rest of their enquiry mail (found by address; what went with an enquiry counts once).
    ...inBatches(enquiryMail).map((batch) => async (tx: Tx) => {
      const mails = await tx.outboxMail.deleteMany({ where: { id: { in: batch } } });
      return { enquiries: 0, notes: 0, mails: mails.count };
    }),
  ];
  const last = Math.max(batches.length, 1) - 1;
  let erased: Erased = { enquiries: 0, notes: 0, mails: 0 };
  try {
    for (let i = 0; i <= last; i++) {
      const started = performance.now();
      const done = await batchTransaction(async (tx) => {
        const part = (await batches[i]?.(tx)) ?? { enquiries: 0, notes: 0, mails: 0 };
        // The audit entry goes with the last batch: a single batch erases and audits at once.
        if (i === last) await recordAudit(auditOf(actor, { ...sum(erased, part), accountMailsKept }, client), tx);
        return part;
      }, 'wait');
      erased = sum(erased, done!.value);
      if (i < last) await nextTurn(started);
    }
  } catch (error) {
    if (erased.enquiries + erased.notes + erased.mails === 0) throw error;
    const message = error instanceof Error ? error.message : String(error);
    log().error(
      { event: 'enquiry.erasure-interrupted', err: message.replace(/\s+/g, ' ').slice(0, 300) },
      'erasure interrupted',
    );
    const counts = { ...erased, accountMailsKept };
    await recordAudit(auditOf(actor, counts, client, { interrumpido: 'sí' })).catch(() => undefined);
    return {
      ok: false,
      message: `El borrado se interrumpió. ${erasureSentence(counts)} Vuelve a pedirlo para borrar el resto.`,
    };
  }
  const counts = { ...erased, accountMailsKept };
  return { ok: true, message: erasureSentence(counts), counts };
}
