// The hotel's team through /api/cuenta/equipo/…, as the tab and a contract client see it: authorised
// from the session on every call (no session 401, a foreign Origin 403, a type-2 contact 403, a
// billing contact of another hotel 404), the list, an invitation a new person accepts from the mailed
// link, an existing account added, a type changed, a colleague removed whose sessions end and who
// cannot sign in again, the hotel always keeping a billing contact (also with two removals at once),
// each change in the audit trail with the contact as actor and mailed to the colleague.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as contactsOf } from '@/app/api/Data/GetHotelesContactoUsuario/route';
import { GET as hasSession } from '@/app/api/Data/HaySessionUsuario/route';
import { POST as login } from '@/app/api/Data/LoginUsuario/route';
import { POST as setPassword } from '@/app/api/Data/RestablecerPass/route';
import { DEMO_PASSWORD, seedAccounts } from '@/lib/account/demo-seed';
import { lastBillingRefusal, removeColleague, TEAM_BILLING_ONLY } from '@/lib/account/team';
import type { TeamDto } from '@/lib/account/team-types';
import { hashPassword } from '@/lib/auth/password';
import { db } from '@/lib/db';
import { openMailLinks } from '@/lib/mail/sealed-links';
import { TestClient } from '@/lib/testing/http-client';
import { GET as team } from './equipo/route';
import { POST as invite } from './equipo/invitar/route';
import { POST as remove } from './equipo/quitar/route';
import { POST as changeType } from './equipo/tipo/route';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

const BILLING = 'facturas@hotelmediterraneo.es'; // type 1 of Mediterráneo and Sierra Nevada
const RECEPTION = 'recepcion@hotelmediterraneo.es'; // type 2 of Mediterráneo
const OTHER = 'direccion@hotelatlantico.es'; // type 1 of Atlántico only
const PASSWORD = 'Equipo-Primera-Clave-2026';

let seq = 0;
let hotels: { mediterraneo: number; sierra: number; atlantico: number };

async function signIn(email: string, pass = DEMO_PASSWORD): Promise<{ c: TestClient; loginok: boolean }> {
  const c = new TestClient(`192.0.2.${10 + (++seq % 200)}`);
  const res = await (await c.send(login, 'LoginUsuario', { form: { email, pass } })).json();
  return { c, loginok: res.loginok === true };
}

async function signedIn(email: string, pass = DEMO_PASSWORD): Promise<TestClient> {
  const { c, loginok } = await signIn(email, pass);
  expect(loginok).toBe(true);
  return c;
}

async function json(res: Response) {
  return { status: res.status, ...(await res.json()) };
}

const list = (c: TestClient, hotel: number | string) => c.send(team, `../../cuenta/equipo?hotel=${hotel}`);
const post = (c: TestClient, handler: typeof invite, fields: Record<string, string | number>, asJson = false) =>
  c.send(
    handler,
    '../../cuenta/equipo',
    asJson ? { json: fields } : { form: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])) },
  );

async function contactOf(email: string, hotelId: number) {
  return db().hotelContact.findFirstOrThrow({ where: { hotelId, user: { email } } });
}

async function invitationToken(email: string): Promise<string> {
  const mail = await db().outboxMail.findFirstOrThrow({
    where: { to: email, kind: 'customer-invitation' },
    orderBy: { id: 'desc' },
  });
  return /\/activar-cuenta#token=([A-Za-z0-9_-]{43})/.exec((await openMailLinks(mail.text))!)![1]!;
}

/** A hotel of its own with billing contacts (active accounts) of these e-mails. */
async function hotelWith(...billing: string[]): Promise<number> {
  const n = ++seq;
  const hotel = await db().hotel.create({
    data: { name: `Hotel Equipo ${n}`, legalName: `Equipo ${n}, S.L.`, taxId: `B${String(n).padStart(8, '0')}` },
  });
  const passwordHash = await hashPassword(PASSWORD);
  for (const email of billing) {
    const user = await db().user.upsert({ where: { email }, create: { email, passwordHash }, update: {} });
    await db().hotelContact.create({ data: { userId: user.id, hotelId: hotel.id, contactType: 1, name: email } });
  }
  return hotel.id;
}

beforeAll(async () => {
  await seedAccounts();
  const id = async (name: string) => (await db().hotel.findFirstOrThrow({ where: { name } })).id;
  hotels = {
    mediterraneo: await id('Hotel Mediterráneo'),
    sierra: await id('Hotel Sierra Nevada'),
    atlantico: await id('Hotel Atlántico'),
  };
});

