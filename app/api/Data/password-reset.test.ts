// Password reset by e-mail through the route handlers: the mail's link, single use, expiry, a newer
// link voiding an older one, the enumeration-neutral answer, the limits, and what a reset ends.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, seedAccounts } from '@/lib/account/demo-seed';
import { settleResetRequests } from '@/lib/auth/password-reset';
import { db } from '@/lib/db';
import { resetEnvForTests } from '@/lib/env';
import { processOutbox, SECRET_SENT_TEXT } from '@/lib/mail/outbox';
import type { OutgoingMail } from '@/lib/mail/transport';
import { TestClient } from '@/lib/testing/http-client';
import { GET as hasSession } from './HaySessionUsuario/route';
import { POST as login } from './LoginUsuario/route';
import { POST as reset } from './RestablecerPass/route';
import { POST as requestLink } from './SolicitarRecuperacionPass/route';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

const USER = 'facturas@hotelmediterraneo.es';
const NEW_PASSWORD = 'Nueva-Clave-Segura-2026';
let seq = 0;
const client = () => new TestClient(`203.0.113.${++seq}`);

/** Sends what the outbox holds and returns the mails, as the SMTP server would get them. */
async function deliver(): Promise<OutgoingMail[]> {
  await settleResetRequests();
  const sent: OutgoingMail[] = [];
  await processOutbox({ sender: { send: async (m) => void sent.push({ ...m }), close: () => undefined } });
  return sent;
}

function tokenIn(mail: OutgoingMail): string {
  const link = /https?:\/\/\S+\/restablecer-contrasena#token=([A-Za-z0-9_-]+)/.exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  return link![1]!;
}

async function ask(email: string, c = client()) {
  const res = await c.send(requestLink, 'SolicitarRecuperacionPass', { form: { email } });
  return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
}

async function resetWith(token: string, newpass = NEW_PASSWORD, repeatpass = newpass) {
  return (await client().send(reset, 'RestablecerPass', { form: { token, newpass, repeatpass } })).json();
}

async function signIn(email: string, pass: string) {
  const c = client();
  const body = await (await c.send(login, 'LoginUsuario', { form: { email, pass } })).json();
  return { c, body };
}

beforeAll(async () => {
  await seedAccounts();
  await deliver();
});

afterEach(async () => {
  vi.useRealTimers();
  resetEnvForTests();
  // Each test starts with fresh limits (three links an hour per e-mail would carry over).
  await db().rateLimiterFlexible.deleteMany();
});

