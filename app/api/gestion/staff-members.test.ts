// A member of staff as administración manages them: last sign-in, their sessions (end one, end
// all), resetting their second factor (TOTP, recovery codes and passkeys; next sign-in enrols), and the rules that keep the
// back office administered: no one changes their own role or account, and the last active
// administrator stays (409, nothing changed). Every write audited; other roles get 403.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '@/lib/account/demo-seed';
import { hashPassword } from '@/lib/auth/password';
import { db } from '@/lib/db';
import { changeStaff, LAST_ADMIN_REFUSAL, SELF_REFUSAL } from '@/lib/staff/admin';
import { seedStaff } from '@/lib/staff/demo-seed';
import { memberDetail } from '@/lib/staff/member';
import { staffSessionFromCookieValue } from '@/lib/staff/session';
import { TestClient } from '@/lib/testing/http-client';
import { callStaff as call, staffBrowser } from '@/lib/testing/staff-browser';
import { POST as signIn } from './entrar/route';
import { POST as resetFactor } from './personal/[id]/segundo-factor/route';
import { POST as changeMember } from './personal/[id]/route';
import { POST as invite } from './personal/route';
import { POST as sessions } from './personal/[id]/sesiones/route';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

const ADMIN = 'admin@millehotel.es';
const EDITOR = 'redaccion@millehotel.es';
const SUPPORT = 'atencion@millehotel.es';
const SECOND_ADMIN = 'segunda@millehotel.es';
const idOf = async (email: string) => (await db().staffUser.findUniqueOrThrow({ where: { email } })).id;
const cookieOf = (c: TestClient) => c.cookies.get('mille_staff');
const live = async (c: TestClient) => (await staffSessionFromCookieValue(cookieOf(c))) !== null;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  await seedStaff();
  await db().staffUser.create({
    data: { email: SECOND_ADMIN, role: 'admin', passwordHash: await hashPassword(DEMO_PASSWORD) },
  });
});
beforeEach(async () => {
  await db().rateLimiterFlexible.deleteMany();
  await db().staffUser.updateMany({
    where: { email: { in: [ADMIN, SECOND_ADMIN] } },
    data: { role: 'admin', disabledAt: null },
  });
  await db().staffUser.updateMany({ where: { email: SUPPORT }, data: { role: 'support', disabledAt: null } });
});

