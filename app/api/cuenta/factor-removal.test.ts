// A stolen password alone must not be able to take a customer's account over: remove the owner's
// passkey, enrol a factor of its own as if it were the first, pass the hotel's two-factor
// requirement and lock the owner out. Removing a factor needs the password and a session that proved
// a second factor (or a code typed now); an account that had one never gets the "first enrolment"
// shortcut again; every change is told to the owner by a 'security-notice' mail. A passkey whose
// authenticator did not verify the user is one factor, never the second a hotel demands.
import { Secret, TOTP } from 'otpauth';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/Data/LoginUsuario/route';
import { POST as invoicesOf } from '@/app/api/Data/GetFacturasHotelContacto/route';
import { DEMO_PASSWORD, seedAccounts } from '@/lib/account/demo-seed';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { TestClient } from '@/lib/testing/http-client';
import { SoftAuthenticator } from '@/lib/testing/soft-authenticator';
import { POST as passkeyOptions } from './llave/opciones/route';
import { POST as passkeySignIn } from './llave/entrar/route';
import { GET as overview } from './seguridad/route';
import { POST as registerOptions } from './seguridad/llaves/opciones/route';
import { POST as register } from './seguridad/llaves/registrar/route';
import { POST as removeKey } from './seguridad/llaves/eliminar/route';
import { POST as startTotp } from './seguridad/totp/route';
import { POST as confirmTotp } from './seguridad/totp/confirmar/route';
import { POST as disableTotp } from './seguridad/totp/desactivar/route';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

const OWNER = 'direccion@hotelatlantico.es';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
let seq = 0;
let hotelId = 0;

const call = (
  c: TestClient,
  handler: (r: Request) => Promise<Response>,
  path: string,
  init: Parameters<TestClient['send']>[2] = {},
) => c.send(handler, `../../cuenta/${path}`, { ...init, headers: { 'user-agent': FIREFOX_LINUX, ...init.headers } });
const json = (r: Response) => r.json();

async function passwordSession(email = OWNER): Promise<TestClient> {
  const c = new TestClient(`192.0.2.${++seq}`);
  expect(
    (
      await json(
        await c.send(login, 'LoginUsuario', {
          form: { email, pass: DEMO_PASSWORD },
          headers: { 'user-agent': FIREFOX_LINUX },
        }),
      )
    ).loginok,
  ).toBe(true);
  return c;
}

async function addPasskey(c: TestClient, key: SoftAuthenticator, userVerified = true) {
  const options = await json(
    await call(c, registerOptions, 'seguridad/llaves/opciones', { form: { pass: DEMO_PASSWORD } }),
  );
  return {
    options,
    answer: await json(
      await call(c, register, 'seguridad/llaves/registrar', {
        json: { respuesta: key.register(options, { userVerified }), nombre: 'Portátil' },
      }),
    ),
  };
}

async function passkeySession(key: SoftAuthenticator, userVerified = true) {
  const c = new TestClient(`192.0.2.${++seq}`);
  const options = await json(await call(c, passkeyOptions, 'llave/opciones'));
  return {
    c,
    answer: await json(await call(c, passkeySignIn, 'llave/entrar', { json: key.assert(options, { userVerified }) })),
  };
}

const invoiceStatus = async (c: TestClient) =>
  (await c.send(invoicesOf, 'GetFacturasHotelContacto', { json: hotelId })).status;
const notices = (to: string) =>
  db().outboxMail.findMany({ where: { to, kind: 'security-notice' }, orderBy: { id: 'asc' } });

beforeAll(async () => {
  await seedAccounts();
  const hotel = await db().hotel.findFirstOrThrow({ where: { name: 'Hotel Atlántico' } });
  await db().hotel.update({ where: { id: hotel.id }, data: { requireBillingTwoFactor: true } });
  hotelId = hotel.id;
});

