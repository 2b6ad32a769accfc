// Staff access to the back office through its API: sign-in with a mandatory second factor and the
// first-sign-in enrolment (codes computed here with otpauth), invitations, sessions (idle 30 min,
// revocable), the role matrix of the staff calls, the Origin check, and the audit entries.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '@/lib/account/demo-seed';
import { db } from '@/lib/db';
import { logToForTests } from '@/lib/log';
import { openMailLinks } from '@/lib/mail/sealed-links';
import { createStaffMember } from '@/lib/staff/invitations';
import { seedStaff } from '@/lib/staff/demo-seed';
import { TestClient } from '@/lib/testing/http-client';
import { callStaff, enrol, nextCode, rememberSecret, staffBrowser } from '@/lib/testing/staff-browser';
import { POST as confirmEnrolment } from './entrar/alta/confirmar/route';
import { POST as startEnrolment } from './entrar/alta/route';
import { POST as code } from './entrar/codigo/route';
import { POST as signIn } from './entrar/route';
import { POST as acceptInvite } from './invitacion/route';
import { POST as changeMember } from './personal/[id]/route';
import { POST as invite } from './personal/route';
import { GET as auditCsv } from './registro/route';
import { POST as signOut } from './salir/route';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

const call = callStaff;

const ADMIN = 'admin@millehotel.es';
const EDITOR = 'redaccion@millehotel.es';
const SUPPORT = 'atencion@millehotel.es';
const idOf = async (email: string) => (await db().staffUser.findUniqueOrThrow({ where: { email } })).id;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  await seedStaff();
});
beforeEach(async () => {
  await db().rateLimiterFlexible.deleteMany();
});

