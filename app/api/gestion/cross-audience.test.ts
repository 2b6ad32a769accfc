// What crosses from the customers' sign-in to the back office's, through the route handlers: a
// customer's pending two-factor cookie sent under the staff cookie's name opens nothing (the
// outside test's critical finding), a member of staff whose invitation is not accepted never gets
// an enrolment or a session, and a pending sign-in that opened a session cannot open another.
import { Secret, TOTP } from 'otpauth';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, seedAccounts } from '@/lib/account/demo-seed';
import { RequestCookieJar } from '@/lib/auth/cookies';
import { hashPassword } from '@/lib/auth/password';
import { startPendingSignIn } from '@/lib/auth/second-factor';
import { confirmTotpEnrolment, startTotpEnrolment } from '@/lib/auth/totp';
import { customerTotpStore, staffTotpStore } from '@/lib/auth/totp-stores';
import { POST as verify } from '@/app/api/Data/VerificarSegundoFactor/route';
import { POST as login } from '@/app/api/Data/LoginUsuario/route';
import { db } from '@/lib/db';
import { startStaffSession } from '@/lib/staff/session';
import { TestClient } from '@/lib/testing/http-client';
import { callStaff } from '@/lib/testing/staff-browser';
import { POST as confirmEnrolment } from './entrar/alta/confirmar/route';
import { POST as startEnrolment } from './entrar/alta/route';
import { POST as code } from './entrar/codigo/route';
import { POST as passkeyEnrolment } from './entrar/alta/llave/route';
import { POST as signIn } from './entrar/route';
import { GET as inbox } from './consultas/route';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

const CUSTOMER = 'direccion@hotelatlantico.es';
const secrets = new Map<string, string>();
let step = 0;

/** A code for a step no earlier call used (the clock moves on by a step each time). */
function freshCode(secret: string): string {
  vi.setSystemTime(Date.now() + 30_000);
  step++;
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() });
}

async function enrolTotp(store: typeof customerTotpStore, id: number, key: string): Promise<void> {
  const enrolment = (await startTotpEnrolment(store, id, key))!;
  secrets.set(key, enrolment.secret.replace(/\s+/g, ''));
  expect(await confirmTotpEnrolment(store, id, freshCode(secrets.get(key)!))).toHaveLength(10);
}

let customerId = 0;
const staffEmail = (tag: string) => `cruce-${tag}@millehotel.es`;

/** A member of staff with the customer's id (what the attack needs), in the state asked for. */
async function staffWithCustomerId(state: { password: boolean; totp: boolean }): Promise<string> {
  await db().staffUser.deleteMany({ where: { id: customerId } });
  const email = staffEmail(`${state.password}-${state.totp}`);
  await db().staffUser.create({
    data: {
      id: customerId,
      email,
      role: 'admin',
      passwordHash: state.password ? await hashPassword(DEMO_PASSWORD) : '',
    },
  });
  if (state.totp) await enrolTotp(staffTotpStore, customerId, email);
  return email;
}

/** The customer's own sign-in up to the code step: the browser holds the customer pending cookie. */
async function customerPending(): Promise<TestClient> {
  const c = new TestClient(`198.18.1.${(step % 200) + 1}`);
  const answer = await (await c.send(login, 'LoginUsuario', { form: { email: CUSTOMER, pass: DEMO_PASSWORD } })).json();
  expect(answer.segundofactor).toBe(true);
  expect(c.cookies.has('mille_2fa')).toBe(true);
  return c;
}

/** The attacker's move: the customer pending cookie, sent under the staff pending cookie's name. */
function asStaffPending(c: TestClient): TestClient {
  const forged = new TestClient(c.peer);
  forged.cookies.set('mille_staff_2fa', c.cookies.get('mille_2fa')!);
  return forged;
}

async function staffSessionOpened(c: TestClient): Promise<boolean> {
  return c.cookies.has('mille_staff') && (await callStaff(c, inbox, 'consultas')).status === 200;
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  await seedAccounts();
  customerId = (await db().user.findUniqueOrThrow({ where: { email: CUSTOMER } })).id;
  await enrolTotp(customerTotpStore, customerId, CUSTOMER);
});
beforeEach(async () => {
  await db().rateLimiterFlexible.deleteMany();
});

