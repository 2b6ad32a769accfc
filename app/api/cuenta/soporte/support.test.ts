// The customer's support cases through /api/cuenta/soporte/…, as a contract client sees them:
// authorised from the session on every call (no session 401; a staff session is none; another
// hotel's case 404; an invoice-linked case only for the hotel's billing contact), validation in
// the contract's format, the reopen window, rating once resolved, one outbox row per recipient,
// following a case (a colleague of the same hotel who sees it; audited), and the list's keyset
// pages across the user's hotels.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/Data/LoginUsuario/route';
import { DEMO_PASSWORD, seedAccounts } from '@/lib/account/demo-seed';
import { db } from '@/lib/db';
import { staffAddress } from '@/lib/enquiries/mails';
import { seedDemoInvoices } from '@/lib/invoices/demo-seed';
import { changeWithMail } from '@/lib/mail/queue';
import { seedStaff } from '@/lib/staff/demo-seed';
import { TestClient } from '@/lib/testing/http-client';
import { staffBrowser } from '@/lib/testing/staff-browser';
import { recordStateChange } from '@/lib/support/cases';
import { caseMails } from '@/lib/support/mails';
import { GET as getCase } from './casos/[id]/route';
import { POST as changeState } from './casos/[id]/estado/route';
import { POST as reply } from './casos/[id]/mensajes/route';
import { POST as follow } from './casos/[id]/seguimiento/route';
import { GET as list, POST as open } from './casos/route';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

const RECEPTION = 'recepcion@hotelmediterraneo.es'; // type 2 of Mediterráneo
const BILLING = 'facturas@hotelmediterraneo.es'; // type 1 of Mediterráneo and Sierra Nevada
const OTHER = 'direccion@hotelatlantico.es'; // type 1 of Atlántico only

let seq = 0;
async function signedIn(email: string): Promise<TestClient> {
  const c = new TestClient(`192.0.2.${100 + (++seq % 100)}`);
  const res = await (await c.send(login, 'LoginUsuario', { form: { email, pass: DEMO_PASSWORD } })).json();
  expect(res.loginok).toBe(true);
  return c;
}

const path = (rest = '') => `../cuenta/soporte/casos${rest}`;
let hotels: { mediterraneo: number; sierra: number; atlantico: number };

function newCase(overrides: Record<string, unknown> = {}) {
  return {
    id_hotel: hotels.mediterraneo,
    categoria: 'incidencia',
    area: 'othello',
    prioridad: 'alta',
    asunto: 'No imprime las facturas',
    descripcion: 'Desde esta mañana la impresora de recepción no imprime.\nHemos reiniciado.',
    ...overrides,
  };
}

async function opened(c: TestClient, overrides: Record<string, unknown> = {}) {
  const res = await c.send(open, path(), { json: newCase(overrides) });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return res.json();
}

const outbox = () => db().outboxMail.findMany({ orderBy: { id: 'asc' }, select: { to: true, kind: true, text: true } });

beforeAll(async () => {
  await seedAccounts();
  await seedDemoInvoices();
  await seedStaff();
  const byTax = async (taxId: string) => (await db().hotel.findFirstOrThrow({ where: { taxId } })).id;
  hotels = {
    mediterraneo: await byTax('B46512877'),
    sierra: await byTax('A18234567'),
    atlantico: await byTax('B11678901'),
  };
});

