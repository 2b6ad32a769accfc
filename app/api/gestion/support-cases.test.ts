// The back office's support cases through /api/gestion/soporte/…: every route for the roles that
// work cases (Soporte técnico, Atención al cliente, Administración) and refused to the others
// (Redacción 403), to a customer's session and to no session (401) and from another site (403);
// a staff reply the customer sees and is mailed, the first one stopping the first-response clock;
// internal notes never in the customer's API, page data or mails; assign, state and priority
// audited, a state change in the customer's history with a mail; merging a duplicate; canned
// replies; a staff download of an attachment; and the queue's order and filters.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/Data/LoginUsuario/route';
import { GET as customerCase } from '@/app/api/cuenta/soporte/casos/[id]/route';
import { POST as customerState } from '@/app/api/cuenta/soporte/casos/[id]/estado/route';
import { POST as customerReply } from '@/app/api/cuenta/soporte/casos/[id]/mensajes/route';
import { GET as customerAttachment } from '@/app/api/cuenta/soporte/adjuntos/[id]/route';
import { POST as openCase } from '@/app/api/cuenta/soporte/casos/route';
import { DEMO_PASSWORD, seedAccounts } from '@/lib/account/demo-seed';
import { db } from '@/lib/db';
import { sectionOf } from '@/lib/staff/navigation';
import { seedStaff } from '@/lib/staff/demo-seed';
import { can, STAFF_ROLES } from '@/lib/staff/roles';
import { TestClient } from '@/lib/testing/http-client';
import { callStaff, staffBrowser } from '@/lib/testing/staff-browser';
import { listQueue, queueFigures, queueFilterFrom } from '@/lib/support/staff/queue';
import { GET as staffAttachment } from './soporte/adjuntos/[id]/route';
import { POST as manage } from './soporte/casos/[id]/route';
import { POST as note } from './soporte/casos/[id]/nota/route';
import { POST as staffReply } from './soporte/casos/[id]/responder/route';
import { POST as merge } from './soporte/casos/[id]/unir/route';
import { POST as deleteCanned } from './soporte/respuestas/[id]/borrar/route';
import { POST as updateCanned } from './soporte/respuestas/[id]/route';
import { POST as createCanned } from './soporte/respuestas/route';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

const RECEPTION = 'recepcion@hotelmediterraneo.es';
const BILLING = 'facturas@hotelmediterraneo.es';
const STAFF = {
  admin: 'admin@millehotel.es',
  editor: 'redaccion@millehotel.es',
  support: 'atencion@millehotel.es',
  technician: 'soporte@millehotel.es',
} as const;
type Role = keyof typeof STAFF;
const WORKERS: Role[] = ['technician', 'support', 'admin'];
const NOTE = 'Nota secreta: el cliente tiene la versión 7.2 sin parche';

const browsers = {} as Record<Role, TestClient>;
let customer: TestClient;
let hotelId = 0;
let otherHotelId = 0;

async function signedIn(email: string): Promise<TestClient> {
  const c = new TestClient(`192.0.2.${40 + Object.keys(browsers).length}`);
  const res = await (await c.send(login, 'LoginUsuario', { form: { email, pass: DEMO_PASSWORD } })).json();
  expect(res.loginok).toBe(true);
  return c;
}

async function newCase(subject = 'La TPV del bar no cobra con tarjeta', priority = 'critica'): Promise<number> {
  const res = await customer.send(openCase, '../cuenta/soporte/casos', {
    json: {
      id_hotel: hotelId,
      categoria: 'incidencia',
      area: 'othello',
      prioridad: priority,
      asunto: subject,
      descripcion: 'Da error al cobrar.',
    },
  });
  expect(res.status).toBe(201);
  return (await res.json()).id;
}

/** A multipart body as text (the files here are plain text), with its content type. */
async function multipart(fields: Record<string, string>, files: { name: string; text: string }[] = []) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const f of files) form.append('adjuntos', new Blob([f.text], { type: 'text/plain' }), f.name);
  const encoded = new Response(form);
  return { rawBody: await encoded.text(), headers: { 'content-type': encoded.headers.get('content-type')! } };
}

/** The mails to the hotel's side (the opening's to the support team left out). */
const mails = () =>
  db().outboxMail.findMany({
    where: { kind: 'support-case' },
    orderBy: { id: 'asc' },
    select: { to: true, kind: true, subject: true, text: true },
  });

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  await seedAccounts();
  await seedStaff();
  hotelId = (await db().hotel.findFirstOrThrow({ where: { taxId: 'B46512877' } })).id;
  otherHotelId = (await db().hotel.findFirstOrThrow({ where: { taxId: 'B11678901' } })).id;
  for (const role of Object.keys(STAFF) as Role[]) browsers[role] = await staffBrowser(STAFF[role]);
  customer = await signedIn(RECEPTION);
});
beforeEach(async () => {
  await db().outboxMail.deleteMany();
});

