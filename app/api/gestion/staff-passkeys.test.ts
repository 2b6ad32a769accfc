// Staff passkeys through the API, with a software authenticator: enrolment instead of TOTP at the
// first sign-in, sign-in with a passkey (both factors: user verification required), the refusals
// (another origin, a replayed challenge, no user verification, a customer's ceremony), the lockout
// counted before the signature is checked, Mi seguridad (add, rename, remove but never the last
// factor, recovery codes, password) and the audit entries.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as customerPasskeyOptions } from '@/app/api/cuenta/llave/opciones/route';
import { DEMO_PASSWORD } from '@/lib/account/demo-seed';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { hashPassword } from '@/lib/auth/password';
import { seedStaff } from '@/lib/staff/demo-seed';
import { TestClient } from '@/lib/testing/http-client';
import { SoftAuthenticator } from '@/lib/testing/soft-authenticator';
import { callStaff as call, nextCode, staffBrowser } from '@/lib/testing/staff-browser';
import { POST as enrolPasskey } from './entrar/alta/llave/route';
import { POST as enrolPasskeyOptions } from './entrar/alta/llave/opciones/route';
import { POST as passkeySignIn } from './entrar/llave/route';
import { POST as passkeyOptions } from './entrar/llave/opciones/route';
import { POST as signIn } from './entrar/route';
import { POST as newCodes } from './mi-cuenta/codigos/route';
import { POST as changePassword } from './mi-cuenta/contrasena/route';
import { POST as addPasskey } from './mi-cuenta/llaves/route';
import { POST as addPasskeyOptions } from './mi-cuenta/llaves/opciones/route';
import { POST as removePasskey } from './mi-cuenta/llaves/eliminar/route';
import { POST as renamePasskey } from './mi-cuenta/llaves/renombrar/route';
import { POST as signOut } from './salir/route';
import { POST as invite } from './personal/route';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

const ADMIN = 'admin@millehotel.es';
const EDITOR = 'redaccion@millehotel.es';
const SUPPORT = 'atencion@millehotel.es';
let peer = 0;
const browser = () => new TestClient(`203.0.113.${++peer}`);
const idOf = async (email: string) => (await db().staffUser.findUniqueOrThrow({ where: { email } })).id;
const json = (r: Response) => r.json();

/** A browser at the password step's end for `email`: the pending cookie, and the step it was sent to. */
async function afterPassword(email: string) {
  const c = browser();
  const answer = await json(await call(c, signIn, 'entrar', { form: { email, pass: DEMO_PASSWORD } }));
  expect(answer.ok).toBe(true);
  return { c, next: answer.next as string };
}

/** Enrols `email` (no second factor yet) with a new passkey: the signed-in browser and the authenticator. */
async function enrolWithPasskey(email: string) {
  const { c, next } = await afterPassword(email);
  expect(next).toBe('enrol');
  const key = new SoftAuthenticator();
  const options = await json(await call(c, enrolPasskeyOptions, 'entrar/alta/llave/opciones', { form: {} }));
  expect(options.ok).toBe(true);
  expect(options.options.authenticatorSelection.userVerification).toBe('required');
  const answer = await json(
    await call(c, enrolPasskey, 'entrar/alta/llave', {
      json: { respuesta: key.register(options.options), nombre: 'Portátil' },
    }),
  );
  expect(answer).toEqual({ ok: true });
  return { c, key };
}

/** One passkey sign-in ceremony in a new browser; `answer` may spoil the authenticator's answer. */
async function passkeyAttempt(
  key: SoftAuthenticator,
  spoil: Parameters<SoftAuthenticator['assert']>[1] = {},
  c = browser(),
) {
  const options = await json(await call(c, passkeyOptions, 'entrar/llave/opciones', { form: {} }));
  const answer = await json(await call(c, passkeySignIn, 'entrar/llave', { json: key.assert(options, spoil) }));
  return { c, answer };
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  await seedStaff();
});
beforeEach(async () => {
  await db().rateLimiterFlexible.deleteMany();
});

