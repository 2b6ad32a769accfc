// The words of an enquiry's mails: the staff notification agrees with the kind's gender, the
// visitor's acknowledgement assumes none.
import { describe, expect, it } from 'vitest';
import { composeEnquiryMails } from './mails';

const at = new Date('2026-11-26T09:30:00Z');

describe('composeEnquiryMails', () => {
  it('says "Permiso de soporte remoto recibido" and "Solicitud de información recibida"', () => {
    const [permiso] = composeEnquiryMails('support', 7, { nombre: 'Ana', email: 'ana@example.com' }, at);
    expect(permiso!.text).toMatch(/^Permiso de soporte remoto recibido desde la web/);
    const [solicitud] = composeEnquiryMails('contact', 8, { nombre: 'Ana', email: 'ana@example.com' }, at);
    expect(solicitud!.text).toMatch(/^Solicitud de información recibida desde la web/);
  });

  it('acknowledges every kind without a pronoun of the wrong gender', () => {
    for (const kind of ['support', 'contact', 'training', 'callback'] as const) {
      const ack = composeEnquiryMails(kind, 9, { email: 'ana@example.com' }, at).find(
        (m) => m.kind === 'enquiry-visitor',
      )!;
      expect(ack.text).toContain('Si no has sido tú, ignora este mensaje.');
      expect(ack.text).not.toMatch(/\bl[ao] ha enviado\b/);
    }
  });
});
