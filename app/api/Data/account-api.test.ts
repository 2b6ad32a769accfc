// API tests of the customer area: the exported route handlers called with Requests, cookies
// carried by TestClient. Every happy path and every refusal docs/CONTRACT.md names.
import { verify } from '@node-rs/argon2';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, DEMO_TEMPORARY_PASSWORD, seedAccounts } from '@/lib/account/demo-seed';
import { seedDemoInvoices } from '@/lib/invoices/demo-seed';
import { unlockAccount } from '@/lib/auth/lockout';
import { db } from '@/lib/db';
import { resetEnvForTests } from '@/lib/env';
import { TestClient } from '@/lib/testing/http-client';
import { POST as changePass } from './CambioPassUser/route';
import { POST as pdf } from './GetFacturaPdf/route';
import { POST as invoicesOf } from './GetFacturasHotelContacto/route';
import { POST as contactsOf } from './GetHotelesContactoUsuario/route';
import { GET as hasSession } from './HaySessionUsuario/route';
import { POST as login } from './LoginUsuario/route';
import { POST as logout } from './LogoutUsuario/route';

const cookieJar = vi.hoisted(() => ({ header: '' }));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => {
      const hit = cookieJar.header.split('; ').find((c) => c.startsWith(`${name}=`));
      return hit ? { name, value: decodeURIComponent(hit.slice(name.length + 1)) } : undefined;
    },
  }),
}));

// The real argon2, wrapped so a test can count verifications.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...actual, verify: vi.fn(actual.verify) };
});

const FACTURAS = 'facturas@hotelmediterraneo.es';
const RECEPCION = 'recepcion@hotelmediterraneo.es';
const NUEVO = 'nuevo@hotelmediterraneo.es';
const ATLANTICO = 'direccion@hotelatlantico.es';

let peerSeq = 0;
const newClient = () => new TestClient(`198.51.100.${++peerSeq}`);

async function signedIn(email: string, password = DEMO_PASSWORD): Promise<TestClient> {
  const c = newClient();
  const res = await c.send(login, 'LoginUsuario', { form: { email, pass: password } });
  expect((await res.json()).loginok).toBe(true);
  return c;
}

async function hotelId(name: string): Promise<number> {
  return (await db().hotel.findFirstOrThrow({ where: { name } })).id;
}

async function expectRefusal(res: Response, status: number) {
  expect(res.status).toBe(status);
  const body = await res.json();
  expect(Object.keys(body).sort()).toEqual(['error', 'message']);
  return body;
}

beforeAll(async () => {
  await seedAccounts();
  await seedDemoInvoices();
  await seedAccounts(); // idempotent
  await seedDemoInvoices();
});

afterEach(() => {
  delete process.env.LOGIN_IP_LIMIT;
  resetEnvForTests();
});

describe('seed', () => {
  it('holds the demo users, hotels and invoices exactly once', async () => {
    expect(await db().user.count()).toBe(4);
    expect(await db().hotel.count()).toBe(3);
    const med = await db().invoice.findMany({ where: { hotelId: await hotelId('Hotel Mediterráneo') } });
    expect(med.length).toBeGreaterThanOrEqual(14);
    expect(new Set(med.map((i) => i.type))).toEqual(new Set([0, 1, 2, 3]));
    expect(await db().invoice.count({ where: { hotelId: await hotelId('Hotel Sierra Nevada') } })).toBeGreaterThanOrEqual(3);
    expect(await db().invoice.count({ where: { hotelId: await hotelId('Hotel Atlántico') } })).toBeGreaterThan(0);
  });
});

