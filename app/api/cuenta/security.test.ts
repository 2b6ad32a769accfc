// The customer's own security calls (/api/cuenta/*): the overview, two-factor enrolment and
// turning it off, sessions seen and ended from another browser, the new-browser notice mail, and
// the passkey ceremonies' refusals (the full passkey flow runs in Chromium, e2e/security.spec.ts).
import { Secret, TOTP } from 'otpauth';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/Data/LoginUsuario/route';
import { GET as hasSession } from '@/app/api/Data/HaySessionUsuario/route';
import { POST as verify } from '@/app/api/Data/VerificarSegundoFactor/route';
import { POST as invoicesOf } from '@/app/api/Data/GetFacturasHotelContacto/route';
import { DEMO_PASSWORD, seedAccounts } from '@/lib/account/demo-seed';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { TestClient } from '@/lib/testing/http-client';
import { SoftAuthenticator } from '@/lib/testing/soft-authenticator';
import { POST as passkeyOptions } from './llave/opciones/route';
import { POST as passkeySignIn } from './llave/entrar/route';
import { GET as overview } from './seguridad/route';
import { POST as endSessions } from './seguridad/sesiones/cerrar/route';
import { POST as registerOptions } from './seguridad/llaves/opciones/route';
import { POST as register } from './seguridad/llaves/registrar/route';
import { POST as startTotp } from './seguridad/totp/route';
import { POST as confirmTotp } from './seguridad/totp/confirmar/route';
import { POST as disableTotp } from './seguridad/totp/desactivar/route';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

const USER = 'recepcion@hotelmediterraneo.es';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
let seq = 0;

/** `send` with the path these routes live under. */
async function call(
  c: TestClient,
  handler: (r: Request) => Promise<Response>,
  path: string,
  init: Parameters<TestClient['send']>[2] = {},
) {
  return c.send(handler, `../../cuenta/${path}`, init);
}

async function browser(userAgent: string, email = USER): Promise<TestClient> {
  const c = new TestClient(`192.0.2.${++seq}`);
  const body = await (
    await c.send(login, 'LoginUsuario', { form: { email, pass: DEMO_PASSWORD }, headers: { 'user-agent': userAgent } })
  ).json();
  expect(body.loginok).toBe(true);
  return c;
}

const mailsTo = (to: string, subject: string) => db().outboxMail.findMany({ where: { to, subject } });

beforeAll(async () => {
  await seedAccounts();
});

