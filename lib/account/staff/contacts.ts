// A customer user's links to hotels (HotelContact): type 1, the billing contact who sees invoices,
// or type 2, any other contact; with the name, position, phones, other e-mails and notes the
// customer area shows. Staff link, edit, move to another hotel and remove them; each write is audited.
import 'server-only';
import { z } from 'zod';
import { changedFields } from '@/lib/audit/trail';
import { contactDetailsOf, contactDetailsSchema, contactDetailsShown, contactText } from '@/lib/account/contact-fields';
import { CONTACT_TYPE_LABELS } from '@/lib/account/types';
import { db } from '@/lib/db';
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

async function contactOf(id: number) {
  return db().hotelContact.findUnique({
    where: { id },
    include: { user: { select: { email: true } }, hotel: { select: { id: true, name: true } } },
  });
}

export async function updateContact(
  who: Operator,
  id: number,
  form: Partial<Record<keyof ContactForm, string>>,
): Promise<boolean> {
  const before = await contactOf(id);
  if (!before) return false;
  const data = parseContact(form);
  const changes = changedFields(shown(before), shown(data));
  if (Object.keys(changes).length === 0) return true;
  await db().$transaction(async (tx) => {
    await tx.hotelContact.update({ where: { id }, data });
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
  });
  return true;
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
  await db().$transaction(async (tx) => {
    await tx.hotelContact.update({ where: { id }, data: { hotelId: target.id } });
    await audit(
      who,
      {
        action: 'contact.moved',
        objectType: 'contacto',
        objectId: id,
        changes: { Usuario: before.user.email, Hotel: [before.hotel.name, target.name] },
      },
      tx,
    );
  });
  return { hotel: target.name };
}

export async function removeContact(who: Operator, id: number): Promise<{ email: string; hotel: string } | null> {
  const before = await contactOf(id);
  if (!before) return null;
  await db().$transaction(async (tx) => {
    await tx.hotelContact.delete({ where: { id } });
    await audit(
      who,
      {
        action: 'contact.removed',
        objectType: 'contacto',
        objectId: id,
        changes: {
          Usuario: before.user.email,
          Hotel: before.hotel.name,
          Tipo: CONTACT_TYPE_LABELS[before.contactType] ?? String(before.contactType),
        },
      },
      tx,
    );
  });
  return { email: before.user.email, hotel: before.hotel.name };
}