describe('a passkey instead of TOTP at the first sign-in', () => {
  it('registers the passkey, opens a session, audits it; the next password sign-in asks for the passkey', async () => {
    const { c } = await enrolWithPasskey(EDITOR);
    expect(c.cookies.has('mille_staff')).toBe(true);
    expect(c.cookies.has('mille_staff_2fa')).toBe(false);
    const row = await db().staffPasskey.findFirstOrThrow({ where: { staffUserId: await idOf(EDITOR) } });
    expect(row.name).toBe('Portátil');
    const audit = await db().auditEntry.findFirstOrThrow({ where: { actorEmail: EDITOR, action: 'staff.enrolled' } });
    expect(JSON.parse(audit.changes)).toEqual({ factor: 'passkey' });
    expect((await afterPassword(EDITOR)).next).toBe('passkey');
  });

  it('refuses enrolment without a pending sign-in, or a registration without user verification', async () => {
    expect(
      (await json(await call(browser(), enrolPasskeyOptions, 'entrar/alta/llave/opciones', { form: {} }))).ok,
    ).toBe(false);
    const { c } = await afterPassword(SUPPORT);
    const options = await json(await call(c, enrolPasskeyOptions, 'entrar/alta/llave/opciones', { form: {} }));
    const answer = await json(
      await call(c, enrolPasskey, 'entrar/alta/llave', {
        json: { respuesta: new SoftAuthenticator().register(options.options, { userVerified: false }) },
      }),
    );
    expect(answer.ok).toBe(false);
    expect(c.cookies.has('mille_staff')).toBe(false);
    expect(await db().staffPasskey.count({ where: { staffUserId: await idOf(SUPPORT) } })).toBe(0);
  });
});

describe('signing in with a passkey', () => {
  let key: SoftAuthenticator;
  beforeAll(async () => {
    ({ key } = await enrolWithPasskey(ADMIN));
  });

  it('is both factors: a session from the passkey alone, audited with its factor', async () => {
    const { c, answer } = await passkeyAttempt(key);
    expect(answer).toEqual({ ok: true });
    expect(c.cookies.has('mille_staff')).toBe(true);
    expect(
      (await call(c, invite, 'personal', { form: { email: 'nueva@millehotel.es', papel: 'editor' } })).status,
    ).toBe(200);
    const entry = await db().auditEntry.findFirstOrThrow({
      where: { actorEmail: ADMIN, action: 'staff.sign-in' },
      orderBy: { id: 'desc' },
    });
    expect(JSON.parse(entry.changes)).toEqual({ factor: 'passkey' });
  });

  it('refuses an answer for another origin, without user verification, or for a replayed challenge', async () => {
    for (const spoil of [{ origin: 'http://evil.example' }, { userVerified: false }]) {
      const { c, answer } = await passkeyAttempt(key, spoil);
      expect(answer.ok).toBe(false);
      expect(answer.message).toMatch(/llave de acceso/);
      expect(c.cookies.has('mille_staff')).toBe(false);
    }
    // The same signed answer, sent again with the ceremony cookie it came with.
    const c = browser();
    const options = await json(await call(c, passkeyOptions, 'entrar/llave/opciones', { form: {} }));
    const ceremony = new Map(c.cookies);
    const assertion = key.assert(options);
    expect((await json(await call(c, passkeySignIn, 'entrar/llave', { json: assertion }))).ok).toBe(true);
    const replay = browser();
    for (const [k, v] of ceremony) replay.cookies.set(k, v);
    expect((await json(await call(replay, passkeySignIn, 'entrar/llave', { json: assertion }))).ok).toBe(false);
    expect(replay.cookies.has('mille_staff')).toBe(false);
    const failures = await db().auditEntry.findMany({ where: { actorEmail: ADMIN, action: 'staff.sign-in-failed' } });
    expect(failures.map((f) => JSON.parse(f.changes))).toContainEqual({ factor: 'passkey', motivo: 'passkeyRefused' });
  });

  it("refuses a customer's ceremony: the challenge of one kind of owner never serves the other", async () => {
    const c = browser();
    const options = await json(await c.send(customerPasskeyOptions, 'cuenta/llave/opciones', { form: {} }));
    expect((await json(await call(c, passkeySignIn, 'entrar/llave', { json: key.assert(options) }))).ok).toBe(false);
  });

  it('counts each answer towards the lockout before checking it: once locked, even the right passkey is refused', async () => {
    for (let i = 0; i < env().LOGIN_MAX_FAILURES; i++)
      expect((await passkeyAttempt(key, { origin: 'http://evil.example' })).answer.ok).toBe(false);
    const locked = await passkeyAttempt(key);
    expect(locked.answer.ok).toBe(false);
    expect(locked.answer.message).toMatch(/bloquead/i);
    expect(locked.c.cookies.has('mille_staff')).toBe(false);
    // The password sign-in shares the counter.
    const password = await json(
      await call(browser(), signIn, 'entrar', { form: { email: ADMIN, pass: DEMO_PASSWORD } }),
    );
    expect(password.ok).toBe(false);
    const failures = await db().auditEntry.findMany({ where: { actorEmail: ADMIN, action: 'staff.sign-in-failed' } });
    expect(failures.map((f) => JSON.parse(f.changes))).toContainEqual({ factor: 'passkey', motivo: 'accountLocked' });
  });

  it('counts answers per client address too', async () => {
    const c = browser();
    for (let i = 0; i < env().LOGIN_IP_LIMIT; i++) await passkeyAttempt(new SoftAuthenticator(), {}, c);
    const { answer } = await passkeyAttempt(key, {}, c);
    expect(answer.ok).toBe(false);
    expect(c.cookies.has('mille_staff')).toBe(false);
  });
});

