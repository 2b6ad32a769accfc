// A signed-in customer's browser visits a hostile page, which posts to the customer area with
// forged forwarding headers, or through DNS rebinding (its own name resolving to this server).
// Every such POST is refused with 403 and changes nothing; the site's own pages still work.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, seedAccounts } from '@/lib/account/demo-seed';
import { seedDemoInvoices } from '@/lib/invoices/demo-seed';
import { db } from '@/lib/db';
import { TestClient } from '@/lib/testing/http-client';
import { POST as changePass } from './CambioPassUser/route';
import { POST as invoicesOf } from './GetFacturasHotelContacto/route';
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

const FACTURAS = 'facturas@hotelmediterraneo.es';
const NEW_PASSWORD = 'Otra-clave-segura-2026';

/** The headers the outside test sent: a foreign Origin that claims to be the addressed one. */
const FORWARDED = { origin: 'http://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
/** DNS rebinding: evil.example resolves to this server, so Host and Origin agree on it. */
const REBOUND = { origin: 'http://evil.example:3000', host: 'evil.example:3000' };

let peerSeq = 0;

async function signedIn(): Promise<TestClient> {
  const c = new TestClient(`198.51.100.${++peerSeq}`);
  const res = await c.send(login, 'LoginUsuario', { form: { email: FACTURAS, pass: DEMO_PASSWORD } });
  expect((await res.json()).loginok).toBe(true);
  return c;
}

async function expect403(res: Response) {
  expect(res.status).toBe(403);
  expect(await res.json()).toEqual({ error: 'forbidden-origin', message: 'Origen no permitido' });
}

const passwordHash = async () => (await db().user.findUniqueOrThrow({ where: { email: FACTURAS } })).passwordHash;

beforeAll(async () => {
  await seedAccounts();
  await seedDemoInvoices();
});

describe.each([
  ['forged X-Forwarded-Host/-Proto', FORWARDED],
  ['DNS rebinding (foreign Host)', REBOUND],
])('a cross-origin POST with %s (demo mode)', (_name, headers) => {
  it('cannot sign the customer out', async () => {
    const c = await signedIn();
    await expect403(await c.send(logout, 'LogoutUsuario', { json: 1, headers }));
    expect(await (await c.send(hasSession, 'HaySessionUsuario')).json()).toBe(true);
  });

  it('cannot change the password', async () => {
    const c = await signedIn();
    const before = await passwordHash();
    const form = { id: '-1', email: FACTURAS, oldpass: DEMO_PASSWORD, newpass: NEW_PASSWORD, repeatpass: NEW_PASSWORD };
    await expect403(await c.send(changePass, 'CambioPassUser', { form, headers }));
    expect(await passwordHash()).toBe(before);
    expect(await (await c.send(hasSession, 'HaySessionUsuario')).json()).toBe(true);
  });

  it('cannot read the invoices', async () => {
    const c = await signedIn();
    const hotel = await db().hotel.findFirstOrThrow({ where: { name: 'Hotel Mediterráneo' } });
    const res = await c.send(invoicesOf, 'GetFacturasHotelContacto', { json: hotel.id, headers });
    await expect403(res);
    // The site's own page reads them as before.
    const own = await c.send(invoicesOf, 'GetFacturasHotelContacto', { json: hotel.id });
    expect(own.status).toBe(200);
    expect((await own.json()).length).toBeGreaterThan(0);
  });
});

describe('the demo opened by a local name still works', () => {
  it.each(['127.0.0.1:3000', '[::1]:3000', 'localhost:3000'])('%s', async (host) => {
    const c = await signedIn();
    const res = await c.send(logout, 'LogoutUsuario', { json: 1, headers: { origin: `http://${host}`, host } });
    expect(res.status).toBe(200);
    expect(await (await c.send(hasSession, 'HaySessionUsuario')).json()).toBe(false);
  });
});