describe('who may work cases', () => {
  it('the pages: the roles with cases.work, no other', () => {
    for (const page of ['/gestion/soporte', '/gestion/soporte/[id]', '/gestion/soporte/respuestas'] as const) {
      const section = sectionOf(page);
      expect(section?.action).toBe('cases.work');
      expect(STAFF_ROLES.filter((r) => can(r, section!.action))).toEqual(['admin', 'support', 'technician']);
    }
  });

  it('every route: the working roles pass, Redacción 403, a customer and nobody 401, another site 403, nothing written', async () => {
    const caseId = await newCase('Caso para los permisos');
    const canned = await db().cannedReply.create({ data: { title: 'Permisos', text: 'Texto' } });
    const file = await db().caseAttachment.findFirst({ select: { id: true } });
    const routes = [
      ['manage', manage, `soporte/casos/${caseId}`, { form: { prioridad: 'alta' } }],
      ['reply', staffReply, `soporte/casos/${caseId}/responder`, await multipart({ texto: 'Hola' })],
      ['note', note, `soporte/casos/${caseId}/nota`, await multipart({ texto: 'Nota' })],
      ['merge', merge, `soporte/casos/${caseId}/unir`, { form: { destino: '999999' } }],
      ['create canned', createCanned, 'soporte/respuestas', { form: { titulo: 'X', texto: 'Y' } }],
      ['update canned', updateCanned, `soporte/respuestas/${canned.id}`, { form: { titulo: 'Permisos', texto: 'Z' } }],
      ['delete canned', deleteCanned, `soporte/respuestas/${canned.id}/borrar`, { form: {} }],
      ['download', staffAttachment, `soporte/adjuntos/${file?.id ?? 1}`, {}],
    ] as const;
    const before = { messages: await db().caseMessage.count(), audit: await db().auditEntry.count() };
    for (const [name, handler, path, init] of routes) {
      for (const [who, client, status] of [
        ['editor', browsers.editor, 403],
        ['customer', customer, 401],
        ['nobody', new TestClient('192.0.2.250'), 401],
      ] as const) {
        const res = await callStaff(client, handler, path, init);
        expect([name, who, res.status]).toEqual([name, who, status]);
      }
      if (name !== 'download') {
        const res = await callStaff(browsers.technician, handler, path, {
          ...init,
          headers: {
            ...('headers' in init ? init.headers : {}),
            origin: 'https://evil.example',
            'sec-fetch-site': 'cross-site',
          },
        });
        expect([name, 'foreign origin', res.status]).toEqual([name, 'foreign origin', 403]);
      }
    }
    expect(await db().caseMessage.count()).toBe(before.messages);
    expect(await db().auditEntry.count()).toBe(before.audit);
    expect(await db().cannedReply.findUnique({ where: { id: canned.id } })).toMatchObject({ text: 'Texto' });
    // Each working role may manage a case.
    for (const role of WORKERS) {
      const res = await callStaff(browsers[role], manage, `soporte/casos/${caseId}`, {
        form: { prioridad: role === 'admin' ? 'media' : 'alta' },
      });
      expect([role, res.status]).toEqual([role, 200]);
    }
    expect(
      (await callStaff(browsers.technician, manage, 'soporte/casos/999999', { form: { prioridad: 'alta' } })).status,
    ).toBe(404);
  });
});

