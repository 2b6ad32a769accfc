// Remote access, the back office's side, through its routes: the roles that may log and close a
// session (Soporte técnico, Atención al cliente, Administración) and those that may not
// (Redacción 403, no session or a customer's session 401); a session logged only while a grant is
// in force for the hotel (refused with the reason after a revocation or the end); the hotel's
// billing contacts mailed once when a session starts and once when it ends; every write audited;
// the form's minute read as the minute (a start in the grant's own minute, an end in the start's);
// one open session per member and grant, two submissions at once included; the customer's
// revocation ends the sessions open on the grant then (audited, mailed as an end).
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/Data/LoginUsuario/route';
import { POST as revoke } from '@/app/api/cuenta/soporte/accesos/[id]/revocar/route';
import { GET as listAccess } from '@/app/api/cuenta/soporte/accesos/route';
import { DEMO_PASSWORD, demoHotels, seedAccounts } from '@/lib/account/demo-seed';
import { db } from '@/lib/db';
import { dateToMadridLocal } from '@/lib/news/madrid-time';
import { seedStaff } from '@/lib/staff/demo-seed';
import { can, STAFF_ROLES } from '@/lib/staff/roles';
import { sectionOf } from '@/lib/staff/navigation';
import { endedByRevocation, SESSION_GRANT_NOT_IN_FORCE } from '@/lib/support/remote-window';
import { SESSION_ALREADY_OPEN } from '@/lib/support/staff/remote-access';
import { TestClient } from '@/lib/testing/http-client';
import { callStaff, staffBrowser } from '@/lib/testing/staff-browser';
import { GET as inbox } from './consultas/route';
import { POST as logSession } from './soporte/accesos/[id]/sesiones/route';
import { GET as hotelChoices } from './soporte/hoteles/route';
import { POST as closeSession } from './soporte/sesiones/[id]/route';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

const MINUTE = 60_000;
const DAY = 86_400_000;
const BILLING = 'facturas@hotelmediterraneo.es';
const STAFF = {
  admin: 'admin@millehotel.es',
  editor: 'redaccion@millehotel.es',
  support: 'atencion@millehotel.es',
  technician: 'soporte@millehotel.es',
} as const;

let hotelId = 0;
let billingUserId = 0;
const browsers = {} as Record<keyof typeof STAFF, TestClient>;

const local = (ms: number) => dateToMadridLocal(new Date(Date.now() + ms));

async function newGrant(days = 7, startsAgo = 60 * MINUTE): Promise<number> {
  const startsAt = new Date(Date.now() - startsAgo);
  const g = await db().remoteGrant.create({
    data: {
      hotelId,
      grantedById: billingUserId,
      grantedByEmail: BILLING,
      startsAt,
      endsAt: new Date(startsAt.getTime() + days * DAY),
    },
  });
  return g.id;
}

const remoteMails = () => db().outboxMail.findMany({ where: { kind: 'remote-access' }, orderBy: { id: 'asc' } });

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  await seedAccounts();
  await seedStaff();
  hotelId = (await db().hotel.findFirstOrThrow({ where: { taxId: demoHotels.mediterraneo.taxId } })).id;
  billingUserId = (await db().user.findUniqueOrThrow({ where: { email: BILLING } })).id;
  for (const role of Object.keys(STAFF) as (keyof typeof STAFF)[]) browsers[role] = await staffBrowser(STAFF[role]);
});
beforeEach(async () => {
  await db().outboxMail.deleteMany();
});

