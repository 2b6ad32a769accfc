// A customer user's links to hotels (HotelContact): type 1, the billing contact who sees invoices,
// or type 2, any other contact; with the name, position, phones, other e-mails and notes the
// customer area shows. Staff link, edit, move to another hotel and remove them; each write is audited.
// A change that takes a billing contact away from a hotel is held to the customers' own rule: the
// hotel keeps one (lib/account/team-lock.ts, under the same lock). A contact removed or moved away
// stops following the hotel's support cases, one made type 2 its cases about an invoice, in the
// same transaction (lib/account/case-following.ts).
import 'server-only';
import { z } from 'zod';
import { changedFields } from '@/lib/audit/trail';
import { contactDetailsOf, contactDetailsSchema, contactDetailsShown, contactText } from '@/lib/account/contact-fields';
import { keepABillingContact, lockHotelTeam } from '@/lib/account/team-lock';
import { BILLING_CONTACT_TYPE, CONTACT_TYPE_LABELS } from '@/lib/account/types';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { dropFollowing } from '@/lib/account/case-following';
import { audit, type Operator } from './audit';
import { CustomerError } from './errors';
import { hotelByRef } from './hotels';

export { CONTACT_TYPE_LABELS };

/** The form's fields (Spanish names, as the contract's contact shape) → the model's columns. */
const contactSchema = contactDetailsSchema.extend({
  tipo: z.enum(['1', '2'], { message: 'Elige el tipo de contacto (1 facturación o 2 otro).' }).transform(Number),
  notas: contactText(2000).default(''),
});

export type ContactForm = z.input<typeof contactSchema>;

function parseContact(form: Partial<Record<keyof ContactForm, string>>) {
  const parsed = contactSchema.safeParse(form);
  if (!parsed.success) throw new CustomerError(parsed.error.issues.map((i) => i.message).join('\n'));
  const c = parsed.data;
  return { contactType: c.tipo, ...contactDetailsOf(c), notes: c.notas };
}

type ContactData = ReturnType<typeof parseContact>;

/** Field names of the audit trail (no notes' text: they may hold anything; only that they changed). */
function shown(c: ContactData): Record<string, string> {
  return {
    Tipo: CONTACT_TYPE_LABELS[c.contactType] ?? String(c.contactType),
    ...contactDetailsShown(c),
    Notas: c.notes ? `${c.notes.length} caracteres` : '',
  };
}

/** Checks a contact form without saving it (an invitation checks it before creating the user). */
export function checkContactForm(form: Partial<Record<keyof ContactForm, string>>): void {
  parseContact(form);
}

/** Links a user to a hotel (by id or tax id); one link per user and hotel. */
export async function linkContact(
  who: Operator,
  userId: number,
  hotelRef: string,
  form: Partial<Record<keyof ContactForm, string>>,
): Promise<number> {
  const data = parseContact(form);
  const hotel = await hotelByRef(hotelRef);
  const user = await db().user.findUnique({ where: { id: userId }, select: { email: true } });
  if (!user) throw new CustomerError('No existe ese usuario.');
  if (
    await db().hotelContact.findUnique({
      where: { userId_hotelId: { userId, hotelId: hotel.id } },
      select: { id: true },
    })
  ) {
    throw new CustomerError(
      `${user.email} ya es contacto de ${hotel.name}: cambia ese contacto en lugar de añadir otro.`,
    );
  }
  return db().$transaction(async (tx) => {
    const contact = await tx.hotelContact.create({
      data: { userId, hotelId: hotel.id, ...data },
      select: { id: true },
    });
    await audit(
      who,
      {
        action: 'contact.linked',
        objectType: 'contacto',
        objectId: contact.id,
        changes: { Usuario: user.email, Hotel: hotel.name, ...changedFields({}, shown(data)) },
      },
      tx,
    );
    return contact.id;
  });
}

type Client = Prisma.TransactionClient | ReturnType<typeof db>;

function contactOf(id: number, client: Client = db()) {
  return client.hotelContact.findUnique({
    where: { id },
    include: { user: { select: { email: true } }, hotel: { select: { id: true, name: true } } },
  });
}

type Contact = NonNullable<Awaited<ReturnType<typeof contactOf>>>;