describe('LoginUsuario and HaySessionUsuario', () => {
  it('signs in with the contract answer and a sealed HttpOnly cookie', async () => {
    const c = newClient();
    expect(await (await c.send(hasSession, 'HaySessionUsuario')).json()).toBe(false);
    const res = await c.send(login, 'LoginUsuario', { form: { email: ' Facturas@HotelMediterraneo.es ', pass: DEMO_PASSWORD, extra: 'ignored' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ loginok: true, regenerarpass: false, email: FACTURAS, exceptionmessage: '', exceptionmessagetraducible: '' });
    const setCookies = res.headers.getSetCookie();
    const session = setCookies.find((l) => l.startsWith('mille_session='))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toMatch(/Path=\//);
    expect(session).not.toContain(FACTURAS);
    expect(setCookies.some((l) => l.startsWith('mille_signed_in=1') && !/HttpOnly/.test(l))).toBe(true);
    expect(await (await c.send(hasSession, 'HaySessionUsuario')).json()).toBe(true);
    // Only the id's hash is stored.
    const rows = await db().session.findMany({ where: { user: { email: FACTURAS } } });
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.id))).toBe(true);
  });

  it('gives a new session id at every sign-in (no fixation) and ends the one carried', async () => {
    const c = await signedIn(FACTURAS);
    const first = c.cookies.get('mille_session');
    const before = await db().session.count();
    await c.send(login, 'LoginUsuario', { form: { email: FACTURAS, pass: DEMO_PASSWORD } });
    expect(c.cookies.get('mille_session')).not.toBe(first);
    expect(await db().session.count()).toBe(before);
    const replay = newClient();
    replay.cookies.set('mille_session', first!);
    expect(await (await replay.send(hasSession, 'HaySessionUsuario')).json()).toBe(false);
  });

  it('answers unknown e-mail and wrong password the same way, in about the same time', async () => {
    const c = newClient();
    const timed = async (email: string) => {
      const t0 = performance.now();
      const body = await (await c.send(login, 'LoginUsuario', { form: { email, pass: 'Nope-nope-nope-1' } })).json();
      return { body, ms: performance.now() - t0 };
    };
    await timed('warm@up.es');
    const wrong = await timed(FACTURAS);
    const unknown = await timed('nadie@ejemplo.es');
    const strip = (b: Record<string, unknown>) => ({ ...b, email: '' });
    expect(strip(wrong.body)).toEqual(strip(unknown.body));
    expect(wrong.body).toMatchObject({ loginok: false, regenerarpass: false, exceptionmessage: 'Email y/o contraseña incorrectos', exceptionmessagetraducible: 'invalidCredentials' });
    // Same time: both paths pay exactly one argon2 verification (an unknown e-mail against a dummy
    // hash with the same parameters). Wall-clock times on a shared machine are too noisy to assert.
    for (const email of [FACTURAS, 'otro-nadie@ejemplo.es']) {
      vi.mocked(verify).mockClear();
      await timed(email);
      expect(vi.mocked(verify)).toHaveBeenCalledTimes(1);
      expect(vi.mocked(verify).mock.calls[0]![0]).toMatch(/^\$argon2id\$v=19\$m=12288,t=3,p=1\$/);
    }
    expect(unknown.ms).toBeLessThan(wrong.ms * 10);
    await unlockAccount(FACTURAS);
  });

  it('refuses other content types (415) and foreign origins (403) with no side effect', async () => {
    const c = newClient();
    expect((await c.send(login, 'LoginUsuario', { json: { email: FACTURAS, pass: DEMO_PASSWORD } })).status).toBe(415);
    const foreign = await c.send(login, 'LoginUsuario', { form: { email: FACTURAS, pass: DEMO_PASSWORD }, headers: { origin: 'https://evil.example' } });
    await expectRefusal(foreign, 403);
    const crossSite = await c.send(login, 'LoginUsuario', { form: { email: FACTURAS, pass: DEMO_PASSWORD }, headers: { 'sec-fetch-site': 'cross-site' } });
    await expectRefusal(crossSite, 403);
    expect(c.cookies.size).toBe(0);
    // A signed-in user's session survives a forged logout from another site.
    const s = await signedIn(FACTURAS);
    await expectRefusal(await s.send(logout, 'LogoutUsuario', { json: 1, headers: { origin: 'https://evil.example' } }), 403);
    expect(await (await s.send(hasSession, 'HaySessionUsuario')).json()).toBe(true);
  });

  it('locks an account after consecutive failures, refuses even the right password, and keeps its open sessions', async () => {
    const victim = await signedIn(ATLANTICO);
    const attacker = newClient();
    for (let i = 0; i < 10; i++) {
      const body = await (await attacker.send(login, 'LoginUsuario', { form: { email: ATLANTICO, pass: `wrong-password-${i}` } })).json();
      expect(body.exceptionmessagetraducible).toBe('invalidCredentials');
    }
    const locked = await (await newClient().send(login, 'LoginUsuario', { form: { email: ATLANTICO, pass: DEMO_PASSWORD } })).json();
    expect(locked).toMatchObject({ loginok: false, exceptionmessagetraducible: 'accountLocked' });
    expect(locked.exceptionmessage).toMatch(/bloqueado.*15 minutos/);
    // A stranger's wrong passwords do not sign the customer out.
    expect(await (await victim.send(hasSession, 'HaySessionUsuario')).json()).toBe(true);
    expect(await (await victim.send(contactsOf, 'GetHotelesContactoUsuario', { json: -1 })).status).toBe(200);
    // Once the lock runs out (15 minutes from the tenth failure), the right password works again.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 14 * 60_000);
      expect((await (await newClient().send(login, 'LoginUsuario', { form: { email: ATLANTICO, pass: DEMO_PASSWORD } })).json()).exceptionmessagetraducible).toBe('accountLocked');
      vi.setSystemTime(Date.now() + 2 * 60_000);
      await signedIn(ATLANTICO);
    } finally {
      vi.useRealTimers();
    }
  });

  it('verifies at most ten passwords of a burst of concurrent wrong sign-ins, and refuses the right one sent with them', async () => {
    vi.mocked(verify).mockClear();
    const burst = Array.from({ length: 40 }, (_, i) => newClient().send(login, 'LoginUsuario', { form: { email: RECEPCION, pass: `wrong-password-${i}` } }));
    const right = newClient().send(login, 'LoginUsuario', { form: { email: RECEPCION, pass: DEMO_PASSWORD } });
    const answers = await Promise.all([...burst, right].map(async (r) => (await r).json()));
    expect(vi.mocked(verify).mock.calls.length).toBeLessThanOrEqual(10);
    expect(answers.filter((a) => a.exceptionmessagetraducible === 'invalidCredentials').length).toBeLessThanOrEqual(10);
    expect(answers.at(-1)).toMatchObject({ loginok: false, exceptionmessagetraducible: 'accountLocked' });
    // Still locked afterwards, for the right password too.
    expect((await (await newClient().send(login, 'LoginUsuario', { form: { email: RECEPCION, pass: DEMO_PASSWORD } })).json()).exceptionmessagetraducible).toBe('accountLocked');
    await unlockAccount(RECEPCION);
    await signedIn(RECEPCION);
  });

  it('verifies at most the per-address limit of a concurrent burst from one address', async () => {
    process.env.LOGIN_IP_LIMIT = '20';
    resetEnvForTests();
    vi.mocked(verify).mockClear();
    const one = newClient();
    const answers = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => (await one.send(login, 'LoginUsuario', { form: { email: `rafaga${i}@ejemplo.es`, pass: 'wrong-password' } })).json()),
    );
    expect(vi.mocked(verify).mock.calls.length).toBeLessThanOrEqual(20);
    expect(answers.filter((a) => a.exceptionmessagetraducible === 'tooManyAttempts').length).toBeGreaterThanOrEqual(10);
    expect((await (await one.send(login, 'LoginUsuario', { form: { email: FACTURAS, pass: DEMO_PASSWORD } })).json()).exceptionmessagetraducible).toBe('tooManyAttempts');
  });

  it('locks unknown e-mails the same way, so the lockout tells nothing', async () => {
    const c = newClient();
    for (let i = 0; i < 10; i++) await c.send(login, 'LoginUsuario', { form: { email: 'fantasma@ejemplo.es', pass: `x-${i}-xxxxxxxx` } });
    const body = await (await newClient().send(login, 'LoginUsuario', { form: { email: 'fantasma@ejemplo.es', pass: 'anything-at-all' } })).json();
    expect(body.exceptionmessagetraducible).toBe('accountLocked');
  });

  it('limits failed sign-ins per client address', async () => {
    process.env.LOGIN_IP_LIMIT = '3';
    resetEnvForTests();
    const c = newClient();
    for (let i = 0; i < 3; i++) await c.send(login, 'LoginUsuario', { form: { email: `otro${i}@ejemplo.es`, pass: 'wrong-password' } });
    const limited = await (await c.send(login, 'LoginUsuario', { form: { email: FACTURAS, pass: DEMO_PASSWORD } })).json();
    expect(limited).toMatchObject({ loginok: false, exceptionmessagetraducible: 'tooManyAttempts' });
    // Another address is unaffected.
    await signedIn(FACTURAS);
  });
});

