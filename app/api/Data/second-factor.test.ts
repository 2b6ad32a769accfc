// Two-factor sign-in through the route handlers: enrolment (codes computed here with RFC 6238),
// the pending step, recovery codes, replays, try limits, the lockout, and the forced change of a
// temporary password after the code. Old clients see loginok:false and a message.
import { Secret, TOTP } from 'otpauth';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, DEMO_TEMPORARY_PASSWORD, seedAccounts } from '@/lib/account/demo-seed';
import { accountKey, accountRule } from '@/lib/auth/lockout';
import { confirmTotpEnrolment, startTotpEnrolment } from '@/lib/auth/totp';
import { customerTotpStore } from '@/lib/auth/totp-stores';
import { db } from '@/lib/db';
import { consume } from '@/lib/http/rate-limit';
import { logToForTests } from '@/lib/log';
import { TestClient } from '@/lib/testing/http-client';
import { POST as changePass } from './CambioPassUser/route';
import { GET as hasSession } from './HaySessionUsuario/route';
import { POST as login } from './LoginUsuario/route';
import { POST as verify } from './VerificarSegundoFactor/route';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

const USER = 'direccion@hotelatlantico.es';
const NUEVO = 'nuevo@hotelmediterraneo.es';
let seq = 0;
const client = () => new TestClient(`198.18.0.${++seq}`);
const secrets = new Map<string, string>();

function code(email: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secrets.get(email)!), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at });
}

async function enrol(email: string): Promise<string[]> {
  const user = await db().user.findUniqueOrThrow({ where: { email } });
  const enrolment = (await startTotpEnrolment(customerTotpStore, user.id, email))!;
  expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\//);
  expect(enrolment.qrSvg).toMatch(/^<svg/);
  secrets.set(email, enrolment.secret.replace(/\s+/g, ''));
  // A wrong code does not confirm; the current one does, and gives ten recovery codes once.
  expect(await confirmTotpEnrolment(customerTotpStore, user.id, '000000' === code(email) ? '111111' : '000000')).toBeNull();
  const recovery = (await confirmTotpEnrolment(customerTotpStore, user.id, code(email, Date.now() - 30_000)))!;
  expect(recovery).toHaveLength(10);
  return recovery;
}

async function password(c: TestClient, email: string, pass = DEMO_PASSWORD) {
  return (await c.send(login, 'LoginUsuario', { form: { email, pass } })).json();
}

async function second(c: TestClient, codigo: string) {
  return (await c.send(verify, 'VerificarSegundoFactor', { form: { codigo } })).json();
}

let recovery: string[] = [];
beforeAll(async () => {
  await seedAccounts();
  recovery = await enrol(USER);
});

afterEach(async () => {
  vi.useRealTimers();
  await db().rateLimiterFlexible.deleteMany();
});

describe('two-factor sign-in', () => {
  it('the right password asks for a code and starts no session; the code signs in', async () => {
    const c = client();
    const first = await password(c, USER);
    expect(first).toEqual({
      loginok: false,
      regenerarpass: false,
      segundofactor: true,
      email: USER,
      exceptionmessage: 'Introduce el código de tu aplicación de autenticación',
      exceptionmessagetraducible: 'SegundoFactorRequerido',
    });
    expect(await (await c.send(hasSession, 'HaySessionUsuario')).json()).toBe(false);
    expect([...c.cookies.keys()]).toEqual(['mille_2fa']);
    expect(await second(c, code(USER))).toMatchObject({ loginok: true, email: USER });
    expect(await (await c.send(hasSession, 'HaySessionUsuario')).json()).toBe(true);
    expect(c.cookies.has('mille_2fa')).toBe(false);
  });

  it('a wrong password is the ordinary refusal, and no code step opens', async () => {
    const c = client();
    expect(await password(c, USER, 'Contraseña-Mala-1')).toMatchObject({ loginok: false, exceptionmessagetraducible: 'invalidCredentials' });
    expect(await second(c, code(USER))).toMatchObject({ loginok: false, exceptionmessagetraducible: 'SegundoFactorCaducado' });
  });

  it('never accepts a code twice, nor a code without the password step', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 120_000); // a time step no earlier test used
    const a = client();
    await password(a, USER);
    const now = code(USER);
    expect((await second(a, now)).loginok).toBe(true);
    const b = client();
    await password(b, USER);
    expect(await second(b, now)).toMatchObject({ loginok: false, exceptionmessagetraducible: 'SegundoFactorIncorrecto' });
    expect((await second(client(), code(USER, Date.now() + 30_000))).exceptionmessagetraducible).toBe('SegundoFactorCaducado');
  });

  it('accepts a code one step either side of now, not two', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * 60_000);
    const c = client();
    await password(c, USER);
    expect((await second(c, code(USER, Date.now() - 60_000))).exceptionmessagetraducible).toBe('SegundoFactorIncorrecto');
    expect((await second(c, code(USER, Date.now() + 30_000))).loginok).toBe(true);
  });

  it('takes a recovery code in the same field, once', async () => {
    const c = client();
    await password(c, USER);
    expect((await second(c, recovery[0]!.toUpperCase().replace('-', ' '))).loginok).toBe(true);
    const d = client();
    await password(d, USER);
    expect((await second(d, recovery[0]!)).exceptionmessagetraducible).toBe('SegundoFactorIncorrecto');
    expect((await second(d, recovery[1]!)).loginok).toBe(true);
  });

  it('allows five codes per pending sign-in, counted before they are checked, even all at once', async () => {
    const c = client();
    await password(c, USER);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => second(c, String(100000 + i))));
    expect(answers.filter((a) => a.exceptionmessagetraducible === 'SegundoFactorIncorrecto')).toHaveLength(5);
    expect(answers.filter((a) => a.exceptionmessagetraducible === 'SegundoFactorIntentos')).toHaveLength(7);
    // The pending sign-in is over: even the right code needs the password again.
    expect((await second(c, code(USER))).loginok).toBe(false);
  });

  it('wrong codes count towards the account lockout', async () => {
    for (let round = 0; round < 2; round++) {
      const c = client();
      await password(c, USER);
      for (let i = 0; i < 5; i++) await second(c, String(200000 + i));
    }
    // Ten wrong codes: locked, the password alone is refused.
    expect((await password(client(), USER)).exceptionmessagetraducible).toBe('accountLocked');
  });

  it('a temporary password is changed after the second factor, not instead of it', async () => {
    await enrol(NUEVO);
    const c = client();
    expect(await password(c, NUEVO, DEMO_TEMPORARY_PASSWORD)).toMatchObject({ segundofactor: true, regenerarpass: false });
    // Skipping the code: the forced change is refused.
    const skip = client();
    await password(skip, NUEVO, DEMO_TEMPORARY_PASSWORD);
    const change = { id: '-1', email: NUEVO, oldpass: DEMO_TEMPORARY_PASSWORD, newpass: 'Nueva-Clave-Tras-2FA', repeatpass: 'Nueva-Clave-Tras-2FA' };
    expect((await (await skip.send(changePass, 'CambioPassUser', { form: change })).json())).toMatchObject({ loginok: false, exceptionmessagetraducible: 'SegundoFactorRequerido' });
    // With the code: the change is asked for, then signs in.
    expect(await second(c, code(NUEVO))).toMatchObject({ loginok: false, regenerarpass: true, email: NUEVO });
    expect(await (await c.send(hasSession, 'HaySessionUsuario')).json()).toBe(false);
    expect((await (await c.send(changePass, 'CambioPassUser', { form: change })).json()).loginok).toBe(true);
    expect(await (await c.send(hasSession, 'HaySessionUsuario')).json()).toBe(true);
  });

  it('stores the secret encrypted', async () => {
    const user = await db().user.findUniqueOrThrow({ where: { email: USER } });
    expect(user.totpSecret).toMatch(/^v1\./);
    expect(user.totpSecret).not.toContain(secrets.get(USER));
    expect(JSON.stringify(await db().recoveryCode.findMany())).not.toContain(recovery[2]!.replace('-', ''));
  });
});