describe('the attack chain of a password-only session', () => {
  const key = new SoftAuthenticator();

  it('the owner enrols a passkey (the first factor, proven in that session) and is told by mail', async () => {
    const owner = await passwordSession();
    const { options, answer } = await addPasskey(owner, key);
    // The hotel demands two factors: the passkey must verify its user.
    expect(options.authenticatorSelection.userVerification).toBe('required');
    expect(answer).toEqual({ ok: true });
    expect(await invoiceStatus(owner)).toBe(200);
    const [added] = await notices(OWNER);
    expect(added!.subject).toMatch(/^Nueva llave de acceso en tu cuenta del área de clientes/);
    expect(added!.text).toContain('«Portátil»');
    expect(added!.text).toContain('Desde: Firefox 133 en Linux');
    expect(added!.text).toMatch(/Si no, cambia tu contraseña/);
  });

  it('with the password alone: no invoices, and the passkey cannot be removed, not even with the password', async () => {
    const thief = await passwordSession();
    expect(await invoiceStatus(thief)).toBe(403);
    expect((await json(await call(thief, overview, 'seguridad'))).verified).toBe(false);
    const refused = await call(thief, removeKey, 'seguridad/llaves/eliminar', {
      form: { id: key.id, pass: DEMO_PASSWORD },
    });
    expect(refused.status).toBe(403);
    expect((await json(refused)).message).toMatch(/^Esta sesión entró solo con la contraseña/);
    expect(await db().passkey.count({ where: { id: key.id } })).toBe(1);
    // Nor can it enrol an app of its own while the passkey is there, not even with the password.
    expect((await call(thief, startTotp, 'seguridad/totp', { form: { pass: DEMO_PASSWORD } })).status).toBe(403);
  });

  it('a proven session removes it with the current password only, and the owner is told', async () => {
    const { c: owner } = await passkeySession(key);
    expect((await json(await call(owner, overview, 'seguridad'))).verified).toBe(true);
    const without = await call(owner, removeKey, 'seguridad/llaves/eliminar', { form: { id: key.id } });
    expect(without.status).toBe(400);
    expect((await json(without)).message).toBe('La contraseña no es correcta.');
    expect(
      await json(
        await call(owner, removeKey, 'seguridad/llaves/eliminar', { form: { id: key.id, pass: DEMO_PASSWORD } }),
      ),
    ).toEqual({ ok: true });
    const removed = (await notices(OWNER)).at(-1)!;
    expect(removed.subject).toMatch(/^Llave de acceso quitada de tu cuenta/);
    expect(removed.text).toContain('«Portátil»');
  });

  it('an account that had a second factor never gets the first-enrolment shortcut again', async () => {
    // No factor left: a password-only session may enrol an app, but that does not make it a
    // two-factor session; the new app proves itself at the next sign-in.
    const weak = await passwordSession();
    const started = await json(await call(weak, startTotp, 'seguridad/totp', { form: { pass: DEMO_PASSWORD } }));
    const totp = new TOTP({ secret: Secret.fromBase32(started.secret.replace(/ /g, '')), digits: 6, period: 30 });
    const confirmed = await json(
      await call(weak, confirmTotp, 'seguridad/totp/confirmar', { form: { codigo: totp.generate() } }),
    );
    expect(confirmed.codes).toHaveLength(10);
    expect(confirmed.message).toMatch(/sal y vuelve a entrar/);
    expect(await invoiceStatus(weak)).toBe(403);
    expect((await notices(OWNER)).at(-1)!.subject).toMatch(/^Verificación en dos pasos activada/);

    // Turning it off: the password and a code, each checked; the owner is told.
    expect(
      (
        await json(
          await call(weak, disableTotp, 'seguridad/totp/desactivar', { form: { pass: DEMO_PASSWORD, codigo: '' } }),
        )
      ).ok,
    ).toBe(false);
    expect(
      (
        await json(
          await call(weak, disableTotp, 'seguridad/totp/desactivar', {
            form: { pass: 'No-Es-La-Clave-1', codigo: confirmed.codes[0] },
          }),
        )
      ).ok,
    ).toBe(false);
    expect(await db().user.count({ where: { email: OWNER, totpEnabledAt: { not: null } } })).toBe(1);
    expect(
      await json(
        await call(weak, disableTotp, 'seguridad/totp/desactivar', {
          form: { pass: DEMO_PASSWORD, codigo: confirmed.codes[0] },
        }),
      ),
    ).toEqual({ ok: true });
    expect((await notices(OWNER)).at(-1)!.subject).toMatch(/^Verificación en dos pasos desactivada/);
    // No notice carries a secret: no recovery code, no password.
    const texts = (await notices(OWNER)).map((m) => m.text).join('\n');
    for (const code of confirmed.codes) expect(texts).not.toContain(code);
    expect(texts).not.toContain(DEMO_PASSWORD);
  });
});

describe('passkeys and user verification, for a hotel that demands two factors', () => {
  it('a registration without user verification is refused, with the reason', async () => {
    const owner = await passwordSession();
    const { answer } = await addPasskey(owner, new SoftAuthenticator(), false);
    expect(answer.ok).toBe(false);
    expect(answer.message).toMatch(/PIN, huella o cara/);
  });

  it('a sign-in whose authenticator did not verify the user is not a two-factor session', async () => {
    const owner = await passwordSession();
    const key = new SoftAuthenticator();
    expect((await addPasskey(owner, key)).answer.ok).toBe(true);
    const unverified = await passkeySession(key, false);
    expect(unverified.answer).toMatchObject({ loginok: true, inscribirsegundofactor: true });
    expect(await invoiceStatus(unverified.c)).toBe(403);
    const verified = await passkeySession(key);
    expect(verified.answer.loginok).toBe(true);
    expect(verified.answer.inscribirsegundofactor).toBeUndefined();
    expect(await invoiceStatus(verified.c)).toBe(200);
  });

  it('a user whose hotels demand nothing is only asked to prefer it', async () => {
    const c = await passwordSession('recepcion@hotelmediterraneo.es');
    const options = await json(
      await call(c, registerOptions, 'seguridad/llaves/opciones', { form: { pass: DEMO_PASSWORD } }),
    );
    expect(options.authenticatorSelection.userVerification).toBe('preferred');
  });
});

describe('the password asked to remove a factor counts towards the lockout', () => {
  it('is counted before it is checked, like a sign-in', async () => {
    const email = 'facturas@hotelmediterraneo.es';
    const c = await passwordSession(email);
    const key = new SoftAuthenticator();
    expect((await addPasskey(c, key)).answer.ok).toBe(true);
    let last = '';
    for (let i = 0; i < env().LOGIN_MAX_FAILURES + 1; i++) {
      last = (
        await json(
          await call(c, removeKey, 'seguridad/llaves/eliminar', { form: { id: key.id, pass: `Mala-clave-${i}` } }),
        )
      ).message;
    }
    expect(last).not.toBe('La contraseña no es correcta.');
    // Locked: even the right password is refused now, and the passkey stays.
    const locked = await json(
      await call(c, removeKey, 'seguridad/llaves/eliminar', { form: { id: key.id, pass: DEMO_PASSWORD } }),
    );
    expect(locked.message).toBe(last);
    expect(await db().passkey.count({ where: { id: key.id } })).toBe(1);
  });
});