describe('a member of staff', () => {
  it('stores the last sign-in and lists the open sessions; another role gets 403 on every call and nothing changes', async () => {
    const before = Date.now();
    const support = await staffBrowser(SUPPORT);
    const target = await idOf(SUPPORT);
    const row = await db().staffUser.findUniqueOrThrow({ where: { id: target } });
    expect(row.lastSignInAt!.getTime()).toBeGreaterThanOrEqual(before);

    const admin = await staffBrowser(ADMIN);
    const viewer = (await staffSessionFromCookieValue(cookieOf(admin)))!;
    const detail = (await memberDetail(target, viewer))!;
    expect(detail.sessions.length).toBeGreaterThanOrEqual(1);
    expect(detail.sessions[0]).toMatchObject({ current: false });

    const writes = () => db().auditEntry.count({ where: { action: { notIn: ['staff.sign-in', 'staff.enrolled'] } } });
    const audit = await writes();
    for (const email of [EDITOR, SUPPORT]) {
      const c = email === SUPPORT ? support : await staffBrowser(EDITOR);
      expect((await call(c, resetFactor, `personal/${target}/segundo-factor`, { form: { motivo: 'x' } })).status).toBe(
        403,
      );
      expect((await call(c, sessions, `personal/${target}/sesiones`, { form: { todas: '1' } })).status).toBe(403);
      expect((await call(c, changeMember, `personal/${target}`, { form: { accion: 'desactivar' } })).status).toBe(403);
    }
    expect(await live(support)).toBe(true);
    expect((await db().staffUser.findUniqueOrThrow({ where: { id: target } })).totpEnabledAt).not.toBeNull();
    expect(await writes()).toBe(audit);
  });

  it('ends one session, then all, on the server (the cookies stop working), audited', async () => {
    const admin = await staffBrowser(ADMIN);
    const first = await staffBrowser(SUPPORT);
    const second = await staffBrowser(SUPPORT);
    const target = await idOf(SUPPORT);
    const key = (await staffSessionFromCookieValue(cookieOf(first)))!.key;
    const one = await call(admin, sessions, `personal/${target}/sesiones`, { form: { sesion: key } });
    expect(await one.json()).toMatchObject({ ok: true });
    expect(await live(first)).toBe(false);
    expect(await live(second)).toBe(true);
    const gone = await call(admin, sessions, `personal/${target}/sesiones`, { form: { sesion: key } });
    expect(gone.status).toBe(409);
    const all = await (await call(admin, sessions, `personal/${target}/sesiones`, { form: { todas: '1' } })).json();
    expect(all.ok).toBe(true);
    expect(await live(second)).toBe(false);
    expect(await db().staffSession.count({ where: { staffUserId: target } })).toBe(0);
    const entries = await db().auditEntry.findMany({
      where: {
        objectType: 'personal',
        objectId: String(target),
        action: { in: ['staff.session-ended', 'staff.sessions-ended'] },
      },
      orderBy: { id: 'asc' },
    });
    expect(entries.map((e) => e.action)).toEqual(['staff.session-ended', 'staff.sessions-ended']);
    expect(entries.every((e) => e.actorEmail === ADMIN)).toBe(true);
    expect(entries.map((e) => e.changes).join()).not.toContain(key);

    // One's own "end all" keeps the session that asked.
    await staffBrowser(ADMIN);
    await call(admin, sessions, `personal/${await idOf(ADMIN)}/sesiones`, { form: { todas: '1' } });
    expect(await live(admin)).toBe(true);
    expect(await db().staffSession.count({ where: { staffUserId: await idOf(ADMIN) } })).toBe(1);
  });

  it('resets a second factor with a reason: secret and recovery codes gone, sessions ended, the next sign-in enrols; audited', async () => {
    const admin = await staffBrowser(ADMIN);
    const support = await staffBrowser(SUPPORT);
    const target = await idOf(SUPPORT);
    expect(await db().staffRecoveryCode.count({ where: { staffUserId: target } })).toBeGreaterThan(0);
    await db().staffPasskey.create({
      data: { id: 'cred-lost-key', staffUserId: target, publicKey: new Uint8Array([1, 2, 3]), name: 'Llave perdida' },
    });

    const blank = await (
      await call(admin, resetFactor, `personal/${target}/segundo-factor`, { form: { motivo: '   ' } })
    ).json();
    expect(blank).toEqual({ ok: false, message: 'Escribe el motivo (queda en el registro).' });
    expect(await live(support)).toBe(true);

    const res = await call(admin, resetFactor, `personal/${target}/segundo-factor`, {
      form: { motivo: 'Ha perdido el móvil' },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).ok).toBe(true);
    expect(await db().staffUser.findUniqueOrThrow({ where: { id: target } })).toMatchObject({
      totpSecret: null,
      totpEnabledAt: null,
      totpLastStep: 0,
    });
    expect(await db().staffRecoveryCode.count({ where: { staffUserId: target } })).toBe(0);
    expect(await db().staffPasskey.count({ where: { staffUserId: target } })).toBe(0);
    expect(await live(support)).toBe(false);
    const next = await (
      await call(new TestClient('198.51.100.240'), signIn, 'entrar', { form: { email: SUPPORT, pass: DEMO_PASSWORD } })
    ).json();
    expect(next).toEqual({ ok: true, next: 'enrol' });
    const entry = await db().auditEntry.findFirstOrThrow({
      where: { action: 'staff.second-factor-reset', objectId: String(target) },
    });
    expect(entry.actorEmail).toBe(ADMIN);
    expect(JSON.parse(entry.changes)).toMatchObject({
      motivo: 'Ha perdido el móvil',
      'verificación configurada': ['sí', 'no'],
      'llaves de acceso borradas': '1',
    });
    // The member is told by mail (not the reason: that stays in the audit trail).
    const notice = await db().outboxMail.findFirstOrThrow({
      where: { to: SUPPORT, kind: 'security-notice' },
      orderBy: { id: 'desc' },
    });
    expect(notice.subject).toMatch(/^Verificación en dos pasos restablecida en tu cuenta de la gestión/);
    expect(notice.text).not.toContain('Ha perdido el móvil');
  });

  it('re-inviting a member without a second factor: role and account changed under the lock, audited before → after with the invitation', async () => {
    const admin = await staffBrowser(ADMIN);
    const email = 'reinvitada@millehotel.es';
    const { id } = await db().staffUser.create({
      data: { email, role: 'editor', passwordHash: 'x', disabledAt: new Date() },
    });
    const answer = await (
      await call(admin, invite, 'personal', { form: { email, nombre: '', papel: 'support' } })
    ).json();
    expect(answer).toMatchObject({ ok: true, message: `Invitación enviada a ${email}.` });
    expect(await db().staffUser.findUniqueOrThrow({ where: { id } })).toMatchObject({
      role: 'support',
      disabledAt: null,
    });
    const entries = await db().auditEntry.findMany({ where: { objectType: 'personal', objectId: String(id) } });
    expect(entries.map((e) => [e.action, e.actorEmail])).toEqual([['staff.reinvited', ADMIN]]);
    expect(JSON.parse(entries[0]!.changes)).toEqual({
      correo: email,
      papel: ['Redacción', 'Atención al cliente'],
      activa: ['no', 'sí'],
    });
  });

  it("refuses one's own role, account and second factor with 409 and changes nothing", async () => {
    const admin = await staffBrowser(ADMIN);
    const self = await idOf(ADMIN);
    const audit = await db().auditEntry.count({ where: { objectId: String(self), objectType: 'personal' } });
    for (const form of [{ papel: 'editor' }, { accion: 'desactivar' }] as Record<string, string>[]) {
      const res = await call(admin, changeMember, `personal/${self}`, { form });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ ok: false, message: SELF_REFUSAL });
    }
    expect(
      (await call(admin, resetFactor, `personal/${self}/segundo-factor`, { form: { motivo: 'por probar' } })).status,
    ).toBe(409);
    expect(await db().staffUser.findUniqueOrThrow({ where: { id: self } })).toMatchObject({
      role: 'admin',
      disabledAt: null,
    });
    expect((await db().staffUser.findUniqueOrThrow({ where: { id: self } })).totpEnabledAt).not.toBeNull();
    expect(await live(admin)).toBe(true);
    expect(await db().auditEntry.count({ where: { objectId: String(self), objectType: 'personal' } })).toBe(audit);
  });

  // Through the API one request of a pair usually finds its session already ended or demoted
  // (401/403); the rule is for the moment both have passed that check, so it is driven here with
  // both sessions in hand, as two requests in flight are.
  for (const [what, input] of [
    ['demote', { role: 'editor' }],
    ['disable', { action: 'desactivar' }],
  ] as const) {
    it(`the last active administrator: two who ${what} each other at once leave one (409, nothing changed for the other)`, async () => {
      const first = (await staffSessionFromCookieValue(cookieOf(await staffBrowser(ADMIN))))!;
      await db().staffUser.update({ where: { email: SECOND_ADMIN }, data: { totpEnabledAt: null } });
      const second = (await staffSessionFromCookieValue(cookieOf(await staffBrowser(SECOND_ADMIN))))!;
      const answers = await Promise.all([
        changeStaff(first, second.staffId, input, 'test'),
        changeStaff(second, first.staffId, input, 'test'),
      ]);
      expect(answers.map((a) => a?.ok).sort()).toEqual([false, true]);
      expect(answers.find((a) => !a?.ok)).toEqual({ ok: false, message: LAST_ADMIN_REFUSAL, kind: 'conflict' });
      expect(await db().staffUser.count({ where: { role: 'admin', disabledAt: null } })).toBe(1);

      // One after the other too: the one left cannot be demoted or disabled by a session from before.
      const left = answers[0]?.ok ? first : second;
      const stale = answers[0]?.ok ? second : first;
      const audit = await db().auditEntry.count();
      expect(await changeStaff(stale, left.staffId, input, 'test')).toEqual({
        ok: false,
        message: LAST_ADMIN_REFUSAL,
        kind: 'conflict',
      });
      expect(await db().staffUser.findUniqueOrThrow({ where: { id: left.staffId } })).toMatchObject({
        role: 'admin',
        disabledAt: null,
      });
      expect(await db().auditEntry.count()).toBe(audit);
    });
  }

  it('a demoted administrator can be promoted back while another remains', async () => {
    const admin = await staffBrowser(ADMIN);
    const second = await idOf(SECOND_ADMIN);
    expect((await call(admin, changeMember, `personal/${second}`, { form: { papel: 'support' } })).status).toBe(200);
    expect((await call(admin, changeMember, `personal/${second}`, { form: { papel: 'admin' } })).status).toBe(200);
    expect((await call(admin, changeMember, `personal/${second}`, { form: { accion: 'desactivar' } })).status).toBe(
      200,
    );
  });
});
