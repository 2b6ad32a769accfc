// What the customer area writes to the log: sign-in successes and failures, lockouts,
// authorisation denials; one JSON line per event whatever the input; never a password or cookie.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, DEMO_TEMPORARY_PASSWORD, seedAccounts } from '@/lib/account/demo-seed';
import { db } from '@/lib/db';
import { resetEnvForTests } from '@/lib/env';
import { PEER_HEADER } from '@/lib/http/client-address';
import { log, logToForTests } from '@/lib/log';
import { TestClient } from '@/lib/testing/http-client';
import { POST as changePass } from './CambioPassUser/route';
import { POST as contactsOf } from './GetHotelesContactoUsuario/route';
import { POST as invoicesOf } from './GetFacturasHotelContacto/route';
import { POST as login } from './LoginUsuario/route';
import { POST as logout } from './LogoutUsuario/route';
import { POST as contact } from './NuevoContacto/route';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

const lines: string[] = [];
const events = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

beforeAll(async () => {
  logToForTests({ write: (chunk: string) => void lines.push(...chunk.split('\n').filter(Boolean)) });
  await seedAccounts();
});

afterAll(() => {
  logToForTests(process.stdout);
  delete process.env.ENQUIRY_LIMIT;
  delete process.env.LOGIN_MAX_FAILURES;
  resetEnvForTests();
});

describe('log lines', () => {
  it('one line of valid JSON per event, even with CR/LF in the input', () => {
    lines.length = 0;
    log().info({ event: 'test.crlf', field: 'a\r\nforged {"level":"error"}\nb' }, 'line\r\nbreak');
    expect(lines).toHaveLength(1);
    const [entry] = events();
    expect(entry!.field).toBe('a\r\nforged {"level":"error"}\nb');
    expect(entry!.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('sign-in failures and successes are logged without the password or the e-mail', async () => {
    lines.length = 0;
    const c = new TestClient('198.51.100.77');
    const wrong = 'Clave-Equivocada-12345';
    await c.send(login, 'LoginUsuario', { form: { email: 'recepcion@hotelmediterraneo.es', pass: wrong } });
    await c.send(login, 'LoginUsuario', { form: { email: 'recepcion@hotelmediterraneo.es', pass: DEMO_PASSWORD } });
    const signIns = events().filter((e) => e.event === 'auth.sign-in');
    expect(signIns.map((e) => e.outcome)).toEqual(['invalidCredentials', 'ok']);
    expect(signIns[0]!.emailTag).toBe(signIns[1]!.emailTag);
    expect(signIns[0]!.client).toBe('198.51.100.77');
    const text = lines.join('\n');
    expect(text).not.toContain(wrong);
    expect(text).not.toContain(DEMO_PASSWORD);
    expect(text).not.toContain('recepcion@hotelmediterraneo.es');
  });

  it('an authorisation denial names the route and the reason, with the request id', async () => {
    const c = new TestClient('198.51.100.78');
    await c.send(login, 'LoginUsuario', { form: { email: 'direccion@hotelatlantico.es', pass: DEMO_PASSWORD } });
    const other = await db().hotel.findFirstOrThrow({ where: { name: 'Hotel Mediterráneo' } });
    lines.length = 0;
    const res = await c.send(invoicesOf, 'GetFacturasHotelContacto', { json: other.id });
    expect(res.status).toBe(403);
    const denial = events().find((e) => e.event === 'auth.denied');
    expect(denial).toMatchObject({ path: '/api/Data/GetFacturasHotelContacto', status: 403, code: 'forbidden' });
    expect(denial!.reqId).toBe(res.headers.get('x-request-id'));
    expect(lines.join('\n')).not.toMatch(/mille_session|Fe26\./);
  });

  it('a call without a session is a denial with its own code (no-session, not forbidden)', async () => {
    lines.length = 0;
    const res = await new TestClient('198.51.100.79').send(contactsOf, 'GetHotelesContactoUsuario', { json: -1 });
    expect(res.status).toBe(401);
    const denial = events().find((e) => e.event === 'auth.denied');
    expect(denial).toMatchObject({ path: '/api/Data/GetHotelesContactoUsuario', status: 401, code: 'no-session', client: '198.51.100.79' });
    expect(denial!.reqId).toBe(res.headers.get('x-request-id'));
  });

  it('a forced password change, its sign-in and the sign-out are logged without any password', async () => {
    lines.length = 0;
    const c = new TestClient('198.51.100.80');
    const email = 'nuevo@hotelmediterraneo.es';
    const fresh = 'Clave-Nueva-Del-Log-93';
    await c.send(login, 'LoginUsuario', { form: { email, pass: DEMO_TEMPORARY_PASSWORD } });
    const changed = await c.send(changePass, 'CambioPassUser', { form: { id: '-1', email, oldpass: DEMO_TEMPORARY_PASSWORD, newpass: fresh, repeatpass: fresh } });
    expect((await changed.json()).loginok).toBe(true);
    await c.send(logout, 'LogoutUsuario', { json: 1 });
    const user = await db().user.findUniqueOrThrow({ where: { email } });
    expect(events().filter((e) => e.event === 'auth.sign-in')).toMatchObject([{ outcome: 'mustChangePassword', userId: user.id }]);
    expect(events().find((e) => e.event === 'auth.password-change')).toMatchObject({ outcome: 'ok', forced: true, userId: user.id });
    expect(events().find((e) => e.event === 'auth.sign-out')).toMatchObject({ userId: user.id });
    const text = lines.join('\n');
    for (const secret of [DEMO_TEMPORARY_PASSWORD, fresh, email]) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/mille_session|Fe26\./);
  });

  it('a rate-limit hit is its own event with the route and the client', async () => {
    process.env.ENQUIRY_LIMIT = '1';
    resetEnvForTests();
    const send = () => {
      const form = new FormData();
      for (const [k, v] of Object.entries({ nombre: 'Ana', apellidos: 'Gil', email: 'ana@hotelmar.es', telefono: '600123456', consulta: 'Hola', robot: 'on' })) form.append(k, v);
      return contact(new Request('http://localhost:3000/api/Data/NuevoContacto', { method: 'POST', body: form, headers: { origin: 'http://localhost:3000', [PEER_HEADER]: '198.51.100.81' } }));
    };
    expect(await (await send()).text()).toBe('OK');
    lines.length = 0;
    const res = await send();
    expect(res.status).toBe(429);
    expect(events().filter((e) => e.event === 'rate-limit.hit')).toMatchObject([{ path: '/api/Data/NuevoContacto', status: 429, client: '198.51.100.81', reqId: res.headers.get('x-request-id') }]);
  });

  it('a lockout is a warning, and sign-ins refused while locked say so', async () => {
    process.env.LOGIN_MAX_FAILURES = '2';
    resetEnvForTests();
    lines.length = 0;
    const c = new TestClient('198.51.100.82');
    const email = 'facturas@hotelmediterraneo.es';
    for (let i = 0; i < 2; i++) await c.send(login, 'LoginUsuario', { form: { email, pass: `Mal-${i}-clave-larga` } });
    await c.send(login, 'LoginUsuario', { form: { email, pass: DEMO_PASSWORD } });
    const user = await db().user.findUniqueOrThrow({ where: { email } });
    expect(events().find((e) => e.event === 'auth.locked')).toMatchObject({ level: 'warn', userId: user.id, client: '198.51.100.82' });
    expect(events().filter((e) => e.event === 'auth.sign-in').map((e) => e.outcome)).toEqual(['invalidCredentials', 'invalidCredentials', 'accountLocked']);
    expect(lines.join('\n')).not.toContain(DEMO_PASSWORD);
  });
});