describe('account data', () => {
  it('lists only the user’s own contacts in the contract shape', async () => {
    const c = await signedIn(FACTURAS);
    for (const body of [-1, { id: -1 }, '-1']) {
      const res = await c.send(contactsOf, 'GetHotelesContactoUsuario', { json: body });
      expect(res.status).toBe(200);
      const contacts = await res.json();
      expect(contacts.map((x: { datoshotel: { nombrehotel: string } }) => x.datoshotel.nombrehotel)).toEqual(['Hotel Mediterráneo', 'Hotel Sierra Nevada']);
      expect(Object.keys(contacts[0]).sort()).toEqual(['datoshotel', 'email', 'id', 'id_hotel', 'id_tipocontactos', 'nombre', 'obs', 'puesto', 'telefono', 'telefono2', 'usuario']);
      expect(Object.keys(contacts[0].datoshotel).sort()).toEqual(['codpostal', 'direccion', 'emailhotel', 'localidad', 'nombrehotel', 'nombrehotelFiscal', 'pais', 'provincia', 'telefono', 'telefono2', 'web']);
      expect(contacts[0]).toMatchObject({ id_tipocontactos: 1, usuario: FACTURAS });
      expect(JSON.stringify(contacts)).not.toMatch(/passwordHash|taxId|\$argon2/);
    }
    // Another customer's contact id only marks a selection: the answer is still the caller's own.
    const foreign = await db().hotelContact.findFirstOrThrow({ where: { user: { email: ATLANTICO } } });
    const res = await c.send(contactsOf, 'GetHotelesContactoUsuario', { json: foreign.id });
    expect((await res.json()).every((x: { usuario: string }) => x.usuario === FACTURAS)).toBe(true);
    expect((await c.send(contactsOf, 'GetHotelesContactoUsuario', { json: { nope: 1 } })).status).toBe(400);
    expect((await c.send(contactsOf, 'GetHotelesContactoUsuario', { rawBody: 'not json', headers: { 'content-type': 'application/json' } })).status).toBe(400);
  });

  it('answers 401 without a session on every account call, with no data', async () => {
    const c = newClient();
    const med = await hotelId('Hotel Mediterráneo');
    const inv = await db().invoice.findFirstOrThrow({ where: { hotelId: med } });
    await expectRefusal(await c.send(contactsOf, 'GetHotelesContactoUsuario', { json: -1 }), 401);
    await expectRefusal(await c.send(invoicesOf, 'GetFacturasHotelContacto', { json: med }), 401);
    await expectRefusal(await c.send(pdf, 'GetFacturaPdf', { json: { id: inv.id } }), 401);
    await expectRefusal(await c.send(logout, 'LogoutUsuario', { json: 1 }), 401);
    await expectRefusal(await c.send(changePass, 'CambioPassUser', { form: { id: '3', email: FACTURAS, oldpass: DEMO_PASSWORD, newpass: 'Otra-clave-segura-1', repeatpass: 'Otra-clave-segura-1' } }), 401);
    c.cookies.set('mille_session', 'Fe26.2**tampered**value');
    await expectRefusal(await c.send(contactsOf, 'GetHotelesContactoUsuario', { json: -1 }), 401);
    expect(c.cookies.has('mille_session')).toBe(false);
  });
});

