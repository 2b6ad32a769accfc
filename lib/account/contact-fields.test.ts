// Each field of a contact's details refused with its own message, so the form shows it under that
// field (Mis datos; the sentence of every message stays for the contract's clients).
import { describe, expect, it } from 'vitest';
import { contactDetailsSchema, contactFieldErrors } from './contact-fields';

function errorsOf(fields: Record<string, string>) {
  const result = contactDetailsSchema.safeParse(fields);
  return result.success ? {} : contactFieldErrors(result.error.issues);
}

describe('contactFieldErrors', () => {
  it('names each refused field with its message', () => {
    expect(errorsOf({ nombre: 'Ana', telefono: 'abc', otrosEmails: 'x@' })).toEqual({
      telefono: 'Solo números, espacios y + ( ) . -',
      otrosEmails: 'Correos separados por comas, cada uno válido.',
    });
  });

  it('keeps the first message of a field refused twice, and nothing for valid details', () => {
    expect(errorsOf({ nombre: 'Ana', telefono2: 'x'.repeat(21) })).toEqual({ telefono2: 'Como mucho 20 caracteres.' });
    expect(errorsOf({ nombre: 'Ana', telefono: '+34 600 000 000', otrosEmails: 'a@b.es, c@d.es' })).toEqual({});
  });
});
