// The enquiry inbox through its API: every role against every action (allowed works, forbidden gets
// 403 and changes nothing), the workflow with notes and a reply through the outbox, CSV export,
// erasure by e-mail, and the audit entries of each.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { company } from '@/lib/content/company';
import { env } from '@/lib/env';
import { processOutbox } from '@/lib/mail/outbox';
import { seedStaff } from '@/lib/staff/demo-seed';
import { callStaff as call, staffBrowser } from '@/lib/testing/staff-browser';
import type { TestClient } from '@/lib/testing/http-client';
import { POST as erase } from './consultas/borrar/route';
import { POST as note } from './consultas/[id]/nota/route';
import { POST as reply } from './consultas/[id]/responder/route';
import { POST as update } from './consultas/[id]/route';
import { GET as csv } from './consultas/route';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

const ADMIN = 'admin@millehotel.es';
const EDITOR = 'redaccion@millehotel.es';
const SUPPORT = 'atencion@millehotel.es';
const browsers = {} as Record<'admin' | 'editor' | 'support', TestClient>;

async function enquiry(email: string, nombre: string, consulta = 'Quiero una demo') {
  const e = await db().enquiry.create({
    data: {
      kind: 'contact',
      fields: JSON.stringify({ nombre, apellidos: 'Prueba', email, telefono: '', consulta }),
      email,
      clientHash: 'h',
    },
  });
  await db().outboxMail.create({
    data: { enquiryId: e.id, to: email, subject: 'Hemos recibido tu consulta', text: 'gracias' },
  });
  return e;
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  await seedStaff();
  browsers.admin = await staffBrowser(ADMIN);
  browsers.editor = await staffBrowser(EDITOR);
  browsers.support = await staffBrowser(SUPPORT);
});
beforeEach(async () => {
  await db().outboxMail.deleteMany();
  await db().enquiry.deleteMany();
});