describe('support cases: who may call', () => {
  it('answers 401 without a session on every route, and nothing is written', async () => {
    const anonymous = new TestClient('192.0.2.9');
    const calls = [
      await anonymous.send(list, path()),
      await anonymous.send(open, path(), { json: newCase() }),
      await anonymous.send(getCase, path('/1')),
      await anonymous.send(reply, path('/1/mensajes'), { json: { texto: 'Hola' } }),
      await anonymous.send(changeState, path('/1/estado'), { json: { accion: 'cerrar' } }),
    ];
    for (const res of calls) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'no-session', message: 'Sesión no iniciada o caducada' });
    }
    expect(await db().supportCase.count()).toBe(0);
  });

  it('refuses a write from another site before anything happens', async () => {
    const c = await signedIn(RECEPTION);
    const res = await c.send(open, path(), {
      json: newCase(),
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe('forbidden-origin');
    expect(await db().supportCase.count()).toBe(0);
  });

  it('a staff session is no customer session: 401', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const staff = await staffBrowser('atencion@millehotel.es');
      expect((await staff.send(list, path())).status).toBe(401);
      expect((await staff.send(open, path(), { json: newCase() })).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a contact of the hotel opens a case and sees it; another hotel’s contact gets 404 everywhere', async () => {
    const reception = await signedIn(RECEPTION);
    const c = await opened(reception);
    expect(c).toMatchObject({
      id_hotel: hotels.mediterraneo,
      hotel: 'Hotel Mediterráneo',
      asunto: 'No imprime las facturas',
      descripcion: 'Desde esta mañana la impresora de recepción no imprime.\nHemos reiniciado.',
      categoria: 'incidencia',
      area: 'othello',
      prioridad: 'alta',
      estado: 'nueva',
      abierto_por: 'Javier Soler Ribes',
      responsable: null,
      id_factura: null,
      valoracion: null,
      reabrible: false,
      mensajes: [],
    });
    expect(c.fecha).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const listed = await (await reception.send(list, path(`?hotel=${hotels.mediterraneo}`))).json();
    expect(listed.casos.map((x: { id: number }) => x.id)).toContain(c.id);
    expect(listed.contactos.map((x: { nombre: string }) => x.nombre)).toContain('Lucía Ferrer Martí');
    expect((await reception.send(getCase, path(`/${c.id}`))).status).toBe(200);

    const other = await signedIn(OTHER);
    for (const res of [
      await other.send(getCase, path(`/${c.id}`)),
      await other.send(reply, path(`/${c.id}/mensajes`), { json: { texto: 'Hola' } }),
      await other.send(changeState, path(`/${c.id}/estado`), { json: { accion: 'cerrar' } }),
      await other.send(list, path(`?hotel=${hotels.mediterraneo}`)),
      await other.send(open, path(), { json: newCase() }),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'not-found', message: 'No existe' });
    }
    expect((await (await other.send(list, path())).json()).casos).toEqual([]);
    // The same answer for a case that does not exist.
    expect((await reception.send(getCase, path('/999999'))).status).toBe(404);
    expect((await reception.send(getCase, path('/abc'))).status).toBe(404);
    expect((await db().supportCase.findUniqueOrThrow({ where: { id: c.id } })).state).toBe('nueva');
  });

  it('an invoice-linked case is the billing contact’s only (type 2: 404, and not in the list)', async () => {
    const billing = await signedIn(BILLING);
    const invoice = await db().invoice.findFirstOrThrow({ where: { hotelId: hotels.mediterraneo } });
    const c = await opened(billing, { categoria: 'facturacion', area: 'otro', id_factura: invoice.id });
    expect(c.id_factura).toBe(invoice.id);

    const reception = await signedIn(RECEPTION);
    expect((await reception.send(getCase, path(`/${c.id}`))).status).toBe(404);
    expect((await reception.send(reply, path(`/${c.id}/mensajes`), { json: { texto: 'x' } })).status).toBe(404);
    expect((await reception.send(changeState, path(`/${c.id}/estado`), { json: { accion: 'cerrar' } })).status).toBe(
      404,
    );
    const ids = (await (await reception.send(list, path())).json()).casos.map((x: { id: number }) => x.id);
    expect(ids).not.toContain(c.id);
    // Nor may a type-2 contact link a case to an invoice.
    const refused = await reception.send(open, path(), {
      json: newCase({ categoria: 'facturacion', id_factura: invoice.id }),
    });
    expect(refused.status).toBe(404);
    // Another hotel's invoice is no invoice of this one.
    const foreign = await db().invoice.findFirstOrThrow({ where: { hotelId: hotels.atlantico } });
    expect(
      (await billing.send(open, path(), { json: newCase({ categoria: 'facturacion', id_factura: foreign.id }) }))
        .status,
    ).toBe(404);
    // A facturación case without an invoice is every contact's.
    const plain = await opened(reception, { categoria: 'facturacion', area: 'otro' });
    expect((await billing.send(getCase, path(`/${plain.id}`))).status).toBe(200);
  });
});