describe('who may run a hotel’s team', () => {
  it('no session 401, a foreign Origin 403, a type-2 contact 403, another hotel’s billing contact 404: nothing changes', async () => {
    const before = JSON.stringify(await db().hotelContact.findMany({ orderBy: { id: 'asc' } }));
    const reception = await contactOf(RECEPTION, hotels.mediterraneo);
    const anonymous = new TestClient('192.0.2.250');
    expect((await list(anonymous, hotels.mediterraneo)).status).toBe(401);
    expect((await post(anonymous, remove, { hotel: hotels.mediterraneo, contacto: reception.id })).status).toBe(401);

    const billing = await signedIn(BILLING);
    const foreign = await billing.send(remove, '../../cuenta/equipo/quitar', {
      form: { hotel: String(hotels.mediterraneo), contacto: String(reception.id) },
      headers: { origin: 'https://otro.example' },
    });
    expect(foreign.status).toBe(403);

    const type2 = await signedIn(RECEPTION);
    expect(await json(await list(type2, hotels.mediterraneo))).toEqual({
      status: 403,
      ok: false,
      error: 'team-billing-only',
      message: TEAM_BILLING_ONLY,
    });
    for (const [handler, fields] of [
      [invite, { hotel: hotels.mediterraneo, email: 'colado@ejemplo.es', nombre: 'Colado', tipo: 1 }],
      [changeType, { hotel: hotels.mediterraneo, contacto: reception.id, tipo: 1 }],
      [remove, { hotel: hotels.mediterraneo, contacto: reception.id }],
    ] as const)
      expect((await post(type2, handler, fields)).status).toBe(403);

    // Atlántico's billing contact: Mediterráneo is not theirs (404, as a hotel that does not exist),
    // and a contact of Mediterráneo cannot be reached through Atlántico either.
    const other = await signedIn(OTHER);
    expect((await list(other, hotels.mediterraneo)).status).toBe(404);
    expect((await list(other, 'x1')).status).toBe(404);
    expect((await post(other, remove, { hotel: hotels.mediterraneo, contacto: reception.id })).status).toBe(404);
    expect((await post(other, remove, { hotel: hotels.atlantico, contacto: reception.id })).status).toBe(404);
    expect((await post(other, changeType, { hotel: hotels.atlantico, contacto: reception.id, tipo: 1 })).status).toBe(
      404,
    );
    expect(JSON.stringify(await db().hotelContact.findMany({ orderBy: { id: 'asc' } }))).toBe(before);
    expect(await db().auditEntry.count({ where: { action: { startsWith: 'team.' } } })).toBe(0);
  });
});