describe('a customer pending sign-in sent as a staff one', () => {
  it('gets no enrolment and no session for a member without a second factor', async () => {
    await staffWithCustomerId({ password: true, totp: false });
    const forged = asStaffPending(await customerPending());
    const started = await (await callStaff(forged, startEnrolment, 'entrar/alta', { form: {} })).json();
    expect(started).toMatchObject({ ok: false });
    expect(started.secret).toBeUndefined();
    const confirmed = await (
      await callStaff(forged, confirmEnrolment, 'entrar/alta/confirmar', { form: { codigo: '123456' } })
    ).json();
    expect(confirmed).toMatchObject({ ok: false });
    expect((await (await callStaff(forged, passkeyEnrolment, 'entrar/alta/llave', { json: {} })).json()).ok).toBe(
      false,
    );
    expect(await staffSessionOpened(forged)).toBe(false);
    expect(await db().staffUser.findUniqueOrThrow({ where: { id: customerId } })).toMatchObject({
      totpSecret: null,
      totpEnabledAt: null,
    });
    expect(await db().staffSession.count({ where: { staffUserId: customerId } })).toBe(0);
  });

  it('is refused with the member’s own current code', async () => {
    const email = await staffWithCustomerId({ password: true, totp: true });
    const forged = asStaffPending(await customerPending());
    const answer = await (
      await callStaff(forged, code, 'entrar/codigo', { form: { codigo: freshCode(secrets.get(email)!) } })
    ).json();
    expect(answer).toMatchObject({ ok: false });
    expect(await staffSessionOpened(forged)).toBe(false);
    expect(await db().staffSession.count({ where: { staffUserId: customerId } })).toBe(0);
  });
});

describe('a member whose invitation is not accepted', () => {
  it('gets no enrolment and no session even with a staff pending sign-in of their own', async () => {
    await staffWithCustomerId({ password: false, totp: false });
    // However such a pending sign-in came to be (the password step refuses these members), nothing takes it.
    const c = new TestClient('198.18.2.1');
    const jar = new RequestCookieJar(new Request('http://localhost:3000/'));
    await startPendingSignIn(jar, 'staff', customerId);
    const [cookie] = jar.apply(new Response(null)).headers.getSetCookie();
    c.cookies.set('mille_staff_2fa', cookie!.split(';')[0]!.split('=').slice(1).join('='));
    expect((await (await callStaff(c, startEnrolment, 'entrar/alta', { form: {} })).json()).ok).toBe(false);
    expect(
      (await (await callStaff(c, confirmEnrolment, 'entrar/alta/confirmar', { form: { codigo: '123456' } })).json()).ok,
    ).toBe(false);
    expect(await staffSessionOpened(c)).toBe(false);
    // Nor by any path that ends in opening a session.
    await expect(
      startStaffSession(new RequestCookieJar(new Request('http://localhost:3000/')), customerId),
    ).rejects.toThrow();
    expect(await db().staffSession.count({ where: { staffUserId: customerId } })).toBe(0);
    // Nor through the password step.
    const tried = await (
      await callStaff(new TestClient('198.18.2.2'), signIn, 'entrar', {
        form: { email: staffEmail('false-false'), pass: '' },
      })
    ).json();
    expect(tried.ok).toBe(false);
  });
});

describe('a pending sign-in that opened a session', () => {
  it('cannot open another (customers)', async () => {
    const c = await customerPending();
    const pendingCookie = c.cookies.get('mille_2fa')!;
    expect(
      (
        await (
          await c.send(verify, 'VerificarSegundoFactor', { form: { codigo: freshCode(secrets.get(CUSTOMER)!) } })
        ).json()
      ).loginok,
    ).toBe(true);
    const replay = new TestClient(c.peer);
    replay.cookies.set('mille_2fa', pendingCookie);
    const again = await (
      await replay.send(verify, 'VerificarSegundoFactor', { form: { codigo: freshCode(secrets.get(CUSTOMER)!) } })
    ).json();
    expect(again).toMatchObject({ loginok: false, exceptionmessagetraducible: 'SegundoFactorCaducado' });
    expect(replay.cookies.has('mille_session')).toBe(false);
  });

  it('cannot open another (staff)', async () => {
    const email = await staffWithCustomerId({ password: true, totp: true });
    const c = new TestClient('198.18.3.1');
    expect((await (await callStaff(c, signIn, 'entrar', { form: { email, pass: DEMO_PASSWORD } })).json()).next).toBe(
      'code',
    );
    const pendingCookie = c.cookies.get('mille_staff_2fa')!;
    expect(
      (await (await callStaff(c, code, 'entrar/codigo', { form: { codigo: freshCode(secrets.get(email)!) } })).json())
        .ok,
    ).toBe(true);
    const replay = new TestClient(c.peer);
    replay.cookies.set('mille_staff_2fa', pendingCookie);
    expect(
      (
        await (
          await callStaff(replay, code, 'entrar/codigo', { form: { codigo: freshCode(secrets.get(email)!) } })
        ).json()
      ).ok,
    ).toBe(false);
    expect(await staffSessionOpened(replay)).toBe(false);
    expect(await db().staffSession.count({ where: { staffUserId: customerId } })).toBe(1);
  });
});