describe('support cases: what is refused', () => {
  it('answers 400 with a sentence naming the field', async () => {
    const c = await signedIn(RECEPTION);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ asunto: '' }, /asunto/],
      [{ asunto: 'Dos\nlíneas' }, /asunto/],
      [{ asunto: 'x'.repeat(151) }, /asunto/],
      [{ descripcion: '   ' }, /Describe/],
      [{ categoria: 'queja' }, /categoría/],
      [{ prioridad: 'urgente' }, /prioridad/],
      [{ area: 'ajedrez' }, /área/],
      [{ id_hotel: 'uno' }, /hotel/],
      [{ notificar: 'a,b' }, /avisar/],
      [{ id_factura: 1 }, /facturacion/],
    ];
    for (const [change, message] of cases) {
      const res = await c.send(open, path(), { json: newCase(change) });
      const body = await res.json();
      expect([JSON.stringify(change), res.status, body.error]).toEqual([JSON.stringify(change), 400, 'bad-request']);
      expect(body.message).toMatch(message);
    }
    // Another hotel's contact cannot be made a follower.
    const atlantico = await db().hotelContact.findFirstOrThrow({ where: { hotelId: hotels.atlantico } });
    const res = await c.send(open, path(), { json: newCase({ notificar: [atlantico.id] }) });
    expect([res.status, (await res.json()).message]).toEqual([400, 'Solo puedes avisar a contactos de este hotel.']);
    expect(
      (await c.send(open, path(), { rawBody: '[1]', headers: { 'content-type': 'application/json' } })).status,
    ).toBe(400);
    expect((await c.send(open, path(), { rawBody: 'x', headers: { 'content-type': 'image/png' } })).status).toBe(415);
    const kept = await c.send(reply, path('/1/mensajes'), { json: { texto: '' } });
    expect(kept.status).toBe(400);
    expect((await c.send(changeState, path('/1/estado'), { json: { accion: 'borrar' } })).status).toBe(400);
  });

  it('takes the same fields as a form, a repeated `notificar` naming several contacts', async () => {
    const c = await signedIn(RECEPTION);
    const contacts = await db().hotelContact.findMany({
      where: { hotelId: hotels.mediterraneo },
      orderBy: { id: 'asc' },
    });
    const form = new FormData();
    for (const [k, v] of Object.entries(newCase({ asunto: 'Por formulario' }))) form.set(k, String(v));
    for (const contact of contacts.slice(0, 2)) form.append('notificar', String(contact.id));
    const req = new Request('http://localhost:3000/api/cuenta/soporte/casos', {
      method: 'POST',
      headers: { cookie: c.cookieHeader(), origin: 'http://localhost:3000', host: 'localhost:3000' },
      body: form,
    });
    const res = await open(req);
    expect(res.status).toBe(201);
    const made = await res.json();
    const followers = await db().caseFollower.findMany({ where: { caseId: made.id } });
    expect(new Set(followers.map((f) => f.userId))).toEqual(new Set(contacts.slice(0, 2).map((x) => x.userId)));
  });
});