describe('staff sign-in', () => {
  it('sends a first sign-in to enrolment, gives no session before it, and audits the sign-ins', async () => {
    const c = new TestClient('198.51.100.200');
    const answer = await (await call(c, signIn, 'entrar', { form: { email: EDITOR, pass: DEMO_PASSWORD } })).json();
    expect(answer).toEqual({ ok: true, next: 'enrol' });
    expect([...c.cookies.keys()]).toEqual(['mille_staff_2fa']);
    expect((await call(c, invite, 'personal', { form: { email: 'x@millehotel.es', papel: 'editor' } })).status).toBe(
      401,
    );
    const wrong = await (
      await call(c, confirmEnrolment, 'entrar/alta/confirmar', { form: { codigo: '000000' } })
    ).json();
    expect(wrong.ok).toBe(false);
    await call(c, startEnrolment, 'entrar/alta', { form: {} })
      .then((r) => r.json())
      .then((s) => rememberSecret(EDITOR, s.secret));
    const confirmed = await (
      await call(c, confirmEnrolment, 'entrar/alta/confirmar', { form: { codigo: nextCode(EDITOR) } })
    ).json();
    expect(confirmed.codes).toHaveLength(10);
    expect(c.cookies.has('mille_staff')).toBe(true);
    expect(c.cookies.has('mille_staff_2fa')).toBe(false);
    const audit = await db().auditEntry.findMany({ where: { actorEmail: EDITOR } });
    expect(audit.map((a) => a.action)).toContain('staff.enrolled');
    expect(JSON.stringify(audit)).not.toMatch(/Demo-2026|secreto|codigos|"secret"|"codes"/i);
  });

  it('asks an enrolled member for a code; a wrong code is refused and audited, a recovery code works once', async () => {
    const fresh = await staffBrowser(SUPPORT); // enrols
    await call(fresh, signOut, 'salir', { form: {} });
    const recovery = await (async () => {
      const c = new TestClient('198.51.100.201');
      await call(c, signIn, 'entrar', { form: { email: SUPPORT, pass: DEMO_PASSWORD } });
      return c;
    })();
    const wrong = await (await call(recovery, code, 'entrar/codigo', { form: { codigo: '123456' } })).json();
    expect(wrong).toMatchObject({ ok: false });
    expect(recovery.cookies.has('mille_staff')).toBe(false);
    expect(
      await db().auditEntry.count({ where: { actorEmail: SUPPORT, action: 'staff.sign-in-failed' } }),
    ).toBeGreaterThan(0);
    // Re-enrol to know the recovery codes (an administrator's reinvitation does the same).
    const id = await idOf(SUPPORT);
    await db().staffUser.update({ where: { id }, data: { totpEnabledAt: null } });
    const again = new TestClient('198.51.100.202');
    expect(
      (await (await call(again, signIn, 'entrar', { form: { email: SUPPORT, pass: DEMO_PASSWORD } })).json()).next,
    ).toBe('enrol');
    const codes = await enrol(again, SUPPORT);
    for (const attempt of [true, false]) {
      const c = new TestClient(`198.51.100.${203 + Number(attempt)}`);
      await call(c, signIn, 'entrar', { form: { email: SUPPORT, pass: DEMO_PASSWORD } });
      expect(
        (await (await call(c, code, 'entrar/codigo', { form: { codigo: codes[0]!.toUpperCase() } })).json()).ok,
      ).toBe(attempt);
    }
  });

  it('refuses a wrong password with the same answer as an unknown e-mail, and a disabled account', async () => {
    const c = new TestClient('198.51.100.210');
    const wrong = await (await call(c, signIn, 'entrar', { form: { email: ADMIN, pass: 'nope-nope-nope' } })).json();
    const unknown = await (
      await call(c, signIn, 'entrar', { form: { email: 'nadie@millehotel.es', pass: 'nope-nope-nope' } })
    ).json();
    expect(wrong).toEqual({ ok: false, message: 'Correo o contraseña incorrectos.' });
    expect(unknown).toEqual(wrong);
    expect(c.cookies.size).toBe(0);
  });

  it('locks an e-mail after LOGIN_MAX_FAILURES concurrent failures, counted atomically before each check', async () => {
    const c = new TestClient('198.51.100.211');
    const tries = await Promise.all(
      Array.from({ length: 14 }, () =>
        call(c, signIn, 'entrar', { form: { email: 'lock@millehotel.es', pass: 'wrong-password' } }).then((r) =>
          r.json(),
        ),
      ),
    );
    expect(tries.filter((t) => t.message === 'Correo o contraseña incorrectos.').length).toBe(10);
    expect(await db().rateLimiterFlexible.count({ where: { key: { contains: 'login-account' } } })).toBe(1);
  });
});

describe('staff lockout', () => {
  const lines: string[] = [];
  beforeEach(() => {
    lines.length = 0;
    logToForTests({ write: (chunk: string) => void lines.push(...chunk.split('\n').filter(Boolean)) });
  });
  afterEach(() => logToForTests(process.stdout));
  const password = (c: TestClient, pass = DEMO_PASSWORD) =>
    call(c, signIn, 'entrar', { form: { email: ADMIN, pass } }).then((r) => r.json());

  it('a right password is no failure: twelve password steps in a row leave an enrolled member able to sign in', async () => {
    await staffBrowser(ADMIN); // enrolled from here on
    for (let i = 0; i < 12; i++)
      expect(await password(new TestClient(`198.51.100.${220 + (i % 5)}`))).toEqual({ ok: true, next: 'code' });
    const c = new TestClient('198.51.100.225');
    expect(await password(c)).toEqual({ ok: true, next: 'code' });
    expect((await (await call(c, code, 'entrar/codigo', { form: { codigo: nextCode(ADMIN) } })).json()).ok).toBe(true);
    expect(lines.some((l) => l.includes('"auth.locked"'))).toBe(false);
  });

  it('ten wrong passwords lock for the documented 15 minutes, in the log and the audit trail', async () => {
    await staffBrowser(ADMIN);
    const before = (await db().auditEntry.aggregate({ _max: { id: true } }))._max.id ?? 0;
    const c = new TestClient('198.51.100.226');
    for (let i = 0; i < 10; i++)
      expect((await password(c, `Mala-${i}-clave-larga`)).message).toBe('Correo o contraseña incorrectos.');
    expect((await password(c)).message).toMatch(/bloqueado .* dentro de 15 minutos/);
    const locked = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((e) => e.event === 'auth.locked');
    expect(locked).toEqual([expect.objectContaining({ scope: 'staff', userId: await idOf(ADMIN), seconds: 900 })]);
    expect(lines.join('\n')).not.toMatch(/Mala-|admin@/);
    const audit = await db().auditEntry.findMany({
      where: { actorEmail: ADMIN, action: 'staff.sign-in-failed', id: { gt: before } },
    });
    expect(audit.map((a) => JSON.parse(a.changes).bloqueo ?? null)).toEqual([...Array(9).fill(null), '15 min', null]);
    vi.setSystemTime(Date.now() + 14 * 60_000);
    expect((await password(c)).ok).toBe(false);
    vi.setSystemTime(Date.now() + 61_000);
    expect(await password(c)).toEqual({ ok: true, next: 'code' });
  });
});