describe('enquiry inbox', () => {
  it('redacción gets 403 on every inbox call and nothing changes', async () => {
    const e = await enquiry('ana@example.es', 'Ana');
    const c = browsers.editor;
    const audit = await db().auditEntry.count();
    expect((await call(c, update, `consultas/${e.id}`, { form: { estado: 'dismissed' } })).status).toBe(403);
    expect((await call(c, note, `consultas/${e.id}/nota`, { form: { texto: 'x' } })).status).toBe(403);
    expect((await call(c, reply, `consultas/${e.id}/responder`, { form: { texto: 'x' } })).status).toBe(403);
    expect(
      (await call(c, erase, 'consultas/borrar', { form: { email: 'ana@example.es', confirmar: '1' } })).status,
    ).toBe(403);
    expect((await call(c, csv, 'consultas')).status).toBe(403);
    expect(await db().enquiry.findUniqueOrThrow({ where: { id: e.id } })).toMatchObject({
      state: 'new',
      assigneeId: null,
    });
    expect(await db().enquiryNote.count()).toBe(0);
    expect(await db().outboxMail.count()).toBe(1);
    expect(await db().auditEntry.count()).toBe(audit);
  });

  for (const role of ['support', 'admin'] as const) {
    it(`${role === 'admin' ? 'administración' : 'atención al cliente'} works an enquiry: state, assignee, a note, a reply through the outbox, all audited`, async () => {
      const c = browsers[role];
      const me = await db().staffUser.findUniqueOrThrow({ where: { email: role === 'admin' ? ADMIN : SUPPORT } });
      const e = await enquiry('luis@example.es', 'Luis');
      expect(
        (
          await (
            await call(c, update, `consultas/${e.id}`, { form: { estado: 'in-progress', asignada: String(me.id) } })
          ).json()
        ).ok,
      ).toBe(true);
      expect(await db().enquiry.findUniqueOrThrow({ where: { id: e.id } })).toMatchObject({
        state: 'in-progress',
        assigneeId: me.id,
      });
      const editorId = (await db().staffUser.findUniqueOrThrow({ where: { email: EDITOR } })).id;
      expect(
        (await (await call(c, update, `consultas/${e.id}`, { form: { asignada: String(editorId) } })).json()).ok,
      ).toBe(false);
      expect(
        (await (await call(c, note, `consultas/${e.id}/nota`, { form: { texto: 'Llamar el lunes' } })).json()).ok,
      ).toBe(true);
      expect(await db().enquiryNote.findFirstOrThrow({ where: { enquiryId: e.id } })).toMatchObject({
        text: 'Llamar el lunes',
        authorEmail: me.email,
      });
      expect(
        (
          await (
            await call(c, reply, `consultas/${e.id}/responder`, { form: { texto: 'Hola Luis, te llamamos el lunes.' } })
          ).json()
        ).ok,
      ).toBe(true);
      const sent = await db().outboxMail.findFirstOrThrow({ where: { enquiryId: e.id, authorEmail: me.email } });
      // Its recipient too: the outbox page finds a reply by the start of its address.
      expect(sent).toMatchObject({
        to: 'luis@example.es',
        recipient: 'luis@example.es',
        replyTo: me.email,
        status: 'pending',
      });
      expect(sent.text).toContain('Hola Luis, te llamamos el lunes.');
      // The enquiry's number in the subject, as in the acknowledgement; the question quoted below.
      expect(sent.subject).toBe(`Re: Solicitud de información n.º ${e.id} · ${company.name}`);
      expect(sent.text).toMatch(/escribiste:\n> Quiero una demo\n$/);
      expect((await db().enquiry.findUniqueOrThrow({ where: { id: e.id } })).state).toBe('answered');
      const run = await processOutbox();
      expect(run.sent).toBeGreaterThan(0);
      expect((await db().outboxMail.findUniqueOrThrow({ where: { id: sent.id } })).status).toBe('sent');
      const actions = (
        await db().auditEntry.findMany({
          where: { objectType: 'consulta', objectId: String(e.id) },
          orderBy: { id: 'asc' },
        })
      ).map((a) => [a.action, a.actorEmail]);
      expect(actions).toEqual([
        ['enquiry.status', me.email],
        ['enquiry.note', me.email],
        ['enquiry.reply', me.email],
      ]);
      const trail = JSON.stringify(await db().auditEntry.findMany({ where: { objectId: String(e.id) } }));
      expect(trail).not.toContain('te llamamos');
      expect(trail).not.toContain('Llamar el lunes');
    });
  }

  it('exports the filtered set as a spreadsheet CSV and audits the export', async () => {
    await enquiry('ana@example.es', '=Ana', 'hola; "adiós"');
    await enquiry('otro@example.es', 'Otro');
    const res = await call(browsers.support, csv, 'consultas?q=ana');
    const bytes = Buffer.from(await res.arrayBuffer());
    // A BOM first (Response.text() would hide it), so spreadsheets read UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.startsWith('"id";"fecha";"tipo";"estado"')).toBe(true);
    expect(text.trim().split('\r\n')).toHaveLength(2);
    expect(text).toContain(`"'=Ana"`);
    expect(text).toContain('"hola; ""adiós"""');
    const entry = await db().auditEntry.findFirstOrThrow({
      where: { action: 'enquiry.exported' },
      orderBy: { id: 'desc' },
    });
    expect(entry.changes).not.toContain('ana');
  });

  it('erases one person: their enquiries, notes and enquiry mail, never their account mail, and says what it erased', async () => {
    const a = await enquiry('borrar@example.es', 'Borra');
    // Addresses are stored as the visitor typed them; one that merely contains it is someone else.
    await enquiry('Borrar@Example.ES', 'Borra otra vez');
    const keep = await enquiry('queda@example.es', 'Queda');
    const alike = await enquiry('noborrar@example.es', 'Parecida');
    // The notice to staff answers to the visitor; a reply whose enquiry is gone already.
    await db().outboxMail.create({
      data: {
        kind: 'enquiry-staff',
        enquiryId: a.id,
        to: 'comercial@millehotel.es',
        replyTo: 'borrar@example.es',
        subject: '[Web] Contacto',
        text: 'x',
      },
    });
    await db().outboxMail.create({
      data: {
        kind: 'reply',
        to: 'BORRAR@example.es',
        replyTo: 'atencion@millehotel.es',
        subject: 'Re: Tu consulta',
        text: 'x',
      },
    });
    await db().outboxMail.create({
      data: {
        kind: 'enquiry-staff',
        to: 'comercial@millehotel.es',
        replyTo: 'Borrar@example.es',
        subject: '[Web] Contacto',
        text: 'x',
      },
    });
    // The same address is a customer's: their account and security mail is no enquiry data.
    const account = ['password-reset', 'new-browser', 'password-changed', 'other'];
    for (const kind of account)
      await db().outboxMail.create({ data: { kind, to: 'Borrar@example.es', subject: kind, text: 'x' } });
    await call(browsers.support, note, `consultas/${a.id}/nota`, { form: { texto: 'nota' } });
    expect(
      (await (await call(browsers.support, erase, 'consultas/borrar', { form: { email: 'borrar@example.es' } })).json())
        .ok,
    ).toBe(false);
    const answer = await (
      await call(browsers.support, erase, 'consultas/borrar', { form: { email: 'Borrar@example.es', confirmar: '1' } })
    ).json();
    expect(answer).toEqual({
      ok: true,
      message:
        'Borrado: 2 consultas, 1 nota y 5 correos de consultas. Se conservan 4 correos de cuenta a esa dirección (avisos de seguridad, enlaces de acceso): no son de consultas.',
      counts: { enquiries: 2, notes: 1, mails: 5, accountMailsKept: 4 },
    });
    expect(await db().enquiry.findMany({ select: { id: true }, orderBy: { id: 'asc' } })).toEqual([
      { id: keep.id },
      { id: alike.id },
    ]);
    expect(await db().enquiryNote.count({ where: { enquiryId: a.id } })).toBe(0);
    const left = await db().outboxMail.findMany({ select: { kind: true, to: true }, orderBy: { id: 'asc' } });
    expect(left).toEqual([
      { kind: 'other', to: 'queda@example.es' },
      { kind: 'other', to: 'noborrar@example.es' },
      ...account.map((kind) => ({ kind, to: 'Borrar@example.es' })),
    ]);
    const entry = await db().auditEntry.findFirstOrThrow({
      where: { action: 'enquiry.erased' },
      orderBy: { id: 'desc' },
    });
    expect(JSON.parse(entry.changes)).toEqual({
      consultas: '2',
      notas: '1',
      'correos de consultas': '5',
      'correos de cuenta conservados': '4',
    });
    expect(JSON.stringify(entry)).not.toMatch(/borrar@|Borra/i);

    // Asked again: nothing of the enquiries is left, and it says so; the account mail is still there.
    const again = await (
      await call(browsers.admin, erase, 'consultas/borrar', { form: { email: 'borrar@example.es', confirmar: '1' } })
    ).json();
    expect(again.message).toBe(
      'No había consultas ni correos de consultas con esa dirección. Se conservan 4 correos de cuenta a esa dirección (avisos de seguridad, enlaces de acceso): no son de consultas.',
    );
    expect(await db().outboxMail.count({ where: { to: 'Borrar@example.es' } })).toBe(4);
  });

  it('answers 404 for an enquiry that does not exist, after the role check', async () => {
    expect((await call(browsers.support, note, 'consultas/999999/nota', { form: { texto: 'x' } })).status).toBe(404);
    expect((await call(browsers.editor, note, 'consultas/999999/nota', { form: { texto: 'x' } })).status).toBe(403);
    expect(env().ENQUIRY_RETENTION_MONTHS).toBe(24);
  });
});
