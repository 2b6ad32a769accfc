// The words of an enquiry's mails: the staff notification agrees with the kind's gender, the
// visitor's acknowledgement assumes none.
import { describe, expect, it } from 'vitest';
import { composeEnquiryMails, composeEnquiryReply } from './mails';

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

describe('composeEnquiryReply', () => {
  it("keeps the enquiry's number in the subject and quotes the visitor's question under the answer", () => {
    const reply = composeEnquiryReply(
      'support',
      1,
      { nombre: 'Ana', motivo: 'No arranca el TPV\n\nDesde ayer' },
      at,
      'Hola Ana, te conectamos a las 10.',
    );
    expect(reply.subject).toMatch(/^Re: Permiso de soporte remoto n\.º 1 · /);
    expect(reply.text).toMatch(/^Hola Ana, te conectamos a las 10\.\n\n--\n/);
    expect(reply.text).toContain('escribiste:\n> No arranca el TPV\n>\n> Desde ayer\n');
  });

  it('quotes nothing when the visitor asked nothing in words (a call-back)', () => {
    const reply = composeEnquiryReply('callback', 2, { nombre: 'Ana', telefono: '600000000' }, at, 'Te llamamos.');
    expect(reply.text).not.toContain('escribiste');
  });
});

describe('the subject of a contact enquiry', () => {
  it('reaches the staff notification in words', () => {
    const [notice] = composeEnquiryMails(
      'contact',
      10,
      { asunto: 'distribuidor', nombre: 'Ana', consulta: 'Hola' },
      at,
    );
    expect(notice!.text).toContain('Asunto: Ser distribuidor\n');
  });
});