describe('the lockout counts failures, not right passwords', () => {
  const lines: string[] = [];
  const locks = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((e) => e.event === 'auth.locked');
  beforeEach(() => {
    lines.length = 0;
    logToForTests({ write: (chunk: string) => void lines.push(...chunk.split('\n').filter(Boolean)) });
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => logToForTests(process.stdout));

  it('twelve right passwords in a row on an account with a second factor leave it usable, and count nothing', async () => {
    vi.setSystemTime(Date.now() + 60 * 60_000); // a time step no other test used
    for (let i = 0; i < 12; i++) expect((await password(client(), USER)).exceptionmessagetraducible).toBe('SegundoFactorRequerido');
    // Nine typos after them still lock nothing: the right passwords left no failures behind.
    for (let i = 0; i < 9; i++) expect((await password(client(), USER, `Contraseña-Mala-${i}`)).exceptionmessagetraducible).toBe('invalidCredentials');
    const c = client();
    expect((await password(c, USER)).segundofactor).toBe(true);
    expect((await second(c, code(USER))).loginok).toBe(true);
    expect(locks()).toEqual([]);
  });

  it('ten wrong passwords lock new sign-ins for the documented 15 minutes, not a day, and log it', async () => {
    vi.setSystemTime(Date.now() + 2 * 60 * 60_000);
    for (let i = 0; i < 10; i++) expect((await password(client(), USER, `Contraseña-Mala-${i}`)).exceptionmessagetraducible).toBe('invalidCredentials');
    const locked = await password(client(), USER);
    expect(locked).toMatchObject({ loginok: false, exceptionmessagetraducible: 'accountLocked' });
    expect(locked.exceptionmessage).toContain('dentro de 15 minutos');
    const user = await db().user.findUniqueOrThrow({ where: { email: USER } });
    expect(locks()).toEqual([expect.objectContaining({ level: 'warn', userId: user.id, scope: 'customer', seconds: 900 })]);
    expect(lines.join('\n')).not.toMatch(/Contraseña-Mala|direccion@/);
    vi.setSystemTime(Date.now() + 14 * 60_000);
    expect((await password(client(), USER)).exceptionmessagetraducible).toBe('accountLocked');
    vi.setSystemTime(Date.now() + 61_000);
    const c = client();
    expect((await password(c, USER)).segundofactor).toBe(true);
    expect((await second(c, code(USER))).loginok).toBe(true);
  });

  it('a counter past the limit without a lock (a race, an older version) refuses for 15 minutes, logged, not for the rest of the day', async () => {
    vi.setSystemTime(Date.now() + 3 * 60 * 60_000);
    for (let i = 0; i < 11; i++) await consume(accountRule(), accountKey(USER));
    expect((await password(client(), USER)).exceptionmessagetraducible).toBe('accountLocked');
    expect(locks()).toEqual([expect.objectContaining({ scope: 'customer', seconds: 900 })]);
    vi.setSystemTime(Date.now() + 15 * 60_000 + 1000);
    const c = client();
    expect((await password(c, USER)).segundofactor).toBe(true);
    expect((await second(c, code(USER))).loginok).toBe(true);
  });
});