describe('invoices', () => {
  it('lists a hotel’s invoices for its billing contact, newest first, the latest marked', async () => {
    const c = await signedIn(FACTURAS);
    const med = await hotelId('Hotel Mediterráneo');
    for (const body of [med, { id_hotel: med }]) {
      const res = await c.send(invoicesOf, 'GetFacturasHotelContacto', { json: body });
      expect(res.status).toBe(200);
      const list = await res.json();
      expect(list.length).toBeGreaterThanOrEqual(14);
      expect(Object.keys(list[0]).sort()).toEqual(['descripcion', 'fecha', 'id', 'importe', 'tipo', 'ultima']);
      expect(list.filter((i: { ultima: boolean }) => i.ultima)).toEqual([list[0]]);
      const dates = list.map((i: { fecha: string }) => i.fecha);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(typeof list[0].importe).toBe('number');
      expect(list[0].fecha).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const sierra = await (await c.send(invoicesOf, 'GetFacturasHotelContacto', { json: await hotelId('Hotel Sierra Nevada') })).json();
    expect(sierra.length).toBeGreaterThanOrEqual(3);
  });

  it('gives the billing contact of a hotel without invoices an empty list, not a refusal', async () => {
    const user = await db().user.findUniqueOrThrow({ where: { email: FACTURAS } });
    const hotel = await db().hotel.create({ data: { name: 'Hotel Nuevo', legalName: 'Hotel Nuevo S.L.', taxId: 'B00000000' } });
    await db().hotelContact.create({ data: { userId: user.id, hotelId: hotel.id, contactType: 1, name: 'Facturación' } });
    const c = await signedIn(FACTURAS);
    const res = await c.send(invoicesOf, 'GetFacturasHotelContacto', { json: hotel.id });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
    await db().hotel.delete({ where: { id: hotel.id } });
  });

  it('refuses another customer’s hotel and an unknown one alike (403, no data)', async () => {
    const c = await signedIn(FACTURAS);
    const other = await expectRefusal(await c.send(invoicesOf, 'GetFacturasHotelContacto', { json: await hotelId('Hotel Atlántico') }), 403);
    const missing = await expectRefusal(await c.send(invoicesOf, 'GetFacturasHotelContacto', { json: 999999 }), 403);
    expect(other).toEqual(missing);
  });

  it('refuses a contact of type 2, list and PDF', async () => {
    const c = await signedIn(RECEPCION);
    const contacts = await (await c.send(contactsOf, 'GetHotelesContactoUsuario', { json: -1 })).json();
    expect(contacts).toHaveLength(1);
    expect(contacts[0].id_tipocontactos).toBe(2);
    const med = await hotelId('Hotel Mediterráneo');
    await expectRefusal(await c.send(invoicesOf, 'GetFacturasHotelContacto', { json: med }), 403);
    const inv = await db().invoice.findFirstOrThrow({ where: { hotelId: med } });
    await expectRefusal(await c.send(pdf, 'GetFacturaPdf', { json: { id: inv.id } }), 403);
  });

  it('makes the PDF of an own invoice, reading only the id', async () => {
    const c = await signedIn(FACTURAS);
    const med = await hotelId('Hotel Mediterráneo');
    const [latest] = await (await c.send(invoicesOf, 'GetFacturasHotelContacto', { json: med })).json();
    const stored = await db().invoice.findUniqueOrThrow({ where: { id: latest.id } });
    // The posted object claims another amount, hotel and number: all ignored.
    const res = await c.send(pdf, 'GetFacturaPdf', { json: { ...latest, importe: 0.01, id_hotel: 1, number: '../../etc/passwd', nombre: 'x.exe' } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(['fichero', 'nombre']);
    expect(body.nombre).toBe(`factura-${stored.number}.pdf`);
    const bytes = Buffer.from(body.fichero, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { PDFDocument } = await import('pdf-lib');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe(`Factura ${stored.number}`);
    expect(doc.getPageCount()).toBe(1);
  });

  it('refuses a tampered invoice object naming another customer’s invoice, and unknown ids alike', async () => {
    const c = await signedIn(FACTURAS);
    const med = await hotelId('Hotel Mediterráneo');
    const foreign = await db().invoice.findFirstOrThrow({ where: { hotelId: await hotelId('Hotel Atlántico') } });
    const a = await expectRefusal(await c.send(pdf, 'GetFacturaPdf', { json: { id: foreign.id, id_hotel: med, fecha: '2026-01-01', tipo: 0, descripcion: 'x', importe: 1, ultima: true } }), 403);
    const b = await expectRefusal(await c.send(pdf, 'GetFacturaPdf', { json: { id: 987654 } }), 403);
    expect(a).toEqual(b);
    expect((await c.send(pdf, 'GetFacturaPdf', { json: { id_hotel: med } })).status).toBe(400);
  });
});

describe('logout and expiry', () => {
  it('ends the session on the server: the same cookie replayed gets 401', async () => {
    const c = await signedIn(FACTURAS);
    const stolen = new Map(c.cookies);
    const res = await c.send(logout, 'LogoutUsuario', { json: 1 });
    expect(res.status).toBe(200);
    expect(await res.json()).toBe(true);
    expect(res.headers.getSetCookie().some((l) => l.startsWith('mille_signed_in=;') && /Max-Age=0/.test(l))).toBe(true);
    expect(c.cookies.size).toBe(0);
    const replay = newClient();
    for (const [k, v] of stolen) replay.cookies.set(k, v);
    await expectRefusal(await replay.send(contactsOf, 'GetHotelesContactoUsuario', { json: -1 }), 401);
    expect(await (await replay.send(hasSession, 'HaySessionUsuario')).json()).toBe(false);
  });

  it('ends an idle session and one past its absolute lifetime', async () => {
    const idle = await signedIn(FACTURAS);
    const rows = await db().session.findMany({ where: { user: { email: FACTURAS } }, orderBy: { createdAt: 'desc' }, take: 1 });
    await db().session.update({ where: { id: rows[0]!.id }, data: { lastSeenAt: new Date(Date.now() - 3601 * 1000) } });
    await expectRefusal(await idle.send(contactsOf, 'GetHotelesContactoUsuario', { json: -1 }), 401);
    expect(await db().session.findUnique({ where: { id: rows[0]!.id } })).toBeNull();

    const old = await signedIn(FACTURAS);
    const [row] = await db().session.findMany({ where: { user: { email: FACTURAS } }, orderBy: { createdAt: 'desc' }, take: 1 });
    await db().session.update({ where: { id: row!.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await expectRefusal(await old.send(invoicesOf, 'GetFacturasHotelContacto', { json: await hotelId('Hotel Mediterráneo') }), 401);
  });

  it('keeps an active session alive (idle clock moves on use)', async () => {
    const c = await signedIn(FACTURAS);
    const [row] = await db().session.findMany({ where: { user: { email: FACTURAS } }, orderBy: { createdAt: 'desc' }, take: 1 });
    await db().session.update({ where: { id: row!.id }, data: { lastSeenAt: new Date(Date.now() - 3000 * 1000) } });
    expect((await c.send(contactsOf, 'GetHotelesContactoUsuario', { json: -1 })).status).toBe(200);
    const after = await db().session.findUniqueOrThrow({ where: { id: row!.id } });
    expect(Date.now() - after.lastSeenAt.getTime()).toBeLessThan(5000);
  });
});

describe('CambioPassUser', () => {
  it('forces a change at first sign-in (id -1) and then signs the user in', async () => {
    const c = newClient();
    const first = await c.send(login, 'LoginUsuario', { form: { email: NUEVO, pass: DEMO_TEMPORARY_PASSWORD } });
    expect(await first.json()).toMatchObject({ loginok: false, regenerarpass: true, email: NUEVO });
    expect(c.cookies.has('mille_session')).toBe(false);

    const attempt = (fields: Partial<Record<'oldpass' | 'newpass' | 'repeatpass', string>>) =>
      c.send(changePass, 'CambioPassUser', {
        form: { id: '-1', email: NUEVO, oldpass: DEMO_TEMPORARY_PASSWORD, newpass: 'Nueva-Clave-Segura-7', repeatpass: 'Nueva-Clave-Segura-7', ...fields },
      }).then((r) => r.json());
    expect(await attempt({ oldpass: 'not-the-temporary' })).toEqual({ loginok: false, exceptionmessage: 'Los datos para el cambio de contraseña no son correctos', exceptionmessagetraducible: 'passwordChangeInvalid' });
    expect((await attempt({ newpass: 'corta', repeatpass: 'corta' })).exceptionmessagetraducible).toBe('passwordLength');
    expect((await attempt({ newpass: 'x'.repeat(129), repeatpass: 'x'.repeat(129) })).exceptionmessagetraducible).toBe('passwordLength');
    expect((await attempt({ repeatpass: 'Otra-Distinta-123' })).exceptionmessagetraducible).toBe('passwordMismatch');
    expect((await attempt({ newpass: DEMO_TEMPORARY_PASSWORD, repeatpass: DEMO_TEMPORARY_PASSWORD })).exceptionmessagetraducible).toBe('passwordSameAsOld');
    expect((await attempt({ newpass: 'password123', repeatpass: 'password123' })).exceptionmessagetraducible).toBe('passwordCommon');
    expect((await attempt({ oldpass: '' })).exceptionmessagetraducible).toBe('passwordRequired');
    expect(c.cookies.has('mille_session')).toBe(false);

    expect(await attempt({})).toEqual({ loginok: true, exceptionmessage: '', exceptionmessagetraducible: '' });
    expect(c.cookies.has('mille_session')).toBe(true);
    expect(await (await c.send(hasSession, 'HaySessionUsuario')).json()).toBe(true);
    const again = await newClient().send(login, 'LoginUsuario', { form: { email: NUEVO, pass: 'Nueva-Clave-Segura-7' } });
    expect((await again.json()).loginok).toBe(true);
    expect((await (await newClient().send(login, 'LoginUsuario', { form: { email: NUEVO, pass: DEMO_TEMPORARY_PASSWORD } })).json()).loginok).toBe(false);
  });

  it('changes a signed-in user’s password and revokes every other session', async () => {
    const c = await signedIn(RECEPCION);
    const other = await signedIn(RECEPCION);
    const before = c.cookies.get('mille_session');
    const wrong = await (await c.send(changePass, 'CambioPassUser', { form: { id: '7', email: 'ignored@x.es', oldpass: 'no-es-esta-1', newpass: 'Recepcion-Nueva-42', repeatpass: 'Recepcion-Nueva-42' } })).json();
    expect(wrong.loginok).toBe(false);
    const ok = await (await c.send(changePass, 'CambioPassUser', { form: { id: '7', email: 'ignored@x.es', oldpass: DEMO_PASSWORD, newpass: 'Recepcion-Nueva-42', repeatpass: 'Recepcion-Nueva-42' } })).json();
    expect(ok.loginok).toBe(true);
    expect(c.cookies.get('mille_session')).not.toBe(before);
    expect((await c.send(contactsOf, 'GetHotelesContactoUsuario', { json: -1 })).status).toBe(200);
    await expectRefusal(await other.send(contactsOf, 'GetHotelesContactoUsuario', { json: -1 }), 401);
    await signedIn(RECEPCION, 'Recepcion-Nueva-42');
  });
});

describe('GetAreasMenu userkey', () => {
  it('carries the login e-mail on the first area only when signed in', async () => {
    const { GET } = await import('./GetAreasMenu/route');
    cookieJar.header = '';
    const anon = await (await GET(new Request('http://localhost:3000/api/Data/GetAreasMenu'))).json();
    expect(anon[0].userkey ?? '').toBe('');
    const c = await signedIn(FACTURAS);
    cookieJar.header = c.cookieHeader();
    const areas = await (await GET(new Request('http://localhost:3000/api/Data/GetAreasMenu'))).json();
    expect(areas[0].userkey).toBe(FACTURAS);
    expect(areas.slice(1).every((a: { userkey?: string }) => !a.userkey)).toBe(true);
  });
});