describe('Mi seguridad', () => {
  it('adds, renames and removes passkeys, but never the last second factor', async () => {
    const { c } = await enrolWithPasskey(SUPPORT);
    const id = await idOf(SUPPORT);
    const only = await db().staffPasskey.findFirstOrThrow({ where: { staffUserId: id } });
    const refused = await json(
      await call(c, removePasskey, 'mi-cuenta/llaves/eliminar', { form: { id: only.id, contrasena: DEMO_PASSWORD } }),
    );
    expect(refused.ok).toBe(false);
    expect(refused.message).toMatch(/única forma/);
    expect(await db().staffPasskey.count({ where: { staffUserId: id } })).toBe(1);

    // The session alone adds no passkey: the current password comes first, and no ceremony starts without it.
    const second = new SoftAuthenticator();
    for (const contrasena of ['', 'no-es-esta-1']) {
      expect(
        await json(await call(c, addPasskeyOptions, 'mi-cuenta/llaves/opciones', { form: { contrasena } })),
      ).toEqual({ ok: false, message: 'La contraseña actual no es correcta.' });
    }
    expect(c.cookies.has('mille_webauthn')).toBe(false);
    const options = (
      await json(await call(c, addPasskeyOptions, 'mi-cuenta/llaves/opciones', { form: { contrasena: DEMO_PASSWORD } }))
    ).options;
    expect(options.excludeCredentials.map((x: { id: string }) => x.id)).toEqual([only.id]);
    expect(
      await json(
        await call(c, addPasskey, 'mi-cuenta/llaves', {
          json: { respuesta: second.register(options), nombre: 'Llave USB' },
        }),
      ),
    ).toEqual({ ok: true });
    // The member is told by mail.
    const notice = await db().outboxMail.findFirstOrThrow({
      where: { to: SUPPORT, kind: 'security-notice', subject: { startsWith: 'Nueva llave de acceso' } },
      orderBy: { id: 'desc' },
    });
    expect(notice.subject).toMatch(/^Nueva llave de acceso en tu cuenta de la gestión/);
    expect(notice.text).toContain('«Llave USB»');
    expect(
      await json(
        await call(c, renamePasskey, 'mi-cuenta/llaves/renombrar', {
          form: { id: second.id, nombre: 'Llave del cajón' },
        }),
      ),
    ).toEqual({ ok: true });
    // Removing one needs the password too.
    expect(await json(await call(c, removePasskey, 'mi-cuenta/llaves/eliminar', { form: { id: only.id } }))).toEqual({
      ok: false,
      message: 'La contraseña actual no es correcta.',
    });
    expect(
      await json(
        await call(c, removePasskey, 'mi-cuenta/llaves/eliminar', { form: { id: only.id, contrasena: DEMO_PASSWORD } }),
      ),
    ).toEqual({ ok: true });
    const removedNotice = await db().outboxMail.findFirstOrThrow({
      where: { to: SUPPORT, kind: 'security-notice' },
      orderBy: { id: 'desc' },
    });
    expect(removedNotice.subject).toMatch(/^Llave de acceso quitada de tu cuenta de la gestión/);
    // Now the other is the last one, and someone else's passkey is never theirs to remove.
    expect(
      (
        await json(
          await call(c, removePasskey, 'mi-cuenta/llaves/eliminar', {
            form: { id: second.id, contrasena: DEMO_PASSWORD },
          }),
        )
      ).ok,
    ).toBe(false);
    const others = await db().staffPasskey.findFirstOrThrow({ where: { staffUserId: await idOf(EDITOR) } });
    expect(
      (
        await json(
          await call(c, removePasskey, 'mi-cuenta/llaves/eliminar', {
            form: { id: others.id, contrasena: DEMO_PASSWORD },
          }),
        )
      ).ok,
    ).toBe(false);
    expect(await db().staffPasskey.findMany({ where: { staffUserId: id }, select: { name: true } })).toEqual([
      { name: 'Llave del cajón' },
    ]);
    const actions = (await db().auditEntry.findMany({ where: { actorEmail: SUPPORT } })).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(['staff.passkey-added', 'staff.passkey-renamed', 'staff.passkey-removed']),
    );
  });

  it('removes two passkeys at once only while another factor remains', async () => {
    const email = 'dos-llaves@millehotel.es';
    const member = await db().staffUser.create({ data: { email, role: 'editor' } });
    await db().staffPasskey.createMany({
      data: ['a', 'b'].map((id) => ({
        id: `${id}-${member.id}`,
        staffUserId: member.id,
        publicKey: Buffer.from('x'),
        name: id,
      })),
    });
    await db().staffSession.create({
      data: { id: 'k', staffUserId: member.id, expiresAt: new Date(Date.now() + 3600_000) },
    });
    const { removePasskey: remove } = await import('@/lib/auth/passkeys');
    const { staffPasskeyStore } = await import('@/lib/auth/passkey-stores');
    const results = await Promise.all(
      ['a', 'b'].map((id) => remove(member.id, `${id}-${member.id}`, staffPasskeyStore)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await db().staffPasskey.count({ where: { staffUserId: member.id } })).toBe(1);
  });

  it('a member with TOTP may remove every passkey; renews recovery codes with a current code; changes the password', async () => {
    const email = 'totp@millehotel.es';
    await db().staffUser.create({ data: { email, role: 'support', passwordHash: await hashPassword(DEMO_PASSWORD) } });
    const c = await staffBrowser(email); // enrols TOTP
    const key = new SoftAuthenticator();
    const options = (
      await json(await call(c, addPasskeyOptions, 'mi-cuenta/llaves/opciones', { form: { contrasena: DEMO_PASSWORD } }))
    ).options;
    expect(
      (
        await json(
          await call(c, addPasskey, 'mi-cuenta/llaves', { json: { respuesta: key.register(options), nombre: '' } }),
        )
      ).ok,
    ).toBe(true);
    expect((await db().staffPasskey.findFirstOrThrow({ where: { id: key.id } })).name).toBe('Llave de acceso 1');
    expect(
      await json(
        await call(c, removePasskey, 'mi-cuenta/llaves/eliminar', { form: { id: key.id, contrasena: DEMO_PASSWORD } }),
      ),
    ).toEqual({ ok: true });

    const id = await idOf(email);
    const { mySecurity } = await import('@/lib/staff/my-security');
    expect(await mySecurity(id)).toMatchObject({ totp: true, recoveryCodesLeft: 10, passkeys: [] });
    expect(
      (
        await json(
          await call(c, newCodes, 'mi-cuenta/codigos', { form: { contrasena: DEMO_PASSWORD, codigo: '000000' } }),
        )
      ).ok,
    ).toBe(false);
    // A current code alone is not enough: the password too.
    const code = nextCode(email);
    expect(await json(await call(c, newCodes, 'mi-cuenta/codigos', { form: { codigo: code } }))).toEqual({
      ok: false,
      message: 'La contraseña actual no es correcta.',
    });
    const renewed = await json(
      await call(c, newCodes, 'mi-cuenta/codigos', { form: { contrasena: DEMO_PASSWORD, codigo: code } }),
    );
    expect(renewed.codes).toHaveLength(10);

    const other = await staffBrowser(email);
    const wrong = await json(
      await call(c, changePassword, 'mi-cuenta/contrasena', {
        form: { actual: 'no-es-esta-1', nueva: 'Otra-clave-2026', repetir: 'Otra-clave-2026' },
      }),
    );
    expect(wrong).toMatchObject({ ok: false, message: 'La contraseña actual no es correcta.' });
    const short = await json(
      await call(c, changePassword, 'mi-cuenta/contrasena', {
        form: { actual: DEMO_PASSWORD, nueva: 'corta', repetir: 'corta' },
      }),
    );
    expect(short.ok).toBe(false);
    const changed = await json(
      await call(c, changePassword, 'mi-cuenta/contrasena', {
        form: { actual: DEMO_PASSWORD, nueva: 'Otra-clave-2026', repetir: 'Otra-clave-2026' },
      }),
    );
    expect(changed).toEqual({
      ok: true,
      message:
        'Contraseña cambiada. Se han cerrado tus demás sesiones. Tus llaves de acceso siguen valiendo: si alguna de la lista no es tuya, quítala.',
    });
    // This browser stays signed in; the other session has ended; the new password signs in.
    expect(
      (await call(c, addPasskeyOptions, 'mi-cuenta/llaves/opciones', { form: { contrasena: 'Otra-clave-2026' } }))
        .status,
    ).toBe(200);
    expect(
      (await call(other, addPasskeyOptions, 'mi-cuenta/llaves/opciones', { form: { contrasena: 'Otra-clave-2026' } }))
        .status,
    ).toBe(401);
    expect((await json(await call(browser(), signIn, 'entrar', { form: { email, pass: 'Otra-clave-2026' } }))).ok).toBe(
      true,
    );
    const actions = (await db().auditEntry.findMany({ where: { actorEmail: email } })).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['staff.recovery-renewed', 'staff.password-changed']));
    // Every change was told to the member, and no notice carries a secret.
    const told = await db().outboxMail.findMany({
      where: { to: email, kind: 'security-notice' },
      orderBy: { id: 'asc' },
    });
    expect(told.map((m) => m.subject.replace(' de la gestión de Mille Software Hotelero', ''))).toEqual([
      'Verificación en dos pasos activada en tu cuenta',
      'Nueva llave de acceso en tu cuenta',
      'Llave de acceso quitada de tu cuenta',
      'Nuevos códigos de recuperación en tu cuenta',
      'Tu contraseña ha cambiado',
    ]);
    const texts = told.map((m) => m.text).join('\n');
    for (const secret of [...renewed.codes, 'Otra-clave-2026', DEMO_PASSWORD]) expect(texts).not.toContain(secret);
    expect(JSON.stringify(await db().auditEntry.findMany({ where: { actorEmail: email } }))).not.toMatch(
      /Otra-clave|Demo-2026/,
    );
  });

  it("needs a session (401) and the site's own origin (403)", async () => {
    expect((await call(browser(), addPasskeyOptions, 'mi-cuenta/llaves/opciones', { form: {} })).status).toBe(401);
    const c = await staffBrowser('totp@millehotel.es', 'Otra-clave-2026');
    expect(
      (
        await call(c, removePasskey, 'mi-cuenta/llaves/eliminar', {
          form: { id: 'x' },
          headers: { origin: 'http://evil.example' },
        })
      ).status,
    ).toBe(403);
    await call(c, signOut, 'salir', { form: {} });
    expect((await call(c, newCodes, 'mi-cuenta/codigos', { form: { codigo: '123456' } })).status).toBe(401);
  });
});
