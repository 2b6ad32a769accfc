// A backlog for the cleanup and the erasure to work off: many enquiries with their mails, written in
// a few statements (chunks of CHUNK rows, under the bound-parameter limits of both databases).
// Shared by their tests and by the one-off measurement (scripts/measure-cleanup.ts).
import { db } from '@/lib/db';

const CHUNK = 2_000;

export interface BacklogSpec {
  enquiries: number;
  /** Mails linked to each enquiry */
  mailsEach: number;
  createdAt: Date;
  /** The enquiries' address (each its own when absent) */
  email?: string;
}

/** Writes the enquiries and their mails; returns the new enquiries' ids. */
export async function seedBacklog({ enquiries, mailsEach, createdAt, email }: BacklogSpec): Promise<number[]> {
  const first = (await db().enquiry.findFirst({ orderBy: { id: 'desc' }, select: { id: true } }))?.id ?? 0;
  for (let from = 0; from < enquiries; from += CHUNK) {
    await db().enquiry.createMany({
      data: Array.from({ length: Math.min(CHUNK, enquiries - from) }, (_, i) => ({
        kind: 'contact',
        fields: JSON.stringify({ nombre: `Visitante ${from + i}` }),
        email: email ?? `visitante${from + i}@example.es`,
        clientHash: 'h',
        createdAt,
      })),
    });
  }
  const ids = (
    await db().enquiry.findMany({ where: { id: { gt: first } }, select: { id: true }, orderBy: { id: 'asc' } })
  ).map((e) => e.id);
  const mails = ids.flatMap((enquiryId) =>
    Array.from({ length: mailsEach }, () => ({
      enquiryId,
      kind: 'enquiry-staff',
      to: 'comercial@millehotel.es',
      replyTo: email ?? '',
      subject: '[Web] Contacto',
      text: 'Una consulta',
      status: 'sent',
      createdAt,
    })),
  );
  for (let from = 0; from < mails.length; from += CHUNK)
    await db().outboxMail.createMany({ data: mails.slice(from, from + CHUNK) });
  return ids;
}