describe('working a case', () => {
  it('a staff reply: the customer sees it, followers are mailed once, the first stops the first-response clock and takes the case', async () => {
    const caseId = await newCase();
    const opened = await db().supportCase.findUniqueOrThrow({ where: { id: caseId } });
    expect(opened).toMatchObject({ queueGroup: 0, firstResponseAt: null, handlerId: null });
    // Crítica: 1 h around the clock.
    expect(opened.nextDueAt.getTime() - opened.createdAt.getTime()).toBe(3_600_000);
    const res = await callStaff(
      browsers.technician,
      staffReply,
      `soporte/casos/${caseId}/responder`,
      await multipart({ texto: 'Reinicie el datáfono, por favor.', estado: 'esperando_cliente' }, [
        { name: 'pasos.txt', text: 'paso 1\npaso 2\n' },
      ]),
    );
    expect(await res.json()).toEqual({ ok: true, message: 'Respuesta enviada; el caso queda «Esperando al cliente».' });
    const after = await db().supportCase.findUniqueOrThrow({ where: { id: caseId } });
    const technician = await db().staffUser.findUniqueOrThrow({ where: { email: STAFF.technician } });
    expect(after.firstResponseAt).not.toBeNull();
    expect(after).toMatchObject({ handlerId: technician.id, state: 'esperando_cliente', queueGroup: 1 });
    const seen = await (await customer.send(customerCase, `../cuenta/soporte/casos/${caseId}`)).json();
    expect(seen.estado).toBe('esperando_cliente');
    expect(seen.mensajes.at(-1)).toMatchObject({
      de: 'soporte',
      texto: 'Reinicie el datáfono, por favor.',
      autor: 'Jorge Soporte',
    });
    const attachment = seen.mensajes.at(-1).adjuntos[0];
    expect(attachment).toMatchObject({ nombre: 'pasos.txt', tipo: 'text/plain' });
    // The customer downloads it; staff download it through their own route.
    expect(await (await customer.send(customerAttachment, `../cuenta/soporte/adjuntos/${attachment.id}`)).text()).toBe(
      'paso 1\npaso 2\n',
    );
    const staffCopy = await callStaff(browsers.support, staffAttachment, `soporte/adjuntos/${attachment.id}`);
    expect(staffCopy.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await staffCopy.text()).toBe('paso 1\npaso 2\n');
    const sent = await mails();
    expect(sent.map((m) => [m.kind, m.to])).toEqual([['support-case', RECEPTION]]);
    expect(sent[0]!.text).toContain(`/micuenta/soporte/${caseId}`);
    expect(sent[0]!.text).not.toContain('datáfono');
    // A second reply does not move the first response.
    await callStaff(
      browsers.support,
      staffReply,
      `soporte/casos/${caseId}/responder`,
      await multipart({ texto: 'Otra cosa' }),
    );
    const again = await db().supportCase.findUniqueOrThrow({ where: { id: caseId } });
    expect(again.firstResponseAt).toEqual(after.firstResponseAt);
    expect(again.handlerId).toBe(technician.id);
    const audit = await db().auditEntry.findMany({
      where: { objectType: 'caso', objectId: String(caseId), action: 'case.replied' },
    });
    expect(audit).toHaveLength(2);
    expect(JSON.stringify(audit)).not.toContain('datáfono');
  });

  it('an internal note: staff only, never in the customer’s API, attachment download or mails', async () => {
    const caseId = await newCase('Caso con nota interna', 'media');
    const res = await callStaff(
      browsers.support,
      note,
      `soporte/casos/${caseId}/nota`,
      await multipart({ texto: NOTE }, [{ name: 'interno.txt', text: 'solo personal' }]),
    );
    expect(await res.json()).toEqual({ ok: true, message: 'Nota interna añadida (el cliente no la ve).' });
    const stored = await db().caseMessage.findFirstOrThrow({
      where: { caseId, internal: true },
      include: { attachments: true },
    });
    expect(stored.text).toBe(NOTE);
    const seen = await customer.send(customerCase, `../cuenta/soporte/casos/${caseId}`);
    expect(await seen.text()).not.toContain('Nota secreta');
    // Its attachment is not the customer's to download: 404, as one that does not exist.
    expect(
      (await customer.send(customerAttachment, `../cuenta/soporte/adjuntos/${stored.attachments[0]!.id}`)).status,
    ).toBe(404);
    // The customer replies (the handler is mailed) and staff reply: no mail carries the note.
    await customer.send(customerReply, `../cuenta/soporte/casos/${caseId}/mensajes`, {
      json: { texto: '¿Alguna novedad?' },
    });
    await callStaff(
      browsers.support,
      staffReply,
      `soporte/casos/${caseId}/responder`,
      await multipart({ texto: 'Ya casi.' }),
    );
    const sent = await mails();
    expect(sent.length).toBeGreaterThan(0);
    expect(JSON.stringify(sent)).not.toContain('Nota secreta');
    expect(await db().outboxMail.count({ where: { text: { contains: 'interno.txt' } } })).toBe(0);
  });

  it('assign, state and priority: audited; the state change is in the customer’s history and mailed; a non-worker cannot be given it', async () => {
    const caseId = await newCase('Caso para gestionar', 'baja');
    const support = await db().staffUser.findUniqueOrThrow({ where: { email: STAFF.support } });
    const editor = await db().staffUser.findUniqueOrThrow({ where: { email: STAFF.editor } });
    const refused = await callStaff(browsers.admin, manage, `soporte/casos/${caseId}`, {
      form: { responsable: String(editor.id) },
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe('Esa persona no puede llevar casos de soporte.');
    const res = await callStaff(browsers.admin, manage, `soporte/casos/${caseId}`, {
      form: { responsable: String(support.id), estado: 'resuelta', prioridad: 'alta' },
    });
    expect((await res.json()).ok).toBe(true);
    const c = await db().supportCase.findUniqueOrThrow({ where: { id: caseId }, include: { stateChanges: true } });
    expect(c).toMatchObject({ handlerId: support.id, state: 'resuelta', priority: 'alta', queueGroup: 2 });
    expect(c.resolvedAt).not.toBeNull();
    expect(c.stateChanges.map((s) => [s.from, s.to])).toEqual([['nueva', 'resuelta']]);
    const actions = (await db().auditEntry.findMany({ where: { objectType: 'caso', objectId: String(caseId) } }))
      .map((a) => a.action)
      .sort();
    expect(actions).toEqual(['case.assigned', 'case.priority-changed', 'case.state-changed']);
    expect((await mails()).map((m) => [m.kind, m.to, m.subject])).toEqual([
      ['support-case', RECEPTION, `Tu caso ${caseId} ha cambiado`],
    ]);
    // The customer sees it resolved and rates it: the month's average counts it.
    const rated = await customer.send(customerState, `../cuenta/soporte/casos/${caseId}/estado`, {
      json: { accion: 'valorar', valoracion: 4 },
    });
    expect(rated.status).toBe(200);
    const figures = await queueFigures();
    expect(figures.rating.count).toBeGreaterThan(0);
    expect(figures.rating.average).not.toBeNull();
  });

  it('merges a duplicate into another case of the hotel: closed with a message pointing there, thread kept, followers moved, audited on both', async () => {
    const keep = await newCase('El datáfono no conecta');
    const duplicate = await newCase('Datáfono sin conexión (otra vez)');
    const billing = await signedIn(BILLING);
    // Another hotel's case is no target.
    const foreign = await db().supportCase.create({
      data: {
        hotelId: otherHotelId,
        category: 'consulta',
        productArea: 'othello',
        priority: 'baja',
        subject: 'Otro hotel',
        description: 'x',
      },
    });
    const wrong = await callStaff(browsers.technician, merge, `soporte/casos/${duplicate}/unir`, {
      form: { destino: String(foreign.id) },
    });
    expect(wrong.status).toBe(400);
    // Nor is the case itself, however its number is written (the form says so before asking too).
    for (const destino of [String(duplicate), `#${duplicate}`, `0${duplicate}`]) {
      const itself = await callStaff(browsers.technician, merge, `soporte/casos/${duplicate}/unir`, {
        form: { destino },
      });
      expect([itself.status, await itself.json()]).toEqual([
        400,
        {
          ok: false,
          message: `${duplicate} es el número de este mismo caso: escribe el del otro caso, el que se queda.`,
        },
      ]);
    }
    const billingUser = await db().user.findUniqueOrThrow({ where: { email: BILLING } });
    await db().caseFollower.create({ data: { caseId: duplicate, userId: billingUser.id } });
    const res = await callStaff(browsers.technician, merge, `soporte/casos/${duplicate}/unir`, {
      form: { destino: `#${keep}` },
    });
    expect(await res.json()).toEqual({
      ok: true,
      message: `Caso unido al caso ${keep} y cerrado.`,
      then: `/gestion/soporte/${keep}`,
    });
    const seen = await (await billing.send(customerCase, `../cuenta/soporte/casos/${duplicate}`)).json();
    expect(seen.estado).toBe('cerrada');
    expect(seen.mensajes.at(-1).texto).toContain(`caso ${keep}`);
    expect(seen.mensajes.at(-1).texto).toContain(`/micuenta/soporte/${keep}`);
    expect(await db().caseFollower.count({ where: { caseId: keep, userId: billingUser.id } })).toBe(1);
    const audited = await db().auditEntry.findMany({ where: { action: 'case.merged' }, orderBy: { id: 'asc' } });
    expect(audited.map((a) => a.objectId)).toEqual([String(duplicate), String(keep)]);
    // Closed once it is merged: no second merge, no reply on it.
    const twice = await callStaff(browsers.technician, merge, `soporte/casos/${duplicate}/unir`, {
      form: { destino: String(keep) },
    });
    expect(twice.status).toBe(409);
    const late = await callStaff(
      browsers.technician,
      staffReply,
      `soporte/casos/${duplicate}/responder`,
      await multipart({ texto: 'x' }),
    );
    expect(late.status).toBe(409);
  });
});

describe('canned replies', () => {
  it('are created, changed and deleted, each audited; a repeated title or an empty text is refused in Spanish', async () => {
    const c = browsers.support;
    expect(
      await (
        await callStaff(c, createCanned, 'soporte/respuestas', {
          form: { titulo: 'Saludo', texto: 'Hola, gracias por escribir.' },
        })
      ).json(),
    ).toEqual({
      ok: true,
      message: 'Respuesta «Saludo» guardada.',
    });
    const again = await callStaff(c, createCanned, 'soporte/respuestas', { form: { titulo: 'Saludo', texto: 'Otro' } });
    expect([again.status, (await again.json()).message]).toEqual([409, 'Ya hay una respuesta con el título «Saludo».']);
    const empty = await callStaff(c, createCanned, 'soporte/respuestas', { form: { titulo: 'Vacía', texto: '  ' } });
    expect([empty.status, (await empty.json()).message]).toEqual([400, 'Escribe el texto de la respuesta.']);
    const row = await db().cannedReply.findUniqueOrThrow({ where: { title: 'Saludo' } });
    await callStaff(c, updateCanned, `soporte/respuestas/${row.id}`, {
      form: { titulo: 'Saludo inicial', texto: 'Hola.' },
    });
    expect(await db().cannedReply.findUnique({ where: { id: row.id } })).toMatchObject({
      title: 'Saludo inicial',
      text: 'Hola.',
    });
    await callStaff(c, deleteCanned, `soporte/respuestas/${row.id}/borrar`, { form: {} });
    expect(await db().cannedReply.findUnique({ where: { id: row.id } })).toBeNull();
    expect((await callStaff(c, deleteCanned, `soporte/respuestas/${row.id}/borrar`, { form: {} })).status).toBe(404);
    const actions = (
      await db().auditEntry.findMany({
        where: { objectType: 'respuesta', objectId: String(row.id) },
        orderBy: { id: 'asc' },
      })
    ).map((a) => a.action);
    expect(actions).toEqual(['canned-reply.created', 'canned-reply.updated', 'canned-reply.deleted']);
  });
});

describe('the queue', () => {
  it('lists open cases unassigned first, then by the target due soonest; filters by handler, target, priority, hotel and words', async () => {
    await db().supportCase.deleteMany();
    const media = await newCase('Informe de ocupación vacío', 'media');
    const critica = await newCase('Recepción sin sistema', 'critica');
    const alta = await newCase('Channel manager sin tarifas', 'alta');
    const taken = await callStaff(browsers.technician, manage, `soporte/casos/${alta}`, {
      form: { responsable: 'yo' },
    });
    expect(await taken.json()).toEqual({ ok: true, message: 'Guardado: lo lleva Jorge Soporte.' });
    const read = async (query: string) =>
      (await listQueue(queueFilterFrom(new URLSearchParams(query)).filter)).rows.map((r) => r.id);
    // Unassigned first (the crítica falls due in 1 h, the media in a working day), then the handled one.
    expect(await read('')).toEqual([critica, media, alta]);
    expect(await read('responsable=nadie')).toEqual([critica, media]);
    const technician = await db().staffUser.findUniqueOrThrow({ where: { email: STAFF.technician } });
    expect(await read(`responsable=${technician.id}`)).toEqual([alta]);
    expect(await read('prioridad=critica')).toEqual([critica]);
    expect(await read(`hotel=${hotelId}&categoria=incidencia`)).toEqual([critica, media, alta]);
    expect(await read(`hotel=${otherHotelId}`)).toEqual([]);
    expect(await read('q=recepcion')).toEqual([critica]);
    expect(await read('q=ocupaci%C3%B3n%20inf')).toEqual([media]);
    expect(await read('objetivo=incumplido')).toEqual([]);
    // Two hours later the crítica's first response is late, and the figures say so.
    vi.setSystemTime(Date.now() + 2 * 3_600_000);
    expect(await read('objetivo=incumplido')).toEqual([critica]);
    expect((await queueFigures()).breached).toBeGreaterThanOrEqual(1);
    // (The staff sessions idled out meanwhile: a new sign-in.)
    const fresh = await staffBrowser(STAFF.support);
    expect((await callStaff(fresh, manage, `soporte/casos/${critica}`, { form: { estado: 'resuelta' } })).status).toBe(
      200,
    );
    expect(await read('')).toEqual([media, alta]);
    expect(await read('estado=todos')).toEqual([media, alta, critica]);
    expect(await read('estado=resuelta')).toEqual([critica]);
  });
});
