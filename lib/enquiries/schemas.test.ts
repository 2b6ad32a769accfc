// The enquiry rules as the browser and the handlers both apply them.
import { describe, expect, it } from 'vitest';
import { CONTROLS, ORDINARY, ZERO_WIDTH } from '@/lib/testing/text-samples';
import { enquiryFields, parseEnquiry, PHONE } from './schemas';

const contact = {
  nombre: 'Lucía',
  apellidos: 'Pérez',
  email: 'lucia@hotelmar.es',
  telefono: '',
  consulta: 'Hola',
  robot: 'on',
};

describe('phone rule', () => {
  it('is one rule for the call-back form and the contact form', () => {
    expect(enquiryFields.callback.telefono.kind).toBe('phone');
    expect(enquiryFields.contact.telefono.kind).toBe('phone');
  });
  it.each(['600123456', '+34 600 123 456', '(91) 555-12-34', '91.555.12.34', '600 11 22 33'])('%s passes', (phone) => {
    expect(PHONE.test(phone)).toBe(true);
    expect(parseEnquiry('contact', { ...contact, telefono: phone }).ok).toBe(true);
    expect(parseEnquiry('callback', { nombre: 'Pedro', telefono: phone, robot: 'on' }).ok).toBe(true);
  });
  it.each(['abc', '<b>1</b>', '600123456 ext 2', '12345', '+34+600123456', '６００１２３４５６', '6001234567890123'])(
    '%s is refused as a phone',
    (phone) => {
      const parsed = parseEnquiry('contact', { ...contact, telefono: phone });
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.fields).toEqual({ telefono: 'phone' });
    },
  );
  it('stays optional on the contact form, required on the call-back form', () => {
    expect(parseEnquiry('contact', contact).ok).toBe(true);
    const parsed = parseEnquiry('callback', { nombre: 'Pedro', telefono: '', robot: 'on' });
    expect(!parsed.ok && parsed.fields).toEqual({ telefono: 'missing' });
  });
});

describe('control characters', () => {
  it.each(Object.entries({ ...CONTROLS, ...ZERO_WIDTH }))(
    '%s in a one-line field is refused, with the field named',
    (_name, c) => {
      for (const field of ['nombre', 'apellidos', 'email'] as const) {
        const value = field === 'email' ? `lu${c}cia@hotelmar.es` : `Lu${c}cía`;
        const parsed = parseEnquiry('contact', { ...contact, [field]: value });
        expect(parsed.ok, field).toBe(false);
        if (!parsed.ok) expect(parsed.fields).toEqual({ [field]: 'characters' });
      }
      const support = parseEnquiry('support', {
        nombre: 'Ana',
        hotel: `Hotel${c}Mar`,
        cargoempleado: 'Recepción',
        email: 'ana@mar.es',
        motivo: 'x',
        robot: 'on',
      });
      expect(!support.ok && support.fields).toEqual({ hotel: 'characters' });
    },
  );

  it('are stripped from multi-line fields, newlines and tabs kept', () => {
    const consulta = `Hola\u001b[2J\u0000 equipo,\r\nfila\t1\u202e\u2066x\u2069\u2028\u0085\u000b\u000c\u007f\u009b.`;
    const parsed = parseEnquiry('contact', { ...contact, consulta });
    expect(parsed.ok && parsed.values.consulta).toBe('Hola[2J equipo,\nfila\t1x.');
  });

  it.each(ORDINARY)('ordinary text passes as it is: %s', (text) => {
    const parsed = parseEnquiry('contact', { ...contact, nombre: text, apellidos: text, consulta: `${text}\n${text}` });
    expect(parsed.ok && parsed.values).toMatchObject({ nombre: text, apellidos: text, consulta: `${text}\n${text}` });
  });
});