describe('password reset by e-mail', () => {
  it('answers the same OK for a known and an unknown e-mail, and mails a link only to the known one', async () => {
    const known = await ask(USER);
    const unknown = await ask('nadie@ejemplo.es');
    const invalid = await ask('no es un correo');
    expect(known).toEqual({ status: 200, type: 'text/plain; charset=utf-8', body: 'OK' });
    expect(unknown).toEqual(known);
    expect(invalid).toEqual(known);
    const mails = await deliver();
    expect(mails.map((m) => m.to)).toEqual([USER]);
    expect(mails[0]!.subject).toBe('Restablece tu contraseña del área de clientes');
    expect(mails[0]!.text).toContain('30 minutos');
    // Only the hash is stored, and the sent text no longer holds the link.
    const token = tokenIn(mails[0]!);
    expect(JSON.stringify(await db().linkToken.findMany())).not.toContain(token);
    const stored = await db().outboxMail.findMany({ where: { to: USER, subject: mails[0]!.subject } });
    expect(stored.map((m) => m.text)).toEqual([SECRET_SENT_TEXT]);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('sets a new password once: ends every session, lifts a lockout, sends a notice, and the link is then used', async () => {
    const open = await signIn(USER, DEMO_PASSWORD);
    expect(open.body.loginok).toBe(true);
    for (let i = 0; i < 10; i++) await signIn(USER, `wrong-password-${i}`);
    expect((await signIn(USER, DEMO_PASSWORD)).body.exceptionmessagetraducible).toBe('accountLocked');
    await ask(USER);
    const token = tokenIn((await deliver()).find((m) => m.to === USER)!);

    // The policy is checked before the link is spent.
    expect(await resetWith(token, 'corta', 'corta')).toMatchObject({ loginok: false, exceptionmessagetraducible: 'passwordLength' });
    expect(await resetWith(token, NEW_PASSWORD, 'Otra-Clave-Distinta-1')).toMatchObject({ loginok: false, exceptionmessagetraducible: 'passwordMismatch' });
    expect(await resetWith(token)).toEqual({ loginok: true, exceptionmessage: '', exceptionmessagetraducible: '' });

    expect(await (await open.c.send(hasSession, 'HaySessionUsuario')).json()).toBe(false);
    expect((await signIn(USER, DEMO_PASSWORD)).body.exceptionmessagetraducible).toBe('invalidCredentials');
    expect((await signIn(USER, NEW_PASSWORD)).body.loginok).toBe(true);
    const notice = (await deliver()).find((m) => m.to === USER)!;
    expect(notice.subject).toBe('Tu contraseña ha cambiado');
    expect(notice.text).toContain('si no has sido tú'.replace('si', 'Si'));

    const again = await resetWith(token, 'Otra-Clave-Distinta-1');
    expect(again).toMatchObject({ loginok: false, exceptionmessagetraducible: 'resetLinkUsed' });
    expect(again.exceptionmessage).toMatch(/ya se ha usado/);
  });

  it('a link dies after 30 minutes (moved clock)', async () => {
    await ask(USER);
    const token = tokenIn((await deliver()).find((m) => m.to === USER)!);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 60_000);
    const answer = await resetWith(token, 'Clave-Que-No-Vale-1');
    expect(answer).toMatchObject({ loginok: false, exceptionmessagetraducible: 'resetLinkExpired' });
    expect(answer.exceptionmessage).toMatch(/caducado/);
  });

  it('a newer link voids the older one, and a password change voids a live link', async () => {
    await ask(USER);
    const first = tokenIn((await deliver()).find((m) => m.to === USER)!);
    await ask(USER);
    const second = tokenIn((await deliver()).find((m) => m.to === USER)!);
    expect((await resetWith(first, 'Clave-Primera-2026x')).exceptionmessagetraducible).toBe('resetLinkInvalid');
    // The password changes by another path (a signed-in change): the live link dies too.
    const { c } = await signIn(USER, NEW_PASSWORD);
    const { POST: change } = await import('./CambioPassUser/route');
    const changed = await (await c.send(change, 'CambioPassUser', { form: { id: '1', email: USER, oldpass: NEW_PASSWORD, newpass: 'Cambiada-Por-Otra-Via-1', repeatpass: 'Cambiada-Por-Otra-Via-1' } })).json();
    expect(changed.loginok).toBe(true);
    expect((await resetWith(second, 'Clave-Segunda-2026x')).exceptionmessagetraducible).toBe('resetLinkInvalid');
    expect((await resetWith('x'.repeat(43))).exceptionmessagetraducible).toBe('resetLinkInvalid');
    expect((await resetWith('')).exceptionmessagetraducible).toBe('resetLinkInvalid');
  });

  it('a stranger asking for the owner\'s links from another address does not use up the owner\'s', async () => {
    await deliver();
    const stranger = client();
    for (let i = 0; i < 6; i++) expect((await ask(USER, stranger)).body).toBe('OK');
    expect((await deliver()).filter((m) => m.to === USER)).toHaveLength(3);
    // The owner, from their own connection, still gets a link, and it works.
    expect((await ask(USER, client())).body).toBe('OK');
    const mine = (await deliver()).filter((m) => m.to === USER);
    expect(mine).toHaveLength(1);
    expect(await resetWith(tokenIn(mine[0]!))).toMatchObject({ loginok: true });
    expect((await signIn(USER, NEW_PASSWORD)).body.loginok).toBe(true);
  });

  it('from any number of addresses, one inbox gets at most RESET_EMAIL_LIMIT links an hour', async () => {
    await deliver();
    vi.useFakeTimers({ toFake: ['Date'] });
    const to = 'recepcion@hotelmediterraneo.es';
    for (let a = 0; a < 5; a++) {
      const c = client();
      for (let i = 0; i < 3; i++) await ask(to, c);
    }
    expect((await deliver()).filter((m) => m.to === to)).toHaveLength(10);
    vi.setSystemTime(Date.now() + 3601_000);
    await ask(to);
    expect((await deliver()).filter((m) => m.to === to)).toHaveLength(1);
  });

  it('mails at most three links an hour per e-mail from one address, and refuses a flood from one address with 429', async () => {
    await deliver();
    const c = client();
    for (let i = 0; i < 5; i++) expect((await ask('recepcion@hotelmediterraneo.es', c)).body).toBe('OK');
    expect((await deliver()).filter((m) => m.to === 'recepcion@hotelmediterraneo.es')).toHaveLength(3);
    for (let i = 0; i < 5; i++) await ask('otra@ejemplo.es', c);
    const refused = await ask(USER, c);
    expect(refused.status).toBe(429);
    expect(refused.type).toMatch(/^text\/plain/);
    expect(refused.body).toMatch(/demasiados enlaces/);
  });

  it('refuses foreign origins (403) and other content types (415)', async () => {
    const c = client();
    expect((await c.send(requestLink, 'SolicitarRecuperacionPass', { form: { email: USER }, headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect((await c.send(requestLink, 'SolicitarRecuperacionPass', { json: { email: USER } })).status).toBe(415);
    expect((await c.send(reset, 'RestablecerPass', { json: { token: 'x' } })).status).toBe(415);
  });
});