/**
 * `change` of one contact in a transaction under its hotel's team lock (lib/account/team-lock.ts),
 * on the contact as read inside the lock; when the change takes a billing contact away from the
 * hotel (removed, moved away, made type 2), the hotel must keep another one, as in the customers'
 * own Equipo tab (409 with the reason otherwise). Null when the contact is gone.
 */
async function underTeamLock<T>(
  id: number,
  change: (tx: Prisma.TransactionClient, contact: Contact) => Promise<{ result: T; billingLeft: boolean }>,
): Promise<T | null> {
  const first = await contactOf(id);
  if (!first) return null;
  return db().$transaction(async (tx) => {
    await lockHotelTeam(tx, first.hotelId);
    const contact = await contactOf(id, tx);
    if (!contact) return null;
    // Moved to another hotel meanwhile: its hotel's lock is not the one held.
    if (contact.hotelId !== first.hotelId)
      throw new CustomerError('El contacto ha cambiado mientras tanto: vuelve a cargar la página.');
    const { result, billingLeft } = await change(tx, contact);
    if (billingLeft) await keepABillingContact(tx, contact.hotelId, contact.hotel.name);
    return result;
  });
}

const wasBilling = (c: { contactType: number }) => c.contactType === BILLING_CONTACT_TYPE;

export async function updateContact(
  who: Operator,
  id: number,
  form: Partial<Record<keyof ContactForm, string>>,
): Promise<boolean> {
  if (!(await contactOf(id))) return false;
  const data = parseContact(form);
  const done = await underTeamLock(id, async (tx, before) => {
    const changes = changedFields(shown(before), shown(data));
    if (Object.keys(changes).length === 0) return { result: true, billingLeft: false };
    await tx.hotelContact.update({ where: { id }, data });
    // No longer its billing contact: no longer follows (nor sees) the hotel's cases about an invoice.
    if (wasBilling(before) && data.contactType !== BILLING_CONTACT_TYPE)
      await dropFollowing(tx, before.userId, before.hotelId, 'invoice-cases');
    await audit(
      who,
      {
        action: 'contact.updated',
        objectType: 'contacto',
        objectId: id,
        changes: { Usuario: before.user.email, Hotel: before.hotel.name, ...changes },
      },
      tx,
    );
    return { result: true, billingLeft: wasBilling(before) && data.contactType !== BILLING_CONTACT_TYPE };
  });
  return done ?? false;
}

/** Moves a link to another hotel (by id or tax id), keeping its type and details. */
export async function moveContact(who: Operator, id: number, hotelRef: string): Promise<{ hotel: string } | null> {
  const before = await contactOf(id);
  if (!before) return null;
  const target = await hotelByRef(hotelRef);
  if (target.id === before.hotelId) throw new CustomerError(`Ya es contacto de ${target.name}.`);
  if (
    await db().hotelContact.findUnique({
      where: { userId_hotelId: { userId: before.userId, hotelId: target.id } },
      select: { id: true },
    })
  ) {
    throw new CustomerError(`${before.user.email} ya es contacto de ${target.name}.`);
  }
  return underTeamLock(id, async (tx, contact) => {
    await tx.hotelContact.update({ where: { id }, data: { hotelId: target.id } });
    // No longer a contact of its old hotel: follows none of its cases.
    await dropFollowing(tx, contact.userId, contact.hotelId, 'all');
    await audit(
      who,
      {
        action: 'contact.moved',
        objectType: 'contacto',
        objectId: id,
        changes: { Usuario: contact.user.email, Hotel: [contact.hotel.name, target.name] },
      },
      tx,
    );
    return { result: { hotel: target.name }, billingLeft: wasBilling(contact) };
  });
}

export async function removeContact(who: Operator, id: number): Promise<{ email: string; hotel: string } | null> {
  return underTeamLock(id, async (tx, contact) => {
    await tx.hotelContact.delete({ where: { id } });
    await dropFollowing(tx, contact.userId, contact.hotelId, 'all');
    await audit(
      who,
      {
        action: 'contact.removed',
        objectType: 'contacto',
        objectId: id,
        changes: {
          Usuario: contact.user.email,
          Hotel: contact.hotel.name,
          Tipo: CONTACT_TYPE_LABELS[contact.contactType] ?? String(contact.contactType),
        },
      },
      tx,
    );
    return { result: { email: contact.user.email, hotel: contact.hotel.name }, billingLeft: wasBilling(contact) };
  });
}