describe('support cases: the life of a case', () => {
  it('reopens within 7 days of the resolution only, and rates only once resolved', async () => {
    const c = await signedIn(RECEPTION);
    const made = await opened(c);
    const setState = (state: string, resolvedDaysAgo: number | null) =>
      db().supportCase.update({
        where: { id: made.id },
        data: {
          state,
          resolvedAt: resolvedDaysAgo === null ? null : new Date(Date.now() - resolvedDaysAgo * 86_400_000),
        },
      });
    const act = (json: unknown) => c.send(changeState, path(`/${made.id}/estado`), { json });

    let res = await act({ accion: 'valorar', valoracion: 4 });
    expect([res.status, (await res.json()).message]).toEqual([409, 'Podrás valorar el caso cuando esté resuelto.']);
    res = await act({ accion: 'reabrir' });
    expect(res.status).toBe(409);

    await setState('resuelta', 8);
    res = await act({ accion: 'reabrir' });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toMatch(/7 días/);
    res = await act({ accion: 'valorar', valoracion: 6 });
    expect(res.status).toBe(400);
    res = await act({ accion: 'valorar', valoracion: 4, comentario: 'Rápidos' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ valoracion: 4, comentario_valoracion: 'Rápidos' });

    await setState('resuelta', 6);
    expect((await (await c.send(getCase, path(`/${made.id}`))).json()).reabrible).toBe(true);
    res = await act({ accion: 'reabrir' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ estado: 'nueva', resuelto: null, reabrible: false });
    const history = await db().caseStateChange.findMany({ where: { caseId: made.id }, orderBy: { id: 'asc' } });
    expect(history.map((h) => [h.from, h.to])).toEqual([['resuelta', 'nueva']]);
  });

  it('a reply to a case waiting for the customer gives it back to the team; a closed case takes none', async () => {
    const c = await signedIn(RECEPTION);
    const made = await opened(c);
    await db().supportCase.update({ where: { id: made.id }, data: { state: 'esperando_cliente' } });
    const res = await c.send(reply, path(`/${made.id}/mensajes`), { json: { texto: ' Ya está reiniciado. \r\n' } });
    expect(res.status).toBe(200);
    const after = await res.json();
    expect(after.estado).toBe('en_curso');
    expect(after.mensajes).toEqual([
      {
        id: expect.any(Number),
        autor: 'Javier Soler Ribes',
        de: 'cliente',
        texto: 'Ya está reiniciado.',
        fecha: expect.any(String),
        adjuntos: [],
      },
    ]);
    const closed = await (await c.send(changeState, path(`/${made.id}/estado`), { json: { accion: 'cerrar' } })).json();
    expect(closed).toMatchObject({ estado: 'cerrada' });
    expect(closed.cerrado).not.toBeNull();
    const refused = await c.send(reply, path(`/${made.id}/mensajes`), { json: { texto: 'Otra cosa' } });
    expect(refused.status).toBe(409);
    expect((await db().caseStateChange.findMany({ where: { caseId: made.id } })).map((h) => h.to)).toEqual([
      'en_curso',
      'cerrada',
    ]);
  });

  it('queues one mail per recipient: the team on the customer’s side, each follower on the staff’s', async () => {
    await db().outboxMail.deleteMany();
    const c = await signedIn(RECEPTION);
    const billingContact = await db().hotelContact.findFirstOrThrow({
      where: { hotelId: hotels.mediterraneo, user: { email: BILLING } },
    });
    const made = await opened(c, { notificar: [billingContact.id] });
    let mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: staffAddress('support'), kind: 'support-team' });
    expect(mails[0]!.text).toContain(`/gestion/soporte/${made.id}`);

    // Assigned: the handler gets the customer's replies.
    const handler = await db().staffUser.findUniqueOrThrow({ where: { email: 'atencion@millehotel.es' } });
    await db().supportCase.update({ where: { id: made.id }, data: { handlerId: handler.id } });
    await c.send(reply, path(`/${made.id}/mensajes`), { json: { texto: 'Sigue igual.' } });
    mails = await outbox();
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatchObject({ to: 'atencion@millehotel.es', kind: 'support-team' });
    expect(mails[1]!.text).not.toContain('Sigue igual.');

    // The staff side (lib/support/staff/ to come) changes the state through the same calls: every follower, once.
    await changeWithMail(
      async (tx) => {
        await recordStateChange(tx, made.id, 'nueva', 'esperando_cliente', { staffId: handler.id });
        return caseMails(tx, made.id, { kind: 'staff-state', to: 'esperando_cliente', by: 'Lucía Atención' });
      },
      (m) => m,
    );
    mails = await outbox();
    expect(
      mails
        .slice(2)
        .map((m) => [m.to, m.kind])
        .sort(),
    ).toEqual([
      [BILLING, 'support-case'],
      [RECEPTION, 'support-case'],
    ]);
    expect(mails[2]!.text).toContain(`/micuenta/soporte/${made.id}`);
    expect(mails[2]!.text).toContain('Esperando al cliente');
  });
});

