// A hotel contact's own details (name, position, phones, other e-mails) as forms send them, with the
// contract's Spanish field names: one set of checks for staff's contact form
// (lib/account/staff/contacts.ts, which adds the type and the notes) and the contact's own "Mis datos"
// (own-contact.ts). Pure: the browser may read the limits too.
import { z } from 'zod';

export const contactText = (max: number) => z.string().trim().max(max, `Como mucho ${max} caracteres.`);

export const contactPhone = contactText(20).regex(/^[+\d\s().-]*$/, 'Solo números, espacios y + ( ) . -');

/** Addresses separated by commas, spaces or semicolons, each valid. */
export const otherEmailsField = contactText(500)
  .default('')
  .refine(
    (v) =>
      v
        .split(/[\s,;]+/)
        .filter(Boolean)
        .every((e) => z.email().safeParse(e).success),
    'Correos separados por comas, cada uno válido.',
  );

/** The details a contact keeps: the form's fields → the model's columns. */
export const contactDetailsSchema = z.object({
  nombre: contactText(120).min(1, 'Escribe el nombre del contacto.'),
  puesto: contactText(120).default(''),
  telefono: contactPhone.default(''),
  telefono2: contactPhone.default(''),
  otrosEmails: otherEmailsField,
});

export type ContactDetailsForm = z.input<typeof contactDetailsSchema>;

/**
 * What is wrong with each field a check refused, by the form's field name (`telefono`,
 * `otrosEmails`, …): its first message, so each shows under its own field.
 */
export function contactFieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.path[0];
    if (typeof name === 'string' && !(name in fields)) fields[name] = issue.message;
  }
  return fields;
}

export interface ContactDetails {
  name: string;
  position: string;
  phone: string;
  phone2: string;
  otherEmails: string;
}

export function contactDetailsOf(c: z.output<typeof contactDetailsSchema>): ContactDetails {
  return { name: c.nombre, position: c.puesto, phone: c.telefono, phone2: c.telefono2, otherEmails: c.otrosEmails };
}

/** The details under the audit trail's names (Spanish, as staff read them). */
export function contactDetailsShown(c: ContactDetails): Record<string, string> {
  return {
    Nombre: c.name,
    Puesto: c.position,
    Teléfono: c.phone,
    'Teléfono 2': c.phone2,
    'Otros correos': c.otherEmails,
  };
}
