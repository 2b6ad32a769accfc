// The enquiry endpoints called as route handlers: every field limit, required fields, e-mail, robot,
// honeypot, CR/LF, the shared guards and the per-address limit (CONTRACT.md "Enquiry forms").
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { POST as callback } from '@/app/api/callback/route';
import { POST as support } from '@/app/api/Data/NuevoPermisoSoporte/route';
import { POST as training } from '@/app/api/Data/NuevoContactoFormacion/route';
import { POST as contact } from './route';
import { db } from '@/lib/db';
import { resetEnvForTests } from '@/lib/env';
import { PEER_HEADER } from '@/lib/http/client-address';
import { CONTRACT_TEXT } from '@/lib/contract/tokens';
import { enquiryFields, HONEYPOT_FIELD, type EnquiryKind, type FieldSpec } from '@/lib/enquiries/schemas';
import { CONTROLS, ORDINARY, ZERO_WIDTH } from '@/lib/testing/text-samples';

const handlers = { contact, training, support, callback } as const;
const paths = { contact: 'Data/NuevoContacto', training: 'Data/NuevoContactoFormacion', support: 'Data/NuevoPermisoSoporte', callback: 'callback' };

const valid: Record<EnquiryKind, Record<string, string>> = {
  contact: { asunto: 'demo', nombre: 'Lucía', apellidos: 'Pérez Gil', email: 'lucia@hotelmar.es', telefono: '600123456', consulta: 'Quiero una demo\nde recepción', robot: 'true' },
  training: { nombre: 'Marc', apellidos: 'Soler', email: 'marc@hotelmar.es', formacion: 'Curso de cierre diario', robot: 'on' },
  support: { nombre: 'Ana', apellidos: '', hotel: 'Hotel Mar', cargoempleado: 'Recepción', email: 'ana@hotelmar.es', motivo: 'No imprime facturas', robot: '1' },
  callback: { nombre: 'Pedro', telefono: '+34 600123456', robot: 'on' },
};

let peer = 0;
let address = '';
beforeEach(() => {
  peer += 1;
  address = `203.0.113.${peer}`;
});
afterEach(() => {
  delete process.env.ENQUIRY_LIMIT;
  resetEnvForTests();
});

function multipart(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}

/**
 * Posts `body` as the bytes a browser puts on the wire (a FormData is encoded first, as over a
 * real connection; Node 24's fetch also raises an unhandled error when a FormData-fed body is
 * cancelled part-way, which the 413 path does).
 */
async function post(kind: EnquiryKind, body: BodyInit, headers: Record<string, string> = {}): Promise<Response> {
  const wire = new Response(body);
  const type = wire.headers.get('content-type');
  const req = new Request(`http://localhost:3000/api/${paths[kind]}`, {
    method: 'POST',
    body: await wire.arrayBuffer(),
    headers: { ...(type ? { 'content-type': type } : {}), [PEER_HEADER]: address, ...headers },
  });
  return handlers[kind](req);
}

async function answer(kind: EnquiryKind, fields: Record<string, string>): Promise<string> {
  const res = await post(kind, multipart(fields));
  expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  return res.text();
}

const count = () => db().enquiry.count();

function without(fields: Record<string, string>, name: string): Record<string, string> {
  const copy = { ...fields };
  delete copy[name];
  return copy;
}