describe('support cases: the list', () => {
  it('pages newest first by position across the user’s hotels, filtered by hotel and state', async () => {
    await db().supportCase.deleteMany();
    const billing = await db().user.findUniqueOrThrow({ where: { email: BILLING } });
    const base = Date.UTC(2026, 0, 1);
    await db().supportCase.createMany({
      data: Array.from({ length: 45 }, (_, i) => ({
        hotelId: [hotels.mediterraneo, hotels.sierra, hotels.atlantico][i % 3]!,
        openedById: billing.id,
        category: 'consulta',
        productArea: 'othello',
        priority: 'media',
        state: i % 2 ? 'en_curso' : 'nueva',
        subject: `Caso ${i}`,
        description: 'd',
        // Pairs share a moment: the id orders them.
        createdAt: new Date(base + Math.floor(i / 2) * 60_000),
      })),
    });
    const c = await signedIn(BILLING);
    const seen: string[] = [];
    let pos: string | null = '';
    let pages = 0;
    while (pos !== null) {
      const page: { casos: { asunto: string; id_hotel: number }[]; siguiente: string | null } = await (
        await c.send(list, path(pos ? `?pos=${pos}` : ''))
      ).json();
      expect(page.casos.length).toBeLessThanOrEqual(20);
      expect(page.casos.every((x) => x.id_hotel !== hotels.atlantico)).toBe(true);
      seen.push(...page.casos.map((x) => x.asunto));
      pos = page.siguiente;
      pages++;
    }
    const expected = Array.from({ length: 45 }, (_, i) => i)
      .filter((i) => i % 3 !== 2)
      .reverse()
      .map((i) => `Caso ${i}`);
    expect(pages).toBe(2);
    expect(seen).toEqual(expected);

    const sierraNew = await (await c.send(list, path(`?hotel=${hotels.sierra}&estado=nueva`))).json();
    expect(sierraNew.casos.map((x: { asunto: string }) => x.asunto)).toEqual(
      expected.filter((s) => {
        const i = Number(s.slice(5));
        return i % 3 === 1 && i % 2 === 0;
      }),
    );
    // A filter that does not fit is no filter; a hotel that is not the user's is 404.
    expect((await (await c.send(list, path('?estado=rara&pos=zzz'))).json()).casos).toHaveLength(20);
    expect((await c.send(list, path(`?hotel=${hotels.atlantico}`))).status).toBe(404);
  });
});

