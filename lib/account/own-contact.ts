// A contact's own details at one hotel (name, position, phones, other e-mails), which every contact
// (type 1 and 2) edits in Mis datos (POST /api/cuenta/datos). The login e-mail, the type and staff's
// notes stay staff's; the hotel's data too (a billing contact asks for a correction instead,
// lib/support/hotel-correction.ts). Checked with the back office's own rules (contact-fields.ts) and
// audited with the contact as actor.
import 'server-only';
import { changedFields, recordAudit } from '@/lib/audit/trail';
import type { Session } from '@/lib/auth/session';
import { db } from '@/lib/db';
import type { Answer, Refused } from '@/lib/http/answer';
import { refusals } from '@/lib/http/errors';
import {
  contactDetailsOf,
  contactDetailsSchema,
  contactDetailsShown,
  contactFieldErrors,
  type ContactDetails,
} from './contact-fields';

/** The saved details, in the contract's contact names (HotelContactDto). */
export interface OwnContactDto {
  nombre: string;
  puesto: string;
  telefono: string;
  telefono2: string;
  email: string;
}

const dto = (c: ContactDetails): OwnContactDto => ({
  nombre: c.name,
  puesto: c.position,
  telefono: c.phone,
  telefono2: c.phone2,
  email: c.otherEmails,
});

/** A refusal of the details: the sentence (every message) and each field's own message. */
export type OwnContactRefused = Refused & { fields: Record<string, string> };

/** Saves the signed-in user's details as a contact of `hotelId` (404: not a contact of it). */
export async function updateOwnContact(
  session: Session,
  hotelId: number,
  fields: Record<string, string>,
  client: string,
): Promise<Answer<{ message: string; contacto: OwnContactDto }> | OwnContactRefused> {
  const before = await db().hotelContact.findUnique({
    where: { userId_hotelId: { userId: session.userId, hotelId } },
    select: {
      id: true,
      name: true,
      position: true,
      phone: true,
      phone2: true,
      otherEmails: true,
      hotel: { select: { name: true } },
      user: { select: { email: true } },
    },
  });
  if (!before) throw refusals.notFound();
  const result = contactDetailsSchema.safeParse(fields);
  if (!result.success)
    return {
      ok: false,
      kind: 'invalid',
      message: [...new Set(result.error.issues.map((i) => i.message))].join(' '),
      fields: contactFieldErrors(result.error.issues),
    };
  const after = contactDetailsOf(result.data);
  const changes = changedFields(contactDetailsShown(before), contactDetailsShown(after));
  if (Object.keys(changes).length === 0)
    return { ok: true, message: 'No había nada que cambiar.', contacto: dto(after) };
  await db().$transaction(async (tx) => {
    await tx.hotelContact.update({ where: { id: before.id }, data: after });
    await recordAudit(
      {
        actor: { id: null, email: before.user.email },
        action: 'contact.own-updated',
        objectType: 'contacto',
        objectId: before.id,
        changes: { Hotel: before.hotel.name, ...changes },
        client,
      },
      tx,
    );
  });
  return { ok: true, message: 'Tus datos se han guardado.', contacto: dto(after) };
}
