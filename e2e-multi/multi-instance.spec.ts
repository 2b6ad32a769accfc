// Two instances of the same build on one PostgreSQL: sessions, lockouts, rate limits, the mail
// outbox and news are shared through the database, never through one process's memory.
import { execFileSync } from 'node:child_process';
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { SMTPServer } from 'smtp-server';

const A = process.env.MULTI_A ?? 'http://localhost:3301';
const B = process.env.MULTI_B ?? 'http://localhost:3302';
const STAFF = (process.env.STAFF_CMD ?? 'node .next/standalone/staff.mjs').split(' ');

const received: string[] = [];
let smtp: SMTPServer;

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(2526, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const form = (fields: Record<string, string>) => ({ form: fields });

async function signIn(api: APIRequestContext, base: string, email: string, pass: string) {
  const res = await api.post(`${base}/api/Data/LoginUsuario`, form({ email, pass }));
  return res.json();
}

test('a session opened on one instance works on the other, and a logout on either ends it on both', async () => {
  const api = await request.newContext();
  expect((await signIn(api, A, 'facturas@hotelmediterraneo.es', 'Demo-2026-Mille')).loginok).toBe(true);
  expect(await (await api.get(`${B}/api/Data/HaySessionUsuario`)).json()).toBe(true);
  const hotels = await (await api.post(`${B}/api/Data/GetHotelesContactoUsuario`, { data: -1 })).json();
  expect(hotels.length).toBeGreaterThan(0);
  expect(await (await api.post(`${B}/api/Data/LogoutUsuario`, { data: 1 })).json()).toBe(true);
  expect(await (await api.get(`${A}/api/Data/HaySessionUsuario`)).json()).toBe(false);
  await api.dispose();
});

test('failed sign-ins count across instances: the account locks for both', async () => {
  const api = await request.newContext();
  const user = 'recepcion@hotelmediterraneo.es';
  await signIn(api, A, user, 'wrong-password-1');
  await signIn(api, B, user, 'wrong-password-2');
  await signIn(api, A, user, 'wrong-password-3');
  const locked = await signIn(api, B, user, 'Demo-2026-Mille');
  expect(locked.loginok).toBe(false);
  expect(locked.exceptionmessage).not.toBe('Email y/o contraseña incorrectos');
  await api.dispose();
});

// Bursts of concurrent attempts, spread over both instances. Each attempt is counted in the shared
// store before it is checked, so no more passwords are verified (and no more enquiries stored) than
// the limits allow. The instances trust one proxy hop (TRUST_PROXY_HOPS=1), so each test sends its
// own X-Forwarded-For and does not use up the other tests' address.
const from = (address: string) => ({ 'x-forwarded-for': address });

test('a burst of concurrent wrong passwords over both instances: at most the lockout limit is verified, the right one is refused', async () => {
  const api = await request.newContext();
  const user = 'direccion@hotelatlantico.es';
  const attempt = (i: number, pass: string) =>
    api.post(`${i % 2 ? A : B}/api/Data/LoginUsuario`, { form: { email: user, pass }, headers: from(`198.51.100.${i + 1}`) }).then((r) => r.json());
  const answers = await Promise.all([...Array.from({ length: 40 }, (_, i) => attempt(i, `wrong-password-${i}`)), attempt(41, 'Demo-2026-Mille')]);
  // LOGIN_MAX_FAILURES=3: only attempts that got to the password check answer invalidCredentials.
  expect(answers.filter((a) => a.exceptionmessagetraducible === 'invalidCredentials').length).toBeLessThanOrEqual(3);
  expect(answers.at(-1)).toMatchObject({ loginok: false, exceptionmessagetraducible: 'accountLocked' });
  expect(await attempt(42, 'Demo-2026-Mille')).toMatchObject({ loginok: false, exceptionmessagetraducible: 'accountLocked' });
  await api.dispose();
});

test('a burst of concurrent sign-ins from one address over both instances: at most the per-address limit is checked', async () => {
  const api = await request.newContext();
  const attempt = (i: number, email: string, pass: string) =>
    api.post(`${i % 2 ? A : B}/api/Data/LoginUsuario`, { form: { email, pass }, headers: from('203.0.113.50') }).then((r) => r.json());
  const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt(i, `rafaga${i}@example.es`, 'wrong-password')));
  // LOGIN_IP_LIMIT=20.
  expect(answers.filter((a) => a.exceptionmessagetraducible === 'invalidCredentials').length).toBeLessThanOrEqual(20);
  expect(answers.filter((a) => a.exceptionmessagetraducible === 'tooManyAttempts').length).toBeGreaterThanOrEqual(10);
  expect(await attempt(0, 'facturas@hotelmediterraneo.es', 'Demo-2026-Mille')).toMatchObject({ loginok: false, exceptionmessagetraducible: 'tooManyAttempts' });
  await api.dispose();
});

