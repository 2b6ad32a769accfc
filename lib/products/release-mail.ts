// The mail of a published version to the hotels that have its module. Who gets it is one function,
// releaseMailAudience: every contact (either type) of those hotels whose account is in use; the
// outbox queue then leaves out whoever turned release mail off in Avisos (lib/mail/preferences.ts,
// kind `release` under the choice `releases`) and gives the others its one-click unsubscribe. One
// mail per address, however many of its hotels have the module; queued in the transaction that
// publishes the version for the first time, so it leaves once whatever the number of instances or
// clicks.
import 'server-only';
import { company } from '@/lib/content/company';
import { env } from '@/lib/env';
import type { Prisma } from '@/lib/generated/prisma/client';
import { signature } from '@/lib/mail/account-mails';
import type { DraftMail } from '@/lib/mail/compose';
import { htmlToText } from '@/lib/news/html';
import { dayLabel } from './fields';

/** Who a new version of a product is told of: how many hotels have the module, and their contacts' addresses. */
export interface ReleaseAudience {
  hotels: number;
  /** Each once, in lower case, sorted */
  addresses: string[];
}

/**
 * The addresses told of a new version of `productId`, each once, with the number of hotels that
 * have the module: the hotels along HotelProduct's (productId, hotelId) index, then their contacts
 * along HotelContact's hotel index, a few hundred hotels per query.
 */
export async function releaseMailAudience(tx: Prisma.TransactionClient, productId: number): Promise<ReleaseAudience> {
  const hotels = await tx.hotelProduct.findMany({
    where: { productId },
    orderBy: { hotelId: 'asc' },
    select: { hotelId: true },
  });
  const ids = hotels.map((h) => h.hotelId);
  const addresses = new Set<string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await tx.hotelContact.findMany({
      where: { hotelId: { in: ids.slice(i, i + 500) }, user: { disabledAt: null } },
      select: { user: { select: { email: true } } },
    });
    for (const r of rows) addresses.add(r.user.email.toLowerCase());
  }
  return { hotels: ids.length, addresses: [...addresses].sort() };
}

/** The addresses alone (releaseMailAudience). */
export async function releaseMailRecipients(tx: Prisma.TransactionClient, productId: number): Promise<string[]> {
  return (await releaseMailAudience(tx, productId)).addresses;
}

export interface ReleaseForMail {
  productName: string;
  number: string;
  releasedOn: Date;
  notes: string;
  verifactu: boolean;
}

const NOTES_IN_MAIL = 2000;

/** The mail's subject: also how the version's page finds the mails of a publication that kept no count. */
export const releaseMailSubject = (productName: string, number: string) => `Nueva versión de ${productName}: ${number}`;

/** One mail per address: what is new, and where to read and download it. */
export function releaseMails(to: readonly string[], v: ReleaseForMail): DraftMail[] {
  const origin = new URL(env().SITE_URL).origin;
  const notes = htmlToText(v.notes);
  const subject = releaseMailSubject(v.productName, v.number);
  const text = [
    'Hola:',
    '',
    `Ya está disponible la versión ${v.number} de ${v.productName}, publicada el ${dayLabel(v.releasedOn)}.`,
    ...(v.verifactu
      ? ['Es una versión adaptada a Veri*Factu; su declaración responsable está en el área de clientes.']
      : []),
    ...(notes ? ['', 'Novedades:', notes.length > NOTES_IN_MAIL ? `${notes.slice(0, NOTES_IN_MAIL)}…` : notes] : []),
    '',
    'Las notas completas, el instalador y el manual están en el área de clientes, pestaña Productos:',
    `${origin}/micuenta?pestana=productos`,
    '',
    `Todas las novedades de ${company.name}: ${origin}/novedades`,
    '',
    signature(),
    '',
  ].join('\n');
  return to.map((address) => ({ kind: 'release', to: address, replyTo: '', subject, text }));
}