describe('sessions the customer can see and end', () => {
  it('lists each browser signed in, marks this one, and ends another at once', async () => {
    const laptop = await browser(FIREFOX_LINUX);
    const office = await browser(CHROME_WINDOWS);
    const seen = await (await call(laptop, overview, 'seguridad')).json();
    expect(
      seen.sessions.map((s: { browser: string; system: string; current: boolean }) => [s.browser, s.system, s.current]),
    ).toEqual(
      expect.arrayContaining([
        ['Firefox 133', 'Linux', true],
        ['Chrome 131', 'Windows 10', false],
      ]),
    );
    const other = seen.sessions.find((s: { current: boolean }) => !s.current);
    expect(
      (await (await call(laptop, endSessions, 'seguridad/sesiones/cerrar', { form: { id: other.id } })).json()).ok,
    ).toBe(true);
    expect(await (await office.send(hasSession, 'HaySessionUsuario')).json()).toBe(false);
    expect(await (await laptop.send(hasSession, 'HaySessionUsuario')).json()).toBe(true);
  });

  it('says how each session signed in and from which network, so two of one browser can be told apart', async () => {
    const home = await browser(FIREFOX_LINUX);
    const hotel = new TestClient('198.51.100.23');
    await hotel.send(login, 'LoginUsuario', {
      form: { email: USER, pass: DEMO_PASSWORD },
      headers: { 'user-agent': FIREFOX_LINUX },
    });
    const rows = (await (await call(home, overview, 'seguridad')).json()).sessions as {
      method: string;
      network: string;
      current: boolean;
    }[];
    expect(rows.find((s) => s.current)).toMatchObject({
      method: 'con contraseña',
      network: expect.stringMatching(/^192\.0\.2\.0\/24$/),
    });
    expect(rows.find((s) => s.network === '198.51.100.0/24')).toMatchObject({
      method: 'con contraseña',
      current: false,
    });
    // No whole address is kept.
    expect(JSON.stringify(await db().session.findMany())).not.toContain('198.51.100.23');
  });

  it('cannot end another user\'s session, and "cerrar las demás" keeps this one', async () => {
    const mine = await browser(FIREFOX_LINUX);
    const theirs = await browser(CHROME_WINDOWS, 'facturas@hotelmediterraneo.es');
    const theirId = (await (await call(theirs, overview, 'seguridad')).json()).sessions.find(
      (s: { current: boolean }) => s.current,
    ).id;
    expect(
      (await (await call(mine, endSessions, 'seguridad/sesiones/cerrar', { form: { id: theirId } })).json()).ok,
    ).toBe(false);
    expect(await (await theirs.send(hasSession, 'HaySessionUsuario')).json()).toBe(true);
    const second = await browser(CHROME_WINDOWS);
    expect(
      (await (await call(mine, endSessions, 'seguridad/sesiones/cerrar', { form: { otras: '1' } })).json()).ended,
    ).toBeGreaterThanOrEqual(1);
    expect(await (await second.send(hasSession, 'HaySessionUsuario')).json()).toBe(false);
    expect(await (await mine.send(hasSession, 'HaySessionUsuario')).json()).toBe(true);
  });

  it("needs a session (401) and the site's own origin (403)", async () => {
    const anonymous = new TestClient('192.0.2.200');
    expect((await call(anonymous, overview, 'seguridad')).status).toBe(401);
    const c = await browser(FIREFOX_LINUX);
    expect(
      (
        await call(c, endSessions, 'seguridad/sesiones/cerrar', {
          form: { otras: '1' },
          headers: { origin: 'https://evil.example' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('new-browser notice', () => {
  it('mails the owner when a browser new to the account signs in, not for the first one or a known one', async () => {
    const email = 'direccion@hotelatlantico.es';
    await browser(FIREFOX_LINUX, email);
    await browser(FIREFOX_LINUX.replace('133.0', '134.0'), email); // an update is the same browser
    expect(await mailsTo(email, 'Nuevo acceso a tu cuenta desde otro navegador')).toHaveLength(0);
    await browser(CHROME_WINDOWS, email);
    const [notice] = await mailsTo(email, 'Nuevo acceso a tu cuenta desde otro navegador');
    expect(notice!.text).toContain('Navegador: Chrome 131');
    expect(notice!.text).toContain('Sistema: Windows 10');
    expect(notice!.text).not.toMatch(/192\.0\.2\./);
  });
});

describe('two-factor enrolment from the Seguridad tab', () => {
  it('asks for the current password before it shows any secret, as adding a passkey does', async () => {
    const c = await browser(FIREFOX_LINUX);
    // The session alone (a browser left signed in, a stolen cookie) enrols no app of its own.
    for (const form of [{}, { pass: '' }, { pass: 'No-Es-La-Clave-1' }] as Record<string, string>[]) {
      const refused = await call(c, startTotp, 'seguridad/totp', { form });
      expect(refused.status).toBe(400);
      const body = await refused.json();
      expect(body).toEqual({ ok: false, error: 'wrong-password', message: 'La contraseña no es correcta.' });
      expect(body).not.toHaveProperty('secret');
    }
    expect(await db().user.count({ where: { email: USER, totpSecret: { not: null } } })).toBe(0);
    const started = await (await call(c, startTotp, 'seguridad/totp', { form: { pass: DEMO_PASSWORD } })).json();
    expect(started).toMatchObject({ ok: true, secret: expect.any(String), qr: expect.stringMatching(/^<svg/) });
    expect((await (await call(c, overview, 'seguridad')).json()).totp.enabled).toBe(false);
  });

  it('counts the password towards the lockout before it is checked, like a sign-in, a burst included', async () => {
    const email = 'facturas@hotelmediterraneo.es';
    const c = await browser(FIREFOX_LINUX, email);
    // As many wrong passwords as the lockout allows, all at once: each one counted (one atomic
    // upsert per attempt), none lost to the race.
    const burst = await Promise.all(
      Array.from({ length: env().LOGIN_MAX_FAILURES }, (_, i) =>
        call(c, startTotp, 'seguridad/totp', { form: { pass: `Mala-clave-${i}` } }),
      ),
    );
    for (const refused of burst) {
      expect(refused.status).toBe(400);
      expect((await refused.json()).error).toBe('wrong-password');
    }
    // Locked: even the right password is refused now, in the same format, and no secret is made.
    const locked = await call(c, startTotp, 'seguridad/totp', { form: { pass: DEMO_PASSWORD } });
    expect(locked.status).toBe(400);
    const body = await locked.json();
    expect(body).toMatchObject({ ok: false, error: 'wrong-password' });
    expect(body.message).not.toBe('La contraseña no es correcta.');
    expect(body).not.toHaveProperty('secret');
    expect(await db().user.count({ where: { email, totpSecret: { not: null } } })).toBe(0);
    // The same counter as the sign-in's: the password sign-in is locked too.
    const signIn = new TestClient(`192.0.2.${++seq}`);
    expect(
      (await (await signIn.send(login, 'LoginUsuario', { form: { email, pass: DEMO_PASSWORD } })).json()).loginok,
    ).toBe(false);
  });

  it('shows a QR code and the secret, confirms with a code, gives recovery codes once; turning it off needs the password and a code', async () => {
    const c = await browser(FIREFOX_LINUX);
    const started = await (await call(c, startTotp, 'seguridad/totp', { form: { pass: DEMO_PASSWORD } })).json();
    expect(started.qr).toMatch(/^<svg/);
    expect(started.secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4})+$/);
    const totp = new TOTP({ secret: Secret.fromBase32(started.secret.replace(/ /g, '')), digits: 6, period: 30 });
    expect(
      (await (await call(c, confirmTotp, 'seguridad/totp/confirmar', { form: { codigo: '12345' } })).json()).ok,
    ).toBe(false);
    const confirmed = await (
      await call(c, confirmTotp, 'seguridad/totp/confirmar', { form: { codigo: totp.generate() } })
    ).json();
    expect(confirmed.codes).toHaveLength(10);
    expect((await (await call(c, overview, 'seguridad')).json()).totp).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    expect((await call(c, startTotp, 'seguridad/totp', { form: { pass: DEMO_PASSWORD } })).status).toBe(409);

    // Sign-in now asks for the code.
    const next = new TestClient('192.0.2.250');
    expect(
      (await (await next.send(login, 'LoginUsuario', { form: { email: USER, pass: DEMO_PASSWORD } })).json())
        .segundofactor,
    ).toBe(true);
    expect(
      (await (await next.send(verify, 'VerificarSegundoFactor', { form: { codigo: confirmed.codes[0] } })).json())
        .loginok,
    ).toBe(true);
    // Its row in the list says a recovery code completed it.
    expect(
      (await (await call(next, overview, 'seguridad')).json()).sessions.find((s: { current: boolean }) => s.current),
    ).toMatchObject({ method: 'con contraseña y código de recuperación', network: '192.0.2.0/24' });

    // Off: a wrong password or code changes nothing.
    expect(
      (
        await (
          await call(c, disableTotp, 'seguridad/totp/desactivar', {
            form: { pass: 'No-Es-La-Clave-1', codigo: confirmed.codes[1] },
          })
        ).json()
      ).ok,
    ).toBe(false);
    expect(
      (
        await (
          await call(c, disableTotp, 'seguridad/totp/desactivar', { form: { pass: DEMO_PASSWORD, codigo: '000000' } })
        ).json()
      ).ok,
    ).toBe(false);
    expect((await (await call(c, overview, 'seguridad')).json()).totp.enabled).toBe(true);
    expect(
      (
        await (
          await call(c, disableTotp, 'seguridad/totp/desactivar', {
            form: { pass: DEMO_PASSWORD, codigo: confirmed.codes[1] },
          })
        ).json()
      ).ok,
    ).toBe(true);
    expect((await (await call(c, overview, 'seguridad')).json()).totp).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    expect(await db().recoveryCode.count({ where: { user: { email: USER } } })).toBe(0);
  });
});

describe('passkey ceremonies', () => {
  it('offers registration options for the signed-in user and refuses an answer that does not check out', async () => {
    const c = await browser(FIREFOX_LINUX);
    // The session alone is not enough: the current password comes first.
    for (const form of [{}, { pass: 'No-Es-La-Clave-1' }] as Record<string, string>[]) {
      const refused = await call(c, registerOptions, 'seguridad/llaves/opciones', { form });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ message: 'La contraseña no es correcta.' });
    }
    const options = await (
      await call(c, registerOptions, 'seguridad/llaves/opciones', { form: { pass: DEMO_PASSWORD } })
    ).json();
    expect(options.rp).toEqual({ name: 'Mille Software Hotelero', id: 'localhost' });
    expect(options.user.name).toBe(USER);
    const forged = {
      id: 'AAAA',
      rawId: 'AAAA',
      type: 'public-key',
      response: { clientDataJSON: 'e30', attestationObject: 'oA' },
      clientExtensionResults: {},
    };
    expect(
      (
        await (
          await call(c, register, 'seguridad/llaves/registrar', { json: { respuesta: forged, nombre: 'Portátil' } })
        ).json()
      ).ok,
    ).toBe(false);
    expect(await db().passkey.count()).toBe(0);
  });

  it('refuses a sign-in answer without its ceremony, or for an unknown credential', async () => {
    const c = new TestClient('192.0.2.251');
    const assertion = {
      id: 'AAAA',
      rawId: 'AAAA',
      type: 'public-key',
      response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
      clientExtensionResults: {},
    };
    expect(await (await call(c, passkeySignIn, 'llave/entrar', { json: assertion })).json()).toMatchObject({
      loginok: false,
      exceptionmessagetraducible: 'passkeyRefused',
    });
    const options = await (await call(c, passkeyOptions, 'llave/opciones')).json();
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await (await call(c, passkeySignIn, 'llave/entrar', { json: assertion })).json()).toMatchObject({
      loginok: false,
    });
    expect(c.cookies.has('mille_session')).toBe(false);
  });
});

describe('a hotel that requires two-factor sign-in asks it of the session, not merely of the account', () => {
  const EMAIL = 'direccion@hotelatlantico.es';

  async function passwordSignIn() {
    const c = new TestClient(`192.0.2.${++seq}`);
    const answer = await (
      await c.send(login, 'LoginUsuario', {
        form: { email: EMAIL, pass: DEMO_PASSWORD },
        headers: { 'user-agent': FIREFOX_LINUX },
      })
    ).json();
    return { c, answer };
  }

  it('a passkey owner signed in with the password alone gets no invoices; the passkey sign-in does', async () => {
    const { id } = await db().hotel.findFirstOrThrow({ where: { name: 'Hotel Atlántico' } });
    const hotel = await db().hotel.update({ where: { id }, data: { requireBillingTwoFactor: true } });
    const invoices = (c: TestClient) => c.send(invoicesOf, 'GetFacturasHotelContacto', { json: hotel.id });

    // Before any second factor: sent to enrolment, no invoices.
    const first = await passwordSignIn();
    expect(first.answer).toMatchObject({ loginok: true, inscribirsegundofactor: true });
    expect((await invoices(first.c)).status).toBe(403);
    // Enrolling the account's first passkey proves it in this session.
    const key = new SoftAuthenticator();
    const options = await (
      await call(first.c, registerOptions, 'seguridad/llaves/opciones', { form: { pass: DEMO_PASSWORD } })
    ).json();
    expect(
      (
        await (
          await call(first.c, register, 'seguridad/llaves/registrar', {
            json: { respuesta: key.register(options), nombre: 'Portátil' },
          })
        ).json()
      ).ok,
    ).toBe(true);
    expect((await invoices(first.c)).status).toBe(200);

    // The password alone, in another browser: still sent to Seguridad, still no invoices, and it
    // cannot add a factor of its own.
    const weak = await passwordSignIn();
    expect(weak.answer).toMatchObject({ loginok: true, inscribirsegundofactor: true });
    expect((await invoices(weak.c)).status).toBe(403);
    for (const [handler, path] of [
      [registerOptions, 'seguridad/llaves/opciones'],
      [startTotp, 'seguridad/totp'],
    ] as const) {
      const refused = await call(weak.c, handler, path, { form: { pass: DEMO_PASSWORD } });
      expect(refused.status).toBe(403);
      expect((await refused.json()).message).toMatch(
        /^Para añadir otra forma de verificar la entrada, sal y vuelve a entrar/,
      );
    }

    // The passkey sign-in is a two-factor session.
    const strong = new TestClient(`192.0.2.${++seq}`);
    const signInOptions = await (await call(strong, passkeyOptions, 'llave/opciones')).json();
    expect(
      await (await call(strong, passkeySignIn, 'llave/entrar', { json: key.assert(signInOptions) })).json(),
    ).toMatchObject({ loginok: true, email: EMAIL });
    expect((await invoices(strong)).status).toBe(200);
    expect(
      (await (await call(strong, overview, 'seguridad')).json()).sessions.find((s: { current: boolean }) => s.current),
    ).toMatchObject({ method: 'con llave de acceso' });
  });
});
