import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { resetEnvForTests } from '@/lib/env';
import { RequestCookieJar } from './cookies';
import { hashPassword } from './password';
import { passwordProblem } from './password-policy';
import { sessionEmail, sessionFromJar, startSession } from './session';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
});

describe('session cookie', () => {
  it('is __Host- prefixed, Secure, HttpOnly and SameSite=Lax in production', async () => {
    Object.assign(process.env, {
      APP_ENV: 'production',
      SITE_URL: 'https://www.example.es',
      SMTP_URL: 'smtp://localhost:2525',
    });
    resetEnvForTests();
    const user = await db().user.create({
      data: { email: 'prod@example.es', passwordHash: await hashPassword('x'.repeat(12)) },
    });
    const jar = new RequestCookieJar(new Request('https://www.example.es/'));
    await startSession(jar, user.id);
    const lines = jar.apply(new Response(null)).headers.getSetCookie();
    const attributes = (line: string | undefined) => new Set(line?.split('; ').slice(1));
    const session = lines.find((l) => l.startsWith('__Host-mille_session='));
    expect(attributes(session)).toEqual(new Set(['Path=/', 'Max-Age=43200', 'HttpOnly', 'Secure', 'SameSite=Lax']));
    expect(attributes(lines.find((l) => l.startsWith('mille_signed_in=1')))).toEqual(
      new Set(['Path=/', 'Max-Age=43200', 'Secure', 'SameSite=Lax']),
    );
    const live = await sessionFromJar(jar);
    expect(live).toMatchObject({ userId: user.id });
    expect(await sessionEmail(live!)).toBe('prod@example.es');
  });

  it('honours a short idle lifetime from the environment', async () => {
    process.env.SESSION_IDLE_SECONDS = '60';
    resetEnvForTests();
    const user = await db().user.create({ data: { email: 'idle@example.es', passwordHash: 'x' } });
    const jar = new RequestCookieJar(new Request('http://localhost:3000/'));
    const t0 = new Date();
    await startSession(jar, user.id, t0);
    expect(await sessionFromJar(jar, { now: new Date(t0.getTime() + 59_000), touch: false })).not.toBeNull();
    expect(await sessionFromJar(jar, { now: new Date(t0.getTime() + 61_000) })).toBeNull();
    expect(await db().session.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe('password policy', () => {
  const p = (newpass: string, repeatpass = newpass, oldpass = 'Vieja-Clave-001') =>
    passwordProblem({ oldpass, newpass, repeatpass });
  it('applies the rules in order', () => {
    expect(p('Buena-Clave-2026')).toBeNull();
    expect(p('x'.repeat(128))).toBeNull();
    expect(p('corta')).toBe('passwordLength');
    expect(p('x'.repeat(129))).toBe('passwordLength');
    expect(p('Buena-Clave-2026', 'Otra')).toBe('passwordMismatch');
    expect(p('Vieja-Clave-001')).toBe('passwordSameAsOld');
    expect(p('QWERTYUIOP')).toBe('passwordCommon');
    expect(p('Demo-2026-Mille')).toBe('passwordCommon');
    expect(p('', '')).toBe('passwordRequired');
  });
});

describe('a disabled user', () => {
  it('has no session, even one started after the disable ended the others (a sign-in already past its check)', async () => {
    const user = await db().user.create({ data: { email: 'late@example.es', passwordHash: 'x' } });
    const jar = new RequestCookieJar(new Request('http://localhost:3000/'));
    await startSession(jar, user.id);
    expect(await sessionFromJar(jar)).toMatchObject({ userId: user.id, secondFactor: false });
    await db().user.update({ where: { id: user.id }, data: { disabledAt: new Date() } });
    expect(await sessionFromJar(jar)).toBeNull();
    // The record goes on sight, as an expired one does.
    expect(await db().session.count({ where: { userId: user.id } })).toBe(0);
  });
});