describe('staff sessions', () => {
  it('ends after 30 minutes idle, at sign-out, and when the account is disabled, on every instance (the row goes)', async () => {
    const admin = await staffBrowser(ADMIN);
    const editor = await staffBrowser(EDITOR);
    const editorId = await idOf(EDITOR);
    const sessions = () => db().staffSession.count({ where: { staffUserId: editorId } });
    expect(await sessions()).toBeGreaterThan(0);
    expect((await call(admin, changeMember, `personal/${editorId}`, { form: { accion: 'desactivar' } })).status).toBe(
      200,
    );
    expect(await sessions()).toBe(0);
    expect((await call(editor, invite, 'personal', { form: {} })).status).toBe(401);
    const signInAgain = await (
      await call(new TestClient('198.51.100.220'), signIn, 'entrar', { form: { email: EDITOR, pass: DEMO_PASSWORD } })
    ).json();
    expect(signInAgain.ok).toBe(false);
    await call(admin, changeMember, `personal/${editorId}`, { form: { accion: 'activar' } });

    const idle = await staffBrowser(EDITOR);
    await db().staffSession.updateMany({
      where: { staffUserId: editorId },
      data: { lastSeenAt: new Date(Date.now() - 30 * 60_000) },
    });
    // The same ended session, in a second tab that only asks to leave.
    const leaving = new TestClient('198.51.100.221');
    for (const [name, value] of idle.cookies) leaving.cookies.set(name, value);
    expect((await call(idle, invite, 'personal', { form: {} })).status).toBe(401);
    // «Salir» with it is a sign-out like any other, no 401 for the page to take for an expiry; the
    // dead cookie goes.
    expect((await call(leaving, signOut, 'salir', { form: {} })).status).toBe(200);
    expect(leaving.cookies.has('mille_staff')).toBe(false);

    // A sign-out asked from another site is refused and ends nothing.
    const adminSessions = async () => db().staffSession.count({ where: { staffUserId: await idOf(ADMIN) } });
    const live = await adminSessions();
    const foreign = await call(admin, signOut, 'salir', { form: {}, headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(await adminSessions()).toBe(live);
    await call(admin, signOut, 'salir', { form: {} });
    expect(
      (await call(admin, invite, 'personal', { form: { email: 'n@millehotel.es', papel: 'editor' } })).status,
    ).toBe(401);
  });
});

describe('staff accounts (administración)', () => {
  it('invites by an e-mailed single-use link; the invitee sets a password and must enrol', async () => {
    const admin = await staffBrowser(ADMIN);
    const answer = await (
      await call(admin, invite, 'personal', {
        form: { email: 'Nueva@MilleHotel.es', nombre: 'Nueva', papel: 'editor' },
      })
    ).json();
    expect(answer.ok).toBe(true);
    const mail = await db().outboxMail.findFirstOrThrow({ where: { to: 'nueva@millehotel.es' } });
    expect(mail.secret).toBe(true);
    expect(mail.text).not.toContain('#token=');
    const token = /#token=([A-Za-z0-9_-]{43})/.exec((await openMailLinks(mail.text))!)![1]!;
    const c = new TestClient('198.51.100.230');
    const weak = await (
      await call(c, acceptInvite, 'invitacion', { form: { token, newpass: 'corta', repeatpass: 'corta' } })
    ).json();
    expect(weak.ok).toBe(false);
    const ok = await (
      await call(c, acceptInvite, 'invitacion', {
        form: { token, newpass: 'Una-Clave-Larga-2026', repeatpass: 'Una-Clave-Larga-2026' },
      })
    ).json();
    expect(ok).toEqual({ ok: true });
    expect(c.cookies.has('mille_staff')).toBe(false);
    expect((await (await call(c, startEnrolment, 'entrar/alta', { form: {} })).json()).ok).toBe(true);
    const reused = await (
      await call(new TestClient('198.51.100.231'), acceptInvite, 'invitacion', {
        form: { token, newpass: 'Otra-Clave-Larga-2026', repeatpass: 'Otra-Clave-Larga-2026' },
      })
    ).json();
    expect(reused.ok).toBe(false);
    const audit = await db().auditEntry.findFirstOrThrow({ where: { action: 'staff.invited', actorEmail: ADMIN } });
    expect(audit.changes).not.toContain(token);
  });

  it('the first administrator comes from the staff command as a printed link, valid once', async () => {
    const { token } = await createStaffMember('primera@millehotel.es', 'admin');
    const c = new TestClient('198.51.100.232');
    expect(
      (
        await (
          await call(c, acceptInvite, 'invitacion', {
            form: { token, newpass: 'Primera-Clave-2026', repeatpass: 'Primera-Clave-2026' },
          })
        ).json()
      ).ok,
    ).toBe(true);
    await enrol(c, 'primera@millehotel.es');
    expect(c.cookies.has('mille_staff')).toBe(true);
  });

  it('every role against every staff call: only administración may invite or change roles; others get 403 and nothing changes', async () => {
    const target = await idOf(SUPPORT);
    for (const email of [EDITOR, SUPPORT]) {
      const c = await staffBrowser(email);
      const before = await db().staffUser.count();
      const inviting = await call(c, invite, 'personal', { form: { email: `por-${email}`, papel: 'admin' } });
      expect(inviting.status).toBe(403);
      const changing = await call(c, changeMember, `personal/${target}`, { form: { papel: 'admin' } });
      expect(changing.status).toBe(403);
      expect(await db().staffUser.count()).toBe(before);
      expect((await call(c, auditCsv, 'registro')).status).toBe(403);
      expect((await db().staffUser.findUniqueOrThrow({ where: { id: target } })).role).toBe('support');
    }
    const admin = await staffBrowser(ADMIN);
    const csv = await call(admin, auditCsv, 'registro?accion=staff.sign-in');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await csv.text()).toContain(`"${ADMIN}";"Entrada"`);
    expect(
      (await (await call(admin, changeMember, `personal/${target}`, { form: { papel: 'editor' } })).json()).ok,
    ).toBe(true);
    const entry = await db().auditEntry.findFirstOrThrow({
      where: { action: 'staff.role-changed', objectId: String(target) },
      orderBy: { id: 'desc' },
    });
    expect(JSON.parse(entry.changes)).toEqual({ papel: ['Atención al cliente', 'Redacción'] });
    expect(entry.actorEmail).toBe(ADMIN);
    await call(admin, changeMember, `personal/${target}`, { form: { papel: 'support' } });
    expect(
      (await (await call(admin, changeMember, `personal/${await idOf(ADMIN)}`, { form: { papel: 'editor' } })).json())
        .ok,
    ).toBe(false);
  });

  it('refuses a write from a foreign origin with 403 and no effect', async () => {
    const admin = await staffBrowser(ADMIN);
    const res = await call(admin, invite, 'personal', {
      form: { email: 'csrf@millehotel.es', papel: 'admin' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(await db().staffUser.count({ where: { email: 'csrf@millehotel.es' } })).toBe(0);
  });
});