describe('support cases: following one', () => {
  const followers = async (caseId: number) =>
    (await db().caseFollower.findMany({ where: { caseId }, include: { user: { select: { email: true } } } }))
      .map((f) => f.user.email)
      .sort();

  it('a colleague of the same hotel follows a case and stops following it; the case names its followers', async () => {
    const billing = await signedIn(BILLING);
    const reception = await signedIn(RECEPTION);
    const c = await opened(billing);
    expect(c).toMatchObject({ seguidores: ['Lucía Ferrer Martí'], sigo: true });

    const seen = await (await reception.send(getCase, path(`/${c.id}`))).json();
    expect(seen).toMatchObject({ seguidores: ['Lucía Ferrer Martí'], sigo: false });

    const on = await reception.send(follow, path(`/${c.id}/seguimiento`), { json: { seguir: true } });
    expect(on.status).toBe(200);
    expect(await on.json()).toMatchObject({ seguidores: ['Javier Soler Ribes', 'Lucía Ferrer Martí'], sigo: true });
    expect(await followers(c.id)).toEqual([BILLING, RECEPTION]);
    // Asked again: nothing changes, nothing more is noted.
    expect((await reception.send(follow, path(`/${c.id}/seguimiento`), { json: { seguir: true } })).status).toBe(200);
    const audited = await db().auditEntry.findMany({ where: { objectType: 'caso', objectId: String(c.id) } });
    expect(audited.map((a) => [a.action, a.actorEmail, a.actorId])).toEqual([['case.followed', RECEPTION, null]]);

    // A form post says it as text.
    const off = await reception.send(follow, path(`/${c.id}/seguimiento`), { form: { seguir: 'false' } });
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ seguidores: ['Lucía Ferrer Martí'], sigo: false });
    expect(await followers(c.id)).toEqual([BILLING]);
    expect(
      await db().auditEntry.count({ where: { objectType: 'caso', objectId: String(c.id), action: 'case.unfollowed' } }),
    ).toBe(1);

    // What to do must be said.
    const bad = await reception.send(follow, path(`/${c.id}/seguimiento`), { json: { seguir: 'quizá' } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/seguir/);
  });

  it('another hotel’s contact, or a non-billing contact on an invoice case, gets 404 and follows nothing', async () => {
    const billing = await signedIn(BILLING);
    const plain = await opened(billing);
    const invoice = await db().invoice.findFirstOrThrow({ where: { hotelId: hotels.mediterraneo } });
    const aboutInvoice = await opened(billing, { categoria: 'facturacion', area: 'otro', id_factura: invoice.id });

    // Hotel ↔ hotel: Atlántico's contact may not follow Mediterráneo's case…
    const other = await signedIn(OTHER);
    const foreign = await other.send(follow, path(`/${plain.id}/seguimiento`), { json: { seguir: true } });
    expect(foreign.status).toBe(404);
    expect(await followers(plain.id)).toEqual([BILLING]);
    // …nor Mediterráneo's billing contact a case of Atlántico's.
    const atlantic = await opened(other, { id_hotel: hotels.atlantico });
    expect((await billing.send(follow, path(`/${atlantic.id}/seguimiento`), { json: { seguir: true } })).status).toBe(
      404,
    );
    expect(await followers(atlantic.id)).toEqual([OTHER]);

    // Role: a type-2 contact of the same hotel does not see an invoice case, so may not follow it.
    const reception = await signedIn(RECEPTION);
    const refused = await reception.send(follow, path(`/${aboutInvoice.id}/seguimiento`), { json: { seguir: true } });
    expect(refused.status).toBe(404);
    expect(await followers(aboutInvoice.id)).toEqual([BILLING]);
    expect((await reception.send(follow, path('/999999/seguimiento'), { json: { seguir: true } })).status).toBe(404);
    expect(
      await db().auditEntry.count({
        where: { action: 'case.followed', objectId: { in: [plain.id, aboutInvoice.id, atlantic.id].map(String) } },
      }),
    ).toBe(0);
  });

  it('no session 401, a write from another site 403, and nothing is written', async () => {
    const billing = await signedIn(BILLING);
    const c = await opened(billing);
    const anonymous = new TestClient('192.0.2.9');
    expect((await anonymous.send(follow, path(`/${c.id}/seguimiento`), { json: { seguir: true } })).status).toBe(401);
    const reception = await signedIn(RECEPTION);
    const res = await reception.send(follow, path(`/${c.id}/seguimiento`), {
      json: { seguir: true },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe('forbidden-origin');
    expect(await followers(c.id)).toEqual([BILLING]);
  });
});

describe('support cases: who closed one', () => {
  it('names the contact who closed it, and none while it is open', async () => {
    const reception = await signedIn(RECEPTION);
    const c = await opened(reception);
    expect(c.cerrado_por).toBeNull();
    const closed = await reception.send(changeState, path(`/${c.id}/estado`), { json: { accion: 'cerrar' } });
    const after = await closed.json();
    expect(after).toMatchObject({ estado: 'cerrada', cerrado_por: 'Javier Soler Ribes' });
    // Closed by the customer before any reply: neither target was met by the team, both no longer apply.
    expect(after.objetivo.primera_respuesta.no_aplica).toBe(true);
    expect(after.objetivo.resolucion.no_aplica).toBe(true);
  });
});
