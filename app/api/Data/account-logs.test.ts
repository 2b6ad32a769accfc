// What the customer area writes to the log (issue 7): sign-in successes and failures, lockouts,
// authorisation denials; one JSON line per event whatever the input; never a password or cookie.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, seedAccounts } from '@/lib/account/demo-seed';
import { db } from '@/lib/db';
import { log, logToForTests } from '@/lib/log';
import { TestClient } from '@/lib/testing/http-client';
import { POST as invoicesOf } from './GetFacturasHotelContacto/route';
import { POST as login } from './LoginUsuario/route';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

const lines: string[] = [];
const events = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

beforeAll(async () => {
  logToForTests({ write: (chunk: string) => void lines.push(...chunk.split('\n').filter(Boolean)) });
  await seedAccounts();
});

afterAll(() => logToForTests(process.stdout));

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
});