describe.each(Object.keys(handlers) as EnquiryKind[])('%s', (kind) => {
  it('accepts a valid enquiry, stores it with a hashed address and queues its mails before OK', async () => {
    const before = await count();
    expect(await answer(kind, valid[kind])).toBe('OK');
    expect(await count()).toBe(before + 1);
    const stored = await db().enquiry.findFirstOrThrow({ orderBy: { id: 'desc' }, include: { mails: true } });
    expect(stored.kind).toBe(kind);
    expect(stored.clientHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.clientHash).not.toContain(address);
    expect(JSON.parse(stored.fields)).toEqual(without(valid[kind], 'robot'));
    expect(stored.mails.length).toBe(valid[kind].email ? 2 : 1);
  });

  it('also takes application/x-www-form-urlencoded', async () => {
    const res = await post(kind, new URLSearchParams(valid[kind]).toString(), { 'content-type': 'application/x-www-form-urlencoded' });
    expect(await res.text()).toBe('OK');
  });

  for (const [name, spec] of Object.entries(enquiryFields[kind]) as [string, FieldSpec][]) {
    if (spec.choices) {
      const choices = Object.keys(spec.choices);
      it(`${name}: each of ${choices.join(', ')} passes and is kept; another value answers RQFALSE`, async () => {
        for (const choice of choices) {
          expect(await answer(kind, { ...valid[kind], [name]: choice })).toBe('OK');
          const stored = await db().enquiry.findFirstOrThrow({ orderBy: { id: 'desc' } });
          expect(JSON.parse(stored.fields)[name]).toBe(choice);
        }
        const before = await count();
        expect(await answer(kind, { ...valid[kind], [name]: 'presupuesto' })).toBe('RQFALSE');
        expect(await count()).toBe(before);
      });
    } else it(`${name}: ${spec.max} characters pass, ${spec.max + 1} answer RQFALSE`, async () => {
      const fill = (n: number) => (spec.kind === 'email' ? `${'a'.repeat(n - 9)}@mille.es` : spec.kind === 'phone' ? '6'.repeat(n) : 'x'.repeat(n));
      expect(await answer(kind, { ...valid[kind], [name]: fill(spec.max) })).toBe('OK');
      const before = await count();
      expect(await answer(kind, { ...valid[kind], [name]: fill(spec.max + 1) })).toBe('RQFALSE');
      expect(await count()).toBe(before);
    });

    if (spec.required) {
      it(`${name} missing or blank → RQFALSE`, async () => {
        const rest = without(valid[kind], name);
        expect(await answer(kind, rest)).toBe('RQFALSE');
        expect(await answer(kind, { ...valid[kind], [name]: '   ' })).toBe('RQFALSE');
      });
    } else {
      it(`${name} is optional`, async () => {
        const rest = without(valid[kind], name);
        expect(await answer(kind, rest)).toBe('OK');
      });
    }

    if (spec.kind !== 'text') {
      it(`${name}: CR/LF inside a one-line field → RQFALSE`, async () => {
        const bad = spec.kind === 'email' ? 'a@b.es\r\nBcc: x@y.es' : spec.kind === 'phone' ? '600\n123456' : 'Ana\r\nBcc: x@y.es';
        expect(await answer(kind, { ...valid[kind], [name]: bad })).toBe('RQFALSE');
      });
    }
  }

  it('robot missing or not ticked → RQFALSE; true, on and 1 tick it', async () => {
    const rest = without(valid[kind], 'robot');
    expect(await answer(kind, rest)).toBe('RQFALSE');
    expect(await answer(kind, { ...rest, robot: 'false' })).toBe('RQFALSE');
    for (const robot of ['true', 'on', '1']) expect(await answer(kind, { ...rest, robot })).toBe('OK');
  });

  it('a filled honeypot answers OK and stores nothing', async () => {
    const before = await count();
    const mails = await db().outboxMail.count();
    expect(await answer(kind, { ...valid[kind], [HONEYPOT_FIELD]: 'http://spam.example' })).toBe('OK');
    expect(await count()).toBe(before);
    expect(await db().outboxMail.count()).toBe(mails);
  });

  it('ignores unknown fields', async () => {
    expect(await answer(kind, { ...valid[kind], extra: 'x', id: '7' })).toBe('OK');
  });

  it('a foreign Origin or a cross-site fetch → 403, nothing stored', async () => {
    const before = await count();
    const foreign = await post(kind, multipart(valid[kind]), { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('content-type')).toMatch(/^text\/plain/);
    const crossSite = await post(kind, multipart(valid[kind]), { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(await count()).toBe(before);
    const own = await post(kind, multipart(valid[kind]), { origin: 'http://localhost:3000' });
    expect(await own.text()).toBe('OK');
  });

  it('an oversize body → 413 before it is read whole', async () => {
    const big = await post(kind, multipart({ ...valid[kind], relleno: 'x'.repeat(70 * 1024) }));
    expect(big.status).toBe(413);
    const declared = await post(kind, 'a=1', { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(65 * 1024) });
    expect(declared.status).toBe(413);
  });

  it('a content type other than a form → 415', async () => {
    const res = await post(kind, JSON.stringify(valid[kind]), { 'content-type': 'application/json' });
    expect(res.status).toBe(415);
    expect(await res.text()).toBeTruthy();
  });
});

describe('invalid e-mail', () => {
  it.each(['no-es-un-email', 'a@b', 'a b@c.es', '@mille.es'])('%s → RQFALSE', async (email) => {
    expect(await answer('contact', { ...valid.contact, email })).toBe('RQFALSE');
    expect(await answer('training', { ...valid.training, email })).toBe('RQFALSE');
    expect(await answer('support', { ...valid.support, email })).toBe('RQFALSE');
  });
});

describe('per-address limit on accepted enquiries', () => {
  it('answers 429 with a Spanish sentence once the limit is used, across forms; refused ones do not count', async () => {
    process.env.ENQUIRY_LIMIT = '3';
    resetEnvForTests();
    // Refused (RQFALSE, honeypot) enquiries do not count.
    for (let i = 0; i < 5; i++) expect(await answer('contact', { ...valid.contact, email: 'mal' })).toBe('RQFALSE');
    expect(await answer('contact', { ...valid.contact, [HONEYPOT_FIELD]: 'x' })).toBe('OK');
    expect(await answer('contact', valid.contact)).toBe('OK');
    expect(await answer('training', valid.training)).toBe('OK');
    expect(await answer('callback', valid.callback)).toBe('OK');
    const before = await count();
    const res = await post('support', multipart(valid.support));
    expect(res.status).toBe(429);
    expect(await res.text()).toBe(CONTRACT_TEXT.enquiryLimit);
    expect(await count()).toBe(before);
    // Another address is not affected.
    address = '198.51.100.77';
    expect(await answer('support', valid.support)).toBe('OK');
  });

  it('lets exactly the limit through when the enquiries come all at once', async () => {
    process.env.ENQUIRY_LIMIT = '3';
    resetEnvForTests();
    const before = await count();
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('contact', multipart(valid.contact))));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(17);
    expect(await count()).toBe(before + 3);
  });

  it('an enquiry that could not be stored does not use up the limit', async () => {
    process.env.ENQUIRY_LIMIT = '1';
    resetEnvForTests();
    const { vi } = await import('vitest');
    const spy = vi.spyOn(db(), '$transaction').mockRejectedValueOnce(new Error('database is locked'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await post('contact', multipart(valid.contact))).status).toBe(500);
    spy.mockRestore();
    error.mockRestore();
    expect(await answer('contact', valid.contact)).toBe('OK');
  });
});

describe('control characters and ordinary Unicode', () => {
  const oneLine = (kind: EnquiryKind) => Object.entries(enquiryFields[kind]).filter(([, spec]) => spec.kind !== 'text').map(([name]) => name);
  const sample = (kind: EnquiryKind, name: string, c: string) =>
    name === 'email' ? `x${c}y@mille.es` : name === 'telefono' ? `600${c}123456` : `Ana${c}Gil`;

  it.each(Object.entries({ ...CONTROLS, ...ZERO_WIDTH }))('%s inside any one-line field of any form → RQFALSE, nothing stored', async (_name, c) => {
    const before = await count();
    for (const kind of Object.keys(handlers) as EnquiryKind[]) {
      for (const name of oneLine(kind)) {
        expect(await answer(kind, { ...valid[kind], [name]: sample(kind, name, c) }), `${kind}.${name}`).toBe('RQFALSE');
      }
    }
    expect(await count()).toBe(before);
  });

  it('ordinary Unicode (accents, ñ, emoji, other scripts) is accepted and stored as sent', async () => {
    for (const text of ORDINARY) {
      expect(await answer('support', { ...valid.support, nombre: text, apellidos: text, hotel: text, cargoempleado: text, motivo: text }), text).toBe('OK');
      const stored = await db().enquiry.findFirstOrThrow({ orderBy: { id: 'desc' } });
      expect(JSON.parse(stored.fields)).toMatchObject({ nombre: text, hotel: text, motivo: text });
    }
  });

  it('multi-line fields are stored and mailed without them, newlines and tabs kept', async () => {
    const consulta = 'Hola\u001b]0;owned\u0007\u001b[2J equipo\u202e,\nfila\t1\u2028\u0085\u0000 fin';
    expect(await answer('contact', { ...valid.contact, consulta })).toBe('OK');
    const stored = await db().enquiry.findFirstOrThrow({ orderBy: { id: 'desc' }, include: { mails: true } });
    expect(JSON.parse(stored.fields).consulta).toBe('Hola]0;owned[2J equipo,\nfila\t1 fin');
    for (const mail of stored.mails) expect(mail.text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u);
    expect(stored.mails[0]!.text).toContain('Hola]0;owned[2J equipo,\nfila\t1 fin');
  });
});

describe('NuevoContacto telefono: the call-back form\'s phone rule', () => {
  it.each(['abc', '<b>1</b>', '600 123 456 ext. 7', '+34+600123456', '1234'])('%s → RQFALSE, nothing stored', async (telefono) => {
    const before = await count();
    expect(await answer('contact', { ...valid.contact, telefono })).toBe('RQFALSE');
    expect(await count()).toBe(before);
  });
  it.each(['+34 600 123 456', '(91) 555-12-34', '91.555.12.34', ''])('"%s" is accepted', async (telefono) => {
    expect(await answer('contact', { ...valid.contact, telefono })).toBe('OK');
  });
});

describe('multi-line fields', () => {
  it('count CRLF as one character, as the browser does for maxLength', async () => {
    const text = `${'x'.repeat(118)}\r\n${'y'.repeat(120)}`; // 239 in the browser, 240 on the wire
    expect(await answer('contact', { ...valid.contact, consulta: text })).toBe('OK');
  });
});

describe('database down', () => {
  it('answers 500 with the Spanish sentence and no internals', async () => {
    const { vi } = await import('vitest');
    const spy = vi.spyOn(db(), '$transaction').mockRejectedValueOnce(new Error('SQLITE_CANTOPEN: secret path /data/app.db'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await post('contact', multipart(valid.contact));
    spy.mockRestore();
    error.mockRestore();
    expect(res.status).toBe(500);
    expect(await res.text()).toBe(CONTRACT_TEXT.cannotAttend);
  });
});