describe('the roles', () => {
  it('Soporte técnico has support cases and remote access and nothing else; atención and administración have remote access', () => {
    expect(STAFF_ROLES).toContain('technician');
    const actions = [
      'dashboard',
      'staff.manage',
      'audit.read',
      'news.edit',
      'enquiries.work',
      'customers.manage',
      'invoices.manage',
      'outbox.read',
      'cases.work',
      'remote.access',
    ] as const;
    expect(actions.filter((a) => can('technician', a))).toEqual(['dashboard', 'cases.work', 'remote.access']);
    expect(STAFF_ROLES.filter((r) => can(r, 'remote.access'))).toEqual(['admin', 'support', 'technician']);
    expect(sectionOf('/gestion/soporte/accesos/[id]')?.action).toBe('remote.access');
  });

  it('logs a session for Soporte técnico, atención and administración; Redacción 403; no session or a customer 401', async () => {
    const grant = await newGrant();
    const form = { tecnico: 'Técnico', inicio: local(-10 * MINUTE), fin: local(-5 * MINUTE), trabajo: 'Revisión.' };
    for (const role of ['technician', 'support', 'admin'] as const) {
      const res = await callStaff(browsers[role], logSession, `soporte/accesos/${grant}/sesiones`, { form });
      expect([role, res.status]).toEqual([role, 200]);
    }
    const customer = new TestClient('192.0.2.150');
    expect(
      (await (await customer.send(login, 'LoginUsuario', { form: { email: BILLING, pass: DEMO_PASSWORD } })).json())
        .loginok,
    ).toBe(true);
    for (const [who, c, status] of [
      ['editor', browsers.editor, 403],
      ['nobody', new TestClient('192.0.2.151'), 401],
      ['customer', customer, 401],
    ] as const) {
      const res = await callStaff(c, logSession, `soporte/accesos/${grant}/sesiones`, { form });
      expect([who, res.status]).toEqual([who, status]);
      const close = await callStaff(c, closeSession, 'soporte/sesiones/1', { form: { fin: local(0), trabajo: 'x' } });
      expect([who, close.status]).toEqual([who, status]);
    }
    expect(await db().remoteSession.count({ where: { grantId: grant } })).toBe(3);
    // Soporte técnico works nothing else: the enquiries are not theirs.
    expect((await callStaff(browsers.technician, inbox, 'consultas')).status).toBe(403);
    // The list's hotel picker answers the roles with remote access, Soporte técnico included.
    const picked = await callStaff(browsers.technician, hotelChoices, 'soporte/hoteles?q=hotel%20medi');
    expect((await picked.json()).hotels.map((h: { id: number }) => h.id)).toEqual([hotelId]);
    expect((await callStaff(browsers.editor, hotelChoices, 'soporte/hoteles?q=h')).status).toBe(403);
  });

  it('answers 404 for a grant or a session that does not exist', async () => {
    const form = { tecnico: 'T', inicio: local(-MINUTE) };
    expect((await callStaff(browsers.technician, logSession, 'soporte/accesos/999999/sesiones', { form })).status).toBe(
      404,
    );
    expect(
      (
        await callStaff(browsers.technician, closeSession, 'soporte/sesiones/999999', {
          form: { fin: local(0), trabajo: 'x' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('the session log', () => {
  it('a session logged with its end: one mail per billing contact saying both, and an audit entry', async () => {
    const grant = await newGrant();
    const res = await callStaff(browsers.technician, logSession, `soporte/accesos/${grant}/sesiones`, {
      form: { tecnico: 'Jorge', inicio: local(-30 * MINUTE), fin: local(-MINUTE), trabajo: 'Reinstalado el driver.' },
    });
    expect(await res.json()).toEqual({ ok: true, message: 'Sesión registrada; se ha avisado al hotel.' });
    const mails = await remoteMails();
    // Mediterráneo's billing contacts: facturas@ and nuevo@ (recepción is type 2).
    expect(mails.map((m) => m.to).sort()).toEqual([BILLING, 'nuevo@hotelmediterraneo.es']);
    expect(mails[0]!.subject).toMatch(/iniciada y terminada/);
    expect(mails[0]!.text).toContain('Reinstalado el driver.');
    expect(mails[0]!.text).toContain('/micuenta?hotel=');
    const entry = await db().auditEntry.findFirstOrThrow({
      where: { action: 'remote.session-logged', objectId: String(grant) },
    });
    expect([entry.actorEmail, entry.objectType]).toEqual([STAFF.technician, 'acceso-remoto']);
  });

  it('an open session: "started" now, "ended" once when closed; a second close is refused and mails nothing', async () => {
    const grant = await newGrant();
    const opened = await callStaff(browsers.support, logSession, `soporte/accesos/${grant}/sesiones`, {
      form: { tecnico: 'Lucía', inicio: local(0) },
    });
    expect((await opened.json()).ok).toBe(true);
    expect((await remoteMails()).map((m) => m.subject)).toEqual([
      'Sesión de acceso remoto iniciada en Hotel Mediterráneo',
      'Sesión de acceso remoto iniciada en Hotel Mediterráneo',
    ]);
    const session = await db().remoteSession.findFirstOrThrow({ where: { grantId: grant } });
    expect(session.endedAt).toBeNull();
    vi.setSystemTime(Date.now() + 5 * MINUTE);
    const form = { fin: local(0), trabajo: 'Cierre de caja revisado.' };
    // Two closes at once: one ends the session and mails, the other is refused.
    const [a, b] = await Promise.all([
      callStaff(browsers.support, closeSession, `soporte/sesiones/${session.id}`, { form }),
      callStaff(browsers.technician, closeSession, `soporte/sesiones/${session.id}`, { form }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const again = await callStaff(browsers.admin, closeSession, `soporte/sesiones/${session.id}`, { form });
    expect(await again.json()).toEqual({ ok: false, message: 'Esta sesión ya está cerrada.' });
    const mails = await remoteMails();
    expect(mails.filter((m) => /terminada/.test(m.subject))).toHaveLength(2); // one per billing contact
    expect(mails).toHaveLength(4);
    expect(await db().auditEntry.count({ where: { action: 'remote.session-ended', objectId: String(grant) } })).toBe(1);
  });

  it('closing keeps what was logged unless it is changed, and audits a change of «qué se hizo» before → after', async () => {
    const grant = await newGrant();
    const open = async (trabajo: string) => {
      const res = await callStaff(browsers.technician, logSession, `soporte/accesos/${grant}/sesiones`, {
        form: { tecnico: 'Jorge Soporte', inicio: local(-MINUTE), trabajo },
      });
      expect(res.status).toBe(200);
      return db().remoteSession.findFirstOrThrow({ where: { grantId: grant }, orderBy: { id: 'desc' } });
    };
    const close = (id: number, trabajo: string) =>
      callStaff(browsers.technician, closeSession, `soporte/sesiones/${id}`, { form: { fin: local(0), trabajo } });
    const ended = async (id: number) => {
      const entry = await db().auditEntry.findFirstOrThrow({
        where: { action: 'remote.session-ended', objectId: String(grant) },
        orderBy: { id: 'desc' },
      });
      const changes = JSON.parse(entry.changes) as Record<string, unknown>;
      expect(changes['sesión']).toBe(String(id));
      return changes;
    };

    // Closed with what the form offers (what was logged): kept, and nothing about it audited.
    const kept = await open('Conexión al servidor de recepción.');
    const res = await close(kept.id, 'Conexión al servidor de recepción.');
    expect(await res.json()).toEqual({ ok: true, message: 'Sesión cerrada; se ha avisado al hotel.' });
    expect((await db().remoteSession.findUniqueOrThrow({ where: { id: kept.id } })).whatWasDone).toBe(
      'Conexión al servidor de recepción.',
    );
    expect(await ended(kept.id)).not.toHaveProperty('qué se hizo');
    const logged = await db().auditEntry.findFirstOrThrow({
      where: { action: 'remote.session-logged', objectId: String(grant) },
    });
    expect(JSON.parse(logged.changes)).toMatchObject({ sesión: String(kept.id), técnico: 'Jorge Soporte' });

    // Edited when closing: the new text stands, the old one is in the audit.
    const edited = await open('X');
    expect((await close(edited.id, 'X, y reinstalado el driver de la impresora.')).status).toBe(200);
    expect((await db().remoteSession.findUniqueOrThrow({ where: { id: edited.id } })).whatWasDone).toBe(
      'X, y reinstalado el driver de la impresora.',
    );
    expect((await ended(edited.id))['qué se hizo']).toEqual(['X', 'X, y reinstalado el driver de la impresora.']);

    // Still required: emptied, refused, and the session stays open.
    const emptied = await open('Y');
    const refused = await close(emptied.id, ' ');
    expect([refused.status, (await refused.json()).message]).toEqual([400, 'Indica qué se hizo en la sesión.']);
    expect((await db().remoteSession.findUniqueOrThrow({ where: { id: emptied.id } })).endedAt).toBeNull();
  });

  it('refuses, with the reason, a session outside the grant: before it, after its end, in the future, ending after it', async () => {
    const grant = await newGrant(1, DAY - 10 * MINUTE); // ends in 10 minutes
    const ask = (form: Record<string, string>) =>
      callStaff(browsers.technician, logSession, `soporte/accesos/${grant}/sesiones`, {
        form: { tecnico: 'T', trabajo: 'x', ...form },
      }).then(async (r) => [r.status, (await r.json()).message]);
    expect(await ask({ inicio: local(-DAY) })).toEqual([
      409,
      expect.stringMatching(/^El permiso empezó el .* antes\.$/),
    ]);
    expect(await ask({ inicio: local(60 * MINUTE) })).toEqual([409, 'El inicio no puede estar en el futuro.']);
    expect(await ask({ inicio: local(-5 * MINUTE), fin: local(-6 * MINUTE) })).toEqual([
      409,
      'El fin no puede ser anterior al inicio.',
    ]);
    expect(await ask({ inicio: 'ayer' })).toEqual([400, 'Indica el inicio (fecha y hora).']);
    expect(await ask({ inicio: local(0), tecnico: ' ' })).toEqual([400, 'Indica el técnico.']);
    // Past its end: expired, whatever is typed.
    vi.setSystemTime(Date.now() + 11 * MINUTE);
    expect(await ask({ inicio: local(0) })).toEqual([409, expect.stringMatching(/^El permiso caducó el /)]);
    // A session that started in time and is logged afterwards still may, ending no later than the grant.
    expect(await ask({ inicio: local(-20 * MINUTE), fin: local(0) })).toEqual([
      409,
      expect.stringMatching(/^El permiso terminó el .*: la sesión no puede terminar después/),
    ]);
    expect((await ask({ inicio: local(-20 * MINUTE), fin: local(-12 * MINUTE) }))[0]).toBe(200);
    expect(await db().remoteSession.count({ where: { grantId: grant } })).toBe(1);
  });

  it('a revocation by the customer refuses the next log, with the reason', async () => {
    const grant = await newGrant();
    const customer = new TestClient('192.0.2.152');
    await customer.send(login, 'LoginUsuario', { form: { email: BILLING, pass: DEMO_PASSWORD } });
    expect((await customer.send(revoke, `../cuenta/soporte/accesos/${grant}/revocar`, { json: {} })).status).toBe(200);
    vi.setSystemTime(Date.now() + MINUTE);
    const res = await callStaff(browsers.technician, logSession, `soporte/accesos/${grant}/sesiones`, {
      form: { tecnico: 'T', inicio: local(0) },
    });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toMatch(
      /^El cliente revocó este permiso el .*: no se puede registrar una sesión después\.$/,
    );
    expect(await remoteMails()).toEqual([]);
    expect(await db().remoteSession.count({ where: { grantId: grant } })).toBe(0);
  });

  it('no open session on a revoked or expired grant, whatever start is typed; a finished one within it still logs', async () => {
    const log = (grant: number, form: Record<string, string>) =>
      callStaff(browsers.technician, logSession, `soporte/accesos/${grant}/sesiones`, {
        form: { tecnico: 'T', ...form },
      }).then(async (r) => [r.status, (await r.json()).message]);
    const revoked = await newGrant();
    const customer = new TestClient('192.0.2.155');
    await customer.send(login, 'LoginUsuario', { form: { email: BILLING, pass: DEMO_PASSWORD } });
    expect((await customer.send(revoke, `../cuenta/soporte/accesos/${revoked}/revocar`, { json: {} })).status).toBe(
      200,
    );
    const expired = await newGrant(1, DAY + 30 * MINUTE); // ended 30 minutes ago
    await db().outboxMail.deleteMany();
    for (const grant of [revoked, expired]) {
      // Started while it was in force, left open: refused, no session, no «ha iniciado» mail.
      expect(await log(grant, { inicio: local(-40 * MINUTE) })).toEqual([409, SESSION_GRANT_NOT_IN_FORCE]);
      expect(await db().remoteSession.count({ where: { grantId: grant } })).toBe(0);
      expect(await remoteMails()).toEqual([]);
    }
    // Finished within the window and logged afterwards: still logged.
    expect((await log(revoked, { inicio: local(-40 * MINUTE), fin: local(-35 * MINUTE), trabajo: 'x' }))[0]).toBe(200);
    expect((await log(expired, { inicio: local(-50 * MINUTE), fin: local(-40 * MINUTE), trabajo: 'x' }))[0]).toBe(200);
  });

  it('a revocation ends the sessions open on the grant then: what was logged kept, audited and mailed as an end', async () => {
    const grant = await newGrant();
    const customer = new TestClient('192.0.2.153');
    await customer.send(login, 'LoginUsuario', { form: { email: BILLING, pass: DEMO_PASSWORD } });
    const open = (who: TestClient, form: Record<string, string>) =>
      callStaff(who, logSession, `soporte/accesos/${grant}/sesiones`, { form });
    // Two members' open sessions, one with what it was for, one without; and one already over.
    expect((await open(browsers.technician, { tecnico: 'Jorge Soporte', inicio: local(-20 * MINUTE) })).status).toBe(
      200,
    );
    expect(
      (await open(browsers.support, { tecnico: 'Lucía', inicio: local(-10 * MINUTE), trabajo: 'Revisar el TPV.' }))
        .status,
    ).toBe(200);
    expect(
      (
        await open(browsers.admin, {
          tecnico: 'Ana',
          inicio: local(-40 * MINUTE),
          fin: local(-30 * MINUTE),
          trabajo: 'Hecho.',
        })
      ).status,
    ).toBe(200);
    const done = await db().remoteSession.findFirstOrThrow({ where: { grantId: grant, technician: 'Ana' } });
    await db().outboxMail.deleteMany();
    vi.setSystemTime(Date.now() + 5 * MINUTE + 17_000);

    const res = await customer.send(revoke, `../cuenta/soporte/accesos/${grant}/revocar`, { json: {} });
    expect(res.status).toBe(200);
    const { revokedAt } = await db().remoteGrant.findUniqueOrThrow({ where: { id: grant } });
    expect(revokedAt).not.toBeNull();
    const sessions = await db().remoteSession.findMany({ where: { grantId: grant }, orderBy: { id: 'asc' } });
    const [jorge, lucia] = sessions.filter((x) => x.id !== done.id);
    // Ended at the revocation, to the second; nothing written in «Qué se hizo» for them.
    expect([jorge!.endedAt, jorge!.whatWasDone]).toEqual([revokedAt, '']);
    expect([lucia!.endedAt, lucia!.whatWasDone]).toEqual([revokedAt, 'Revisar el TPV.']);
    expect(await db().remoteSession.findUniqueOrThrow({ where: { id: done.id } })).toEqual(done);
    expect(endedByRevocation({ revokedAt }, jorge!)).toBe(true);
    expect(endedByRevocation({ revokedAt }, done)).toBe(false);

    // The customer sees them ended, not «en curso».
    const view = await (await customer.send(listAccess, `../cuenta/soporte/accesos?hotel=${hotelId}`)).json();
    const seen = view.sesiones.filter((x: { id_acceso: number }) => x.id_acceso === grant);
    expect(seen.map((x: { fin: string | null }) => x.fin)).not.toContain(null);

    // Each end in the trail as a session end, by the customer, beside the revocation.
    const ended = await db().auditEntry.findMany({
      where: { action: 'remote.session-ended', objectId: String(grant) },
      orderBy: { id: 'asc' },
    });
    expect(ended.map((e) => [e.actorId, e.actorEmail])).toEqual([
      [null, BILLING],
      [null, BILLING],
    ]);
    expect(ended.map((e) => JSON.parse(e.changes))).toEqual([
      expect.objectContaining({ sesión: String(jorge!.id), fin: revokedAt!.toISOString(), motivo: 'permiso revocado' }),
      expect.objectContaining({ sesión: String(lucia!.id), fin: revokedAt!.toISOString(), motivo: 'permiso revocado' }),
    ]);
    const revocation = await db().auditEntry.findFirstOrThrow({
      where: { action: 'remote.revoked', objectId: String(grant) },
    });
    expect(JSON.parse(revocation.changes)).toMatchObject({ 'sesiones cerradas': `${jorge!.id}, ${lucia!.id}` });

    // The hotel's billing contacts told of each end, as when staff close it.
    const mails = await remoteMails();
    expect(mails.map((m) => m.to).sort()).toEqual([
      BILLING,
      BILLING,
      'nuevo@hotelmediterraneo.es',
      'nuevo@hotelmediterraneo.es',
    ]);
    expect(new Set(mails.map((m) => m.subject))).toEqual(
      new Set(['Sesión de acceso remoto terminada en Hotel Mediterráneo']),
    );
    expect(mails[0]!.text).toContain(`al revocar ${BILLING} el permiso`);
    expect(mails[0]!.text).toContain('El permiso terminó el ');
    expect(mails.filter((m) => m.text.includes('Revisar el TPV.'))).toHaveLength(2);

    // Staff find them closed: closing one again is refused, mailing nothing.
    await db().outboxMail.deleteMany();
    const again = await callStaff(browsers.technician, closeSession, `soporte/sesiones/${jorge!.id}`, {
      form: { fin: local(0), trabajo: 'x' },
    });
    expect([again.status, (await again.json()).message]).toEqual([409, 'Esta sesión ya está cerrada.']);
    expect(await remoteMails()).toEqual([]);
  });

  it('a revocation and a session opened at the same moment take turns: the session is refused or ended', async () => {
    const grant = await newGrant();
    const customer = new TestClient('192.0.2.154');
    await customer.send(login, 'LoginUsuario', { form: { email: BILLING, pass: DEMO_PASSWORD } });
    const [revoked, opened] = await Promise.all([
      customer.send(revoke, `../cuenta/soporte/accesos/${grant}/revocar`, { json: {} }),
      callStaff(browsers.technician, logSession, `soporte/accesos/${grant}/sesiones`, {
        form: { tecnico: 'Jorge', inicio: local(-MINUTE) },
      }),
    ]);
    expect(revoked.status).toBe(200);
    const { revokedAt } = await db().remoteGrant.findUniqueOrThrow({ where: { id: grant } });
    const sessions = await db().remoteSession.findMany({ where: { grantId: grant } });
    const answer = [opened.status, (await opened.json()).message];
    if (answer[0] === 200) {
      // Logged first: the revocation that came after ended it then.
      expect(answer[1]).toBe('Sesión abierta; se ha avisado al hotel de su inicio.');
      expect(sessions).toHaveLength(1);
      expect(sessions[0]!.endedAt).toEqual(revokedAt);
      expect(endedByRevocation({ revokedAt }, sessions[0]!)).toBe(true);
    } else {
      // Revoked first: refused, nothing logged.
      expect(answer).toEqual([409, SESSION_GRANT_NOT_IN_FORCE]);
      expect(sessions).toEqual([]);
    }
  });
});

describe("the form's minute", () => {
  /** Now at `second` seconds past a minute, a little ahead (the grant is given within that minute). */
  const atSecond = (second: number) => vi.setSystemTime(Math.ceil(Date.now() / MINUTE) * MINUTE + second * 1000);

  it("a session started in the grant's own minute (the default «Inicio» right after it) is logged from the grant's start", async () => {
    atSecond(37);
    const grant = await newGrant(7, 0); // given now, at hh:mm:37
    const startsAt = (await db().remoteGrant.findUniqueOrThrow({ where: { id: grant } })).startsAt;
    const log = (form: Record<string, string>) =>
      callStaff(browsers.technician, logSession, `soporte/accesos/${grant}/sesiones`, {
        form: { tecnico: 'Jorge', ...form },
      }).then(async (r) => [r.status, (await r.json()).message]);
    // The minute before the grant's: refused.
    expect(await log({ inicio: local(-MINUTE) })).toEqual([409, expect.stringMatching(/^El permiso empezó el /)]);
    // hh:mm, the grant's minute (hh:mm:00 is 37 s before it): logged, from the grant's start.
    expect(await log({ inicio: local(0) })).toEqual([200, 'Sesión abierta; se ha avisado al hotel de su inicio.']);
    const open = await db().remoteSession.findFirstOrThrow({ where: { grantId: grant } });
    expect(open.startedAt).toEqual(startsAt);
    const entry = await db().auditEntry.findFirstOrThrow({
      where: { action: 'remote.session-logged', objectId: String(grant) },
    });
    expect(JSON.parse(entry.changes)).toMatchObject({ inicio: startsAt.toISOString() });
    // Closed within the same minute with the default «Fin» (hh:mm): ends when it started.
    const closed = await callStaff(browsers.technician, closeSession, `soporte/sesiones/${open.id}`, {
      form: { fin: local(0), trabajo: 'Comprobada la conexión.' },
    });
    expect(await closed.json()).toEqual({ ok: true, message: 'Sesión cerrada; se ha avisado al hotel.' });
    expect((await db().remoteSession.findUniqueOrThrow({ where: { id: open.id } })).endedAt).toEqual(startsAt);
  });

  it("a session logged with its end in its start's minute is stored ending no earlier than it started", async () => {
    atSecond(20);
    const grant = await newGrant(7, 0);
    const startsAt = (await db().remoteGrant.findUniqueOrThrow({ where: { id: grant } })).startsAt;
    const res = await callStaff(browsers.technician, logSession, `soporte/accesos/${grant}/sesiones`, {
      form: { tecnico: 'Jorge', inicio: local(0), fin: local(0), trabajo: 'Nada que hacer.' },
    });
    expect(res.status).toBe(200);
    const s = await db().remoteSession.findFirstOrThrow({ where: { grantId: grant } });
    expect([s.startedAt, s.endedAt]).toEqual([startsAt, startsAt]);
    // An open one closed the minute before it started: refused.
    vi.setSystemTime(Date.now() + 2 * MINUTE);
    const later = await callStaff(browsers.technician, logSession, `soporte/accesos/${grant}/sesiones`, {
      form: { tecnico: 'Jorge', inicio: local(0) },
    });
    expect(later.status).toBe(200);
    const open = await db().remoteSession.findFirstOrThrow({ where: { grantId: grant, endedAt: null } });
    const early = await callStaff(browsers.technician, closeSession, `soporte/sesiones/${open.id}`, {
      form: { fin: local(-MINUTE), trabajo: 'x' },
    });
    expect([early.status, (await early.json()).message]).toEqual([409, 'El fin no puede ser anterior al inicio.']);
  });
});

describe('one open session per member and grant', () => {
  const open = (who: TestClient, grant: number, form: Record<string, string> = {}) =>
    callStaff(who, logSession, `soporte/accesos/${grant}/sesiones`, {
      form: { tecnico: 'Jorge', inicio: local(-MINUTE), ...form },
    });

  it('refuses a second open session of the same member; another member, a finished session and a later one may', async () => {
    const grant = await newGrant();
    expect((await open(browsers.technician, grant)).status).toBe(200);
    await db().outboxMail.deleteMany();
    const again = await open(browsers.technician, grant, { tecnico: 'Jorge Soporte' });
    expect([again.status, (await again.json()).message]).toEqual([409, SESSION_ALREADY_OPEN]);
    expect(await remoteMails()).toEqual([]);
    expect(await db().auditEntry.count({ where: { action: 'remote.session-logged', objectId: String(grant) } })).toBe(
      1,
    );
    // Another member has theirs at the same time.
    expect((await open(browsers.support, grant, { tecnico: 'Lucía' })).status).toBe(200);
    // A session already over is logged beside the open one.
    const done = await open(browsers.technician, grant, {
      inicio: local(-30 * MINUTE),
      fin: local(-20 * MINUTE),
      trabajo: 'x',
    });
    expect(done.status).toBe(200);
    // The same member's open session on another grant is no obstacle.
    expect((await open(browsers.technician, await newGrant())).status).toBe(200);
    expect(await db().remoteSession.count({ where: { grantId: grant, endedAt: null } })).toBe(2);
    // Once closed, the member may open another.
    const mine = await db().remoteSession.findFirstOrThrow({
      where: { grantId: grant, endedAt: null, staffEmail: STAFF.technician },
    });
    const closed = await callStaff(browsers.technician, closeSession, `soporte/sesiones/${mine.id}`, {
      form: { fin: local(0), trabajo: 'Hecho.' },
    });
    expect(closed.status).toBe(200);
    expect((await open(browsers.technician, grant, { inicio: local(0) })).status).toBe(200);
  });

  it('two submissions at once: one session opens and mails, the other is refused', async () => {
    const grant = await newGrant();
    const answers = await Promise.all([open(browsers.technician, grant), open(browsers.technician, grant)]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect((await refused.json()).message).toBe(SESSION_ALREADY_OPEN);
    expect(await db().remoteSession.count({ where: { grantId: grant } })).toBe(1);
    // One «iniciada» mail per billing contact, not two.
    expect((await remoteMails()).map((m) => m.to).sort()).toEqual([BILLING, 'nuevo@hotelmediterraneo.es']);
  });
});
