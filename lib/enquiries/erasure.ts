// RGPD right to erasure of what a person sent through the enquiry forms, asked for by e-mail
// address: their enquiries with their notes, and the enquiry mail about them (the notice to staff,
// the acknowledgement, staff's replies). Only that: the same address may be a customer's or a
// staff member's, whose account mail (security notices, access links, invitations) is no enquiry
// data and stays. Enquiry mail is told apart by its link to an erased enquiry or by its kind
// (lib/mail/kinds.ts), never by the address alone. One transaction with its audit entry, which
// keeps the counts and never the address. The back office (/gestion/consultas) and
// `npm run staff -- enquiries erase` both call it.
import 'server-only';
import { recordAudit, type AuditInput } from '@/lib/audit/trail';
import { db } from '@/lib/db';
import { containsText } from '@/lib/db/text-search';
import { ENQUIRY_MAIL_KINDS } from '@/lib/mail/kinds';
import type { Answer } from '@/lib/http/answer';

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

/** Erases the enquiries of `emailRaw` (any case) and their mail; audited as counts by `actor` (null: the staff command). */
export async function eraseEnquiriesByEmail(
  actor: AuditInput['actor'],
  emailRaw: string,
  client: string,
): Promise<ErasureAnswer> {
  const email = emailRaw.trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 254) return { ok: false, message: 'Escribe un correo electrónico válido.' };
  const counts = await db().$transaction(async (tx) => {
    // Addresses are stored as typed ("Ana@Example.es"): the database narrows with a case-insensitive
    // `contains` where it can, the exact test is here.
    const same = (address: string) => address.toLowerCase() === email;
    const ids = (
      await tx.enquiry.findMany({ where: { email: containsText(email) }, select: { id: true, email: true } })
    )
      .filter((e) => same(e.email))
      .map((e) => e.id);
    const addressed = await tx.outboxMail.findMany({
      where: { OR: [{ to: containsText(email) }, { replyTo: containsText(email) }] },
      select: { id: true, to: true, replyTo: true, kind: true, enquiryId: true },
    });
    const ofEnquiry = (m: (typeof addressed)[number]) =>
      (ENQUIRY_MAIL_KINDS as readonly string[]).includes(m.kind) || (m.enquiryId !== null && ids.includes(m.enquiryId));
    // Enquiry mail to the person (the acknowledgement, replies) or from them (the notice to staff
    // answers to their address), also when its enquiry is gone already.
    const enquiryMail = addressed.filter((m) => ofEnquiry(m) && (same(m.to) || same(m.replyTo))).map((m) => m.id);
    const accountMailsKept = addressed.filter((m) => !ofEnquiry(m) && same(m.to)).length;
    const mails = await tx.outboxMail.deleteMany({
      where: { OR: [{ enquiryId: { in: ids } }, { id: { in: enquiryMail } }] },
    });
    const notes = await tx.enquiryNote.deleteMany({ where: { enquiryId: { in: ids } } });
    const enquiries = await tx.enquiry.deleteMany({ where: { id: { in: ids } } });
    const counts: ErasureCounts = {
      enquiries: enquiries.count,
      notes: notes.count,
      mails: mails.count,
      accountMailsKept,
    };
    await recordAudit(
      {
        actor,
        action: 'enquiry.erased',
        objectType: 'consulta',
        changes: {
          consultas: String(counts.enquiries),
          notas: String(counts.notes),
          'correos de consultas': String(counts.mails),
          'correos de cuenta conservados': String(accountMailsKept),
        },
        client,
      },
      tx,
    );
    return counts;
  });
  return { ok: true, message: erasureSentence(counts), counts };
}