test('a burst of concurrent enquiries from one address over both instances: exactly the limit is stored', async () => {
  const api = await request.newContext();
  const fields = { nombre: 'Ráfaga', apellidos: '', email: 'rafaga@example.es', telefono: '', consulta: 'Consulta en ráfaga', robot: 'true' };
  const statuses = await Promise.all(
    Array.from({ length: 12 }, (_, i) => api.post(`${i % 2 ? A : B}/api/Data/NuevoContacto`, { form: fields, headers: from('203.0.113.60') }).then((r) => r.status())),
  );
  // ENQUIRY_LIMIT=3.
  expect(statuses.filter((s) => s === 200)).toHaveLength(3);
  expect(statuses.filter((s) => s === 429)).toHaveLength(9);
  await api.dispose();
});

test('the enquiry limit per address is shared, and each outbox mail is sent exactly once', async () => {
  const api = await request.newContext();
  const enquiry = (n: number) =>
    form({ nombre: `Visitante ${n}`, apellidos: '', email: `visitante${n}@example.es`, telefono: '', consulta: `Consulta número ${n}`, robot: 'true' });
  expect(await (await api.post(`${A}/api/Data/NuevoContacto`, enquiry(1))).text()).toBe('OK');
  expect(await (await api.post(`${B}/api/Data/NuevoContacto`, enquiry(2))).text()).toBe('OK');
  expect(await (await api.post(`${A}/api/Data/NuevoContacto`, enquiry(3))).text()).toBe('OK');
  expect((await api.post(`${B}/api/Data/NuevoContacto`, enquiry(4))).status()).toBe(429);

  // Three enquiries: a staff notification and an acknowledgement each. Both instances run a worker.
  await expect.poll(() => received.filter((m) => /visitante[123]@example\.es/.test(m)).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(6);
  await new Promise((r) => setTimeout(r, 3000));
  const ours = received.filter((m) => /visitante[123]@example\.es/.test(m));
  expect(ours).toHaveLength(6);
  const ids = ours.map((m) => /^Message-ID:\s*(.+)$/im.exec(m)?.[1]?.trim());
  expect(new Set(ids).size).toBe(6);
  await api.dispose();
});

test('a news item published by staff shows on both instances at once', async () => {
  const api = await request.newContext();
  const title = `Noticia multi-instancia ${Date.now()}`;
  // Each instance has its /blog cached before the change.
  for (const base of [A, B]) expect((await api.get(`${base}/blog`)).ok()).toBe(true);
  execFileSync(STAFF[0]!, [...STAFF.slice(1), 'news', 'add', '--title', title, '--date', '2026-11-20', '--summary', '<p>Resumen</p>', '--body', '<p>Cuerpo de la noticia</p>', '--revalidate', A, '--revalidate', B], {
    env: process.env,
    stdio: 'inherit',
  });
  for (const base of [A, B]) {
    const items = await (await api.get(`${base}/api/Data/GetNoticias`)).json();
    expect(items.some((n: { titulo: string }) => n.titulo.includes(title))).toBe(true);
  }
  // Both static /blog pages are refreshed on demand, well before the time-based floor.
  for (const base of [A, B]) {
    await expect
      .poll(async () => (await (await api.get(`${base}/blog`)).text()).includes(title), { timeout: 15_000, intervals: [500, 1000] })
      .toBe(true);
  }
  await api.dispose();
});