describe('the team of a hotel', () => {
  it('lists the contacts with their type, position, last sign-in and second factor, billing first', async () => {
    const billing = await signedIn(BILLING);
    const answer = (await (await list(billing, hotels.mediterraneo)).json()) as TeamDto & { ok: boolean };
    expect(answer).toMatchObject({ ok: true, id_hotel: hotels.mediterraneo, hotel: 'Hotel Mediterráneo' });
    const rows = answer.miembros.map((m) => [m.email, m.tipo, m.puesto, m.tu, m.segundo_factor]);
    expect(rows).toEqual([
      [BILLING, 1, 'Responsable de administración', true, false],
      ['nuevo@hotelmediterraneo.es', 1, 'Contable', false, false],
      [RECEPTION, 2, 'Jefe de recepción', false, false],
    ]);
    // This sign-in is recorded; the first-time password of nuevo@ has never been used.
    const mine = answer.miembros.find((m) => m.tu)!;
    expect(Date.now() - new Date(mine.ultimo_acceso!).getTime()).toBeLessThan(60_000);
    expect(answer.miembros.find((m) => m.email === 'nuevo@hotelmediterraneo.es')!.ultimo_acceso).toBeNull();
  });

  it('invites a new colleague: the mailed link sets the password, they sign in, are removed, and their session ends', async () => {
    const billing = await signedIn(BILLING);
    const email = `ana-${++seq}@hotelmediterraneo.es`;
    const answer = await json(
      await post(
        billing,
        invite,
        {
          hotel: hotels.mediterraneo,
          email: ` ${email.toUpperCase()} `,
          nombre: 'Ana Ruiz',
          puesto: 'Recepción',
          tipo: 2,
        },
        true,
      ),
    );
    expect(answer).toEqual({
      status: 200,
      ok: true,
      message: `Le hemos enviado una invitación a ${email} para unirse al equipo de Hotel Mediterráneo como otro contacto.`,
    });
    const user = await db().user.findUniqueOrThrow({ where: { email }, select: { id: true, passwordHash: true } });
    expect(user.passwordHash).toBe('');
    const contact = await contactOf(email, hotels.mediterraneo);
    expect([contact.contactType, contact.name, contact.position]).toEqual([2, 'Ana Ruiz', 'Recepción']);
    const invited = await db().auditEntry.findFirstOrThrow({
      where: { action: 'team.invited', objectId: String(contact.id) },
    });
    expect([invited.actorId, invited.actorEmail, invited.objectType]).toEqual([null, BILLING, 'contacto']);
    expect(JSON.parse(invited.changes)).toMatchObject({
      Hotel: 'Hotel Mediterráneo',
      Usuario: email,
      Tipo: 'Otro contacto',
    });
    // The same person twice: refused.
    expect(
      await json(await post(billing, invite, { hotel: hotels.mediterraneo, email, nombre: 'Ana', tipo: 2 })),
    ).toMatchObject({ status: 409, ok: false, message: `${email} ya está en el equipo de Hotel Mediterráneo.` });

    // The colleague accepts from the mail's link and signs in.
    const token = await invitationToken(email);
    const set = await (
      await new TestClient('192.0.2.240').send(setPassword, 'RestablecerPass', {
        form: { token, newpass: PASSWORD, repeatpass: PASSWORD },
      })
    ).json();
    expect(set.loginok).toBe(true);
    const colleague = await signedIn(email, PASSWORD);
    const theirs = await (await colleague.send(contactsOf, 'GetHotelesContactoUsuario', { json: -1 })).json();
    expect(theirs.map((c: { id_hotel: number }) => c.id_hotel)).toEqual([hotels.mediterraneo]);

    // Removed: the next request is signed out, and they cannot sign in again.
    expect(await json(await post(billing, remove, { hotel: hotels.mediterraneo, contacto: contact.id }))).toEqual({
      status: 200,
      ok: true,
      message: 'Ana Ruiz ya no está en el equipo de Hotel Mediterráneo.',
    });
    expect(await (await colleague.send(hasSession, 'HaySessionUsuario')).json()).toBe(false);
    expect((await colleague.send(contactsOf, 'GetHotelesContactoUsuario', { json: -1 })).status).toBe(401);
    expect((await signIn(email, PASSWORD)).loginok).toBe(false);
    expect(await db().session.count({ where: { userId: user.id } })).toBe(0);
    const mail = await db().outboxMail.findFirstOrThrow({ where: { to: email, kind: 'hotel-team' } });
    expect(mail.subject).toBe('Ya no estás en el equipo de Hotel Mediterráneo');
    expect(mail.text).toContain('tu acceso al área de clientes queda cerrado');
    const removed = await db().auditEntry.findFirstOrThrow({
      where: { action: 'team.removed', objectId: String(contact.id) },
    });
    expect([removed.actorId, removed.actorEmail]).toEqual([null, BILLING]);
  });

  it('adds an existing account to the hotel and changes its type; one with another hotel keeps its session', async () => {
    const billing = await signedIn(BILLING);
    const other = await signedIn(OTHER);
    expect(
      await json(await post(billing, invite, { hotel: hotels.mediterraneo, email: OTHER, nombre: 'Antonio', tipo: 2 })),
    ).toEqual({
      status: 200,
      ok: true,
      message: `${OTHER} está en el equipo de Hotel Mediterráneo como otro contacto; le hemos avisado por correo.`,
    });
    const contact = await contactOf(OTHER, hotels.mediterraneo);
    expect(
      (await db().auditEntry.findFirstOrThrow({ where: { objectId: String(contact.id), objectType: 'contacto' } }))
        .action,
    ).toBe('team.added');
    expect(await db().outboxMail.count({ where: { to: OTHER, kind: 'customer-invitation' } })).toBe(0);
    expect((await db().outboxMail.findFirstOrThrow({ where: { to: OTHER, kind: 'hotel-team' } })).subject).toBe(
      'Te han añadido al equipo de Hotel Mediterráneo',
    );
    // The added hotel shows in the session they already had.
    const theirs = await (await other.send(contactsOf, 'GetHotelesContactoUsuario', { json: -1 })).json();
    expect(theirs.map((c: { id_hotel: number }) => c.id_hotel).sort()).toEqual(
      [hotels.mediterraneo, hotels.atlantico].sort(),
    );

    expect(
      await json(await post(billing, changeType, { hotel: hotels.mediterraneo, contacto: contact.id, tipo: 1 })),
    ).toEqual({
      status: 200,
      ok: true,
      message: 'Antonio es ahora contacto de facturación de Hotel Mediterráneo.',
    });
    expect((await contactOf(OTHER, hotels.mediterraneo)).contactType).toBe(1);
    const changed = await db().auditEntry.findFirstOrThrow({
      where: { action: 'team.type-changed', objectId: String(contact.id) },
    });
    expect(JSON.parse(changed.changes)).toMatchObject({ Tipo: ['Otro contacto', 'Facturación'] });
    expect(
      await db().outboxMail.count({ where: { to: OTHER, subject: { startsWith: 'Tu papel en el equipo' } } }),
    ).toBe(1);
    // Now a billing contact of Mediterráneo, they see its team.
    expect((await list(other, hotels.mediterraneo)).status).toBe(200);

    // Removed from Mediterráneo: that hotel is gone at once from the same session, Atlántico stays.
    expect((await post(billing, remove, { hotel: hotels.mediterraneo, contacto: contact.id })).status).toBe(200);
    expect(await (await other.send(hasSession, 'HaySessionUsuario')).json()).toBe(true);
    expect((await list(other, hotels.mediterraneo)).status).toBe(404);
    const left = await (await other.send(contactsOf, 'GetHotelesContactoUsuario', { json: -1 })).json();
    expect(left.map((c: { id_hotel: number }) => c.id_hotel)).toEqual([hotels.atlantico]);
  });

  it('refuses to leave a hotel without a billing contact, with the reason; bad input gets a clear sentence', async () => {
    const other = await signedIn(OTHER);
    const own = await contactOf(OTHER, hotels.atlantico);
    const refusal = {
      status: 409,
      ok: false,
      error: 'last-billing-contact',
      message: lastBillingRefusal('Hotel Atlántico'),
    };
    expect(await json(await post(other, remove, { hotel: hotels.atlantico, contacto: own.id }))).toEqual(refusal);
    expect(await json(await post(other, changeType, { hotel: hotels.atlantico, contacto: own.id, tipo: 2 }))).toEqual(
      refusal,
    );
    expect((await contactOf(OTHER, hotels.atlantico)).contactType).toBe(1);
    expect(
      await json(await post(other, invite, { hotel: hotels.atlantico, email: 'no-es-un-correo', nombre: '', tipo: 3 })),
    ).toMatchObject({ status: 400, ok: false, message: expect.stringContaining('Escribe un correo válido.') });
  });

  it('two billing contacts removing each other at once leave one', async () => {
    for (let round = 0; round < 5; round++) {
      const a = `uno-${round}-${++seq}@equipo.es`;
      const b = `dos-${round}-${seq}@equipo.es`;
      const hotelId = await hotelWith(a, b);
      const [ca, cb] = [await contactOf(a, hotelId), await contactOf(b, hotelId)];
      const session = (userId: number) => ({ userId, key: `k${userId}`, secondFactor: false });
      const results = await Promise.allSettled([
        removeColleague(session(ca.userId), hotelId, { contacto: String(cb.id) }, 'test'),
        removeColleague(session(cb.userId), hotelId, { contacto: String(ca.id) }, 'test'),
      ]);
      const statuses = results.map((r) =>
        r.status === 'fulfilled' ? 200 : (r.reason as { status?: number; publicMessage?: string }).status,
      );
      // The one that came second finds itself either the last billing contact or no longer in the team.
      expect(statuses.sort()).toSatisfy((s: number[]) => s[0] === 200 && (s[1] === 404 || s[1] === 409));
      expect(await db().hotelContact.count({ where: { hotelId, contactType: 1 } })).toBe(1);
      expect(
        await db().auditEntry.count({
          where: { action: 'team.removed', objectId: { in: [String(ca.id), String(cb.id)] } },
        }),
      ).toBe(1);
    }
  });
});
