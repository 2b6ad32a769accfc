// Two instances of the same build on one PostgreSQL: sessions, lockouts, rate limits, the mail
// outbox and news are shared through the database, never through one process's memory.
import { execFileSync } from 'node:child_process';
import { Secret, TOTP } from 'otpauth';
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { sql } from './db';

const A = process.env.MULTI_A ?? 'http://localhost:3301';
const B = process.env.MULTI_B ?? 'http://localhost:3302';
const STAFF = (process.env.STAFF_CMD ?? 'node .next/standalone/staff.mjs').split(' ');

const received: string[] = [];
let smtp: SMTPServer;
/** Recipients the sink refuses for good (550) while listed: a mail to them ends 'failed'. */
const refused = new Set<string>();
/** Recipients whose mail the sink holds (no answer to its DATA) until the promise settles. */
const held = new Map<string, Promise<void>>();
/** Recipients whose mail has reached the sink, answered or held. */
const arrived = new Set<string>();

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address))
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((r) => r.address);
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', async () => {
        for (const address of to) arrived.add(address);
        await Promise.all(to.map((address) => held.get(address)));
        received.push(data);
        callback();
      });
    },
  });
  // The instances' SMTP_URL (scripts/ci-postgres.sh) names the port this sink listens on.
  await new Promise<void>((resolve) =>
    smtp.listen(Number(new URL(process.env.SMTP_URL ?? 'smtp://127.0.0.1:2526').port), '127.0.0.1', resolve),
  );
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/**
 * Resolves once each instance's worker has finished whatever it was sending when this was called,
 * so that a second copy of a mail already sent would have reached the sink by then. Two mails are
 * queued one after the other: the first is held at the sink, which keeps the worker that took it
 * busy (a worker sends one mail at a time, in queue order), so only the other worker can send the
 * second. Each took its mail in a poll that began after this call.
 */
async function bothWorkersPassed() {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const [first, second] = [`sonda-1-${stamp}@example.es`, `sonda-2-${stamp}@example.es`];
  let release!: () => void;
  held.set(first, new Promise<void>((resolve) => (release = resolve)));
  // Times as ISO strings: the columns hold UTC without a zone, whatever the server's zone is.
  const queue = (to: string) => {
    const now = new Date().toISOString();
    return sql(
      'INSERT INTO "OutboxMail" ("to", "subject", "text", "nextAttemptAt", "createdAt") VALUES ($1, $2, $3, $4, $4)',
      [to, 'Sonda', 'Prueba de los trabajadores del correo', now],
    );
  };
  try {
    await queue(first);
    await expect.poll(() => arrived.has(first), { timeout: 30_000 }).toBe(true);
    await queue(second);
    await expect.poll(() => arrived.has(second), { timeout: 30_000 }).toBe(true);
  } finally {
    release();
  }
  await expect
    .poll(
      async () =>
        (
          await sql<{ n: string }>(
            'SELECT count(*) AS n FROM "OutboxMail" WHERE "to" IN ($1, $2) AND "status" = \'sent\'',
            [first, second],
          )
        )[0]!.n,
      { timeout: 30_000 },
    )
    .toBe('2');
}

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
    api
      .post(`${i % 2 ? A : B}/api/Data/LoginUsuario`, {
        form: { email: user, pass },
        headers: from(`198.51.100.${i + 1}`),
      })
      .then((r) => r.json());
  const answers = await Promise.all([
    ...Array.from({ length: 40 }, (_, i) => attempt(i, `wrong-password-${i}`)),
    attempt(41, 'Demo-2026-Mille'),
  ]);
  // LOGIN_MAX_FAILURES=3: only attempts that got to the password check answer invalidCredentials.
  expect(answers.filter((a) => a.exceptionmessagetraducible === 'invalidCredentials').length).toBeLessThanOrEqual(3);
  expect(answers.at(-1)).toMatchObject({ loginok: false, exceptionmessagetraducible: 'accountLocked' });
  expect(await attempt(42, 'Demo-2026-Mille')).toMatchObject({
    loginok: false,
    exceptionmessagetraducible: 'accountLocked',
  });
  await api.dispose();
});

test('a burst of concurrent sign-ins from one address over both instances: at most the per-address limit is checked', async () => {
  const api = await request.newContext();
  const attempt = (i: number, email: string, pass: string) =>
    api
      .post(`${i % 2 ? A : B}/api/Data/LoginUsuario`, { form: { email, pass }, headers: from('203.0.113.50') })
      .then((r) => r.json());
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) => attempt(i, `rafaga${i}@example.es`, 'wrong-password')),
  );
  // LOGIN_IP_LIMIT=20.
  expect(answers.filter((a) => a.exceptionmessagetraducible === 'invalidCredentials').length).toBeLessThanOrEqual(20);
  expect(answers.filter((a) => a.exceptionmessagetraducible === 'tooManyAttempts').length).toBeGreaterThanOrEqual(10);
  expect(await attempt(0, 'facturas@hotelmediterraneo.es', 'Demo-2026-Mille')).toMatchObject({
    loginok: false,
    exceptionmessagetraducible: 'tooManyAttempts',
  });
  await api.dispose();
});

test('a burst of concurrent enquiries from one address over both instances: exactly the limit is stored', async () => {
  const api = await request.newContext();
  const fields = {
    nombre: 'Ráfaga',
    apellidos: '',
    email: 'rafaga@example.es',
    telefono: '',
    consulta: 'Consulta en ráfaga',
    robot: 'true',
  };
  const statuses = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      api
        .post(`${i % 2 ? A : B}/api/Data/NuevoContacto`, { form: fields, headers: from('203.0.113.60') })
        .then((r) => r.status()),
    ),
  );
  // ENQUIRY_LIMIT=3.
  expect(statuses.filter((s) => s === 200)).toHaveLength(3);
  expect(statuses.filter((s) => s === 429)).toHaveLength(9);
  await api.dispose();
});

test('the enquiry limit per address is shared, and each outbox mail is sent exactly once', async () => {
  const api = await request.newContext();
  const enquiry = (n: number) =>
    form({
      nombre: `Visitante ${n}`,
      apellidos: '',
      email: `visitante${n}@example.es`,
      telefono: '',
      consulta: `Consulta número ${n}`,
      robot: 'true',
    });
  expect(await (await api.post(`${A}/api/Data/NuevoContacto`, enquiry(1))).text()).toBe('OK');
  expect(await (await api.post(`${B}/api/Data/NuevoContacto`, enquiry(2))).text()).toBe('OK');
  expect(await (await api.post(`${A}/api/Data/NuevoContacto`, enquiry(3))).text()).toBe('OK');
  expect((await api.post(`${B}/api/Data/NuevoContacto`, enquiry(4))).status()).toBe(429);

  // Three enquiries: a staff notification and an acknowledgement each. Both instances run a worker.
  await expect
    .poll(() => received.filter((m) => /visitante[123]@example\.es/.test(m)).length, { timeout: 60_000 })
    .toBeGreaterThanOrEqual(6);
  await expect
    .poll(async () =>
      Number(
        (
          await sql<{ n: string }>(
            `SELECT count(*) AS n FROM "OutboxMail" m JOIN "Enquiry" e ON e."id" = m."enquiryId" WHERE e."email" LIKE 'visitante_@example.es' AND m."status" <> 'sent'`,
          )
        )[0]!.n,
      ),
    )
    .toBe(0);
  await bothWorkersPassed();
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
  execFileSync(
    STAFF[0]!,
    [
      ...STAFF.slice(1),
      'news',
      'add',
      '--title',
      title,
      '--date',
      '2026-11-20',
      '--summary',
      '<p>Resumen</p>',
      '--body',
      '<p>Cuerpo de la noticia</p>',
    ],
    {
      env: process.env,
      stdio: 'inherit',
    },
  );
  for (const base of [A, B]) {
    const items = await (await api.get(`${base}/api/Data/GetNoticias`)).json();
    expect(items.some((n: { titulo: string }) => n.titulo.includes(title))).toBe(true);
  }
  // Both static /blog pages are refreshed by each instance's watcher, well before the time floor.
  for (const base of [A, B]) {
    await expect
      .poll(async () => (await (await api.get(`${base}/blog`)).text()).includes(title), {
        timeout: 15_000,
        intervals: [500, 1000],
      })
      .toBe(true);
  }
  await api.dispose();
});

/** A member of staff signed in through the API on `base` (enrolling: their second factor is reset first). */
async function staffOn(base: string, email: string): Promise<APIRequestContext> {
  await sql(
    'UPDATE "StaffUser" SET "totpSecret" = NULL, "totpEnabledAt" = NULL, "totpLastStep" = 0 WHERE "email" = $1',
    [email],
  );
  await sql('DELETE FROM "StaffPasskey" WHERE "staffUserId" IN (SELECT "id" FROM "StaffUser" WHERE "email" = $1)', [
    email,
  ]);
  const api = await request.newContext({ extraHTTPHeaders: from('203.0.113.71') });
  expect(await (await api.post(`${base}/api/gestion/entrar`, form({ email, pass: 'Demo-2026-Mille' }))).json()).toEqual(
    { ok: true, next: 'enrol' },
  );
  const { secret } = await (await api.post(`${base}/api/gestion/entrar/alta`, form({}))).json();
  const codigo = new TOTP({ secret: Secret.fromBase32(String(secret).replace(/\s+/g, '')) }).generate();
  expect((await (await api.post(`${base}/api/gestion/entrar/alta/confirmar`, form({ codigo }))).json()).ok).toBe(true);
  return api;
}

test('"Reintentar ahora" on a failed mail, pressed on both instances at once: the SMTP server receives exactly one copy', async () => {
  const visitor = `rechazo-${Date.now()}@example.es`;
  // Messages addressed to the visitor (not the staff notice, whose Reply-To and text name them too).
  const copies = () =>
    received.filter((m) => new RegExp(`^To: ${visitor.replace(/\./g, '\\.')}\\s*$`, 'mi').test(m)).length;
  refused.add(visitor);
  const api = await request.newContext();
  const fields = {
    nombre: 'Rechazo',
    apellidos: '',
    email: visitor,
    telefono: '',
    consulta: 'Consulta cuyo acuse se rechaza',
    robot: 'true',
  };
  expect(
    await (await api.post(`${A}/api/Data/NuevoContacto`, { form: fields, headers: from('203.0.113.70') })).text(),
  ).toBe('OK');
  // The acknowledgement is refused for good (550): the row ends 'failed' after its attempt.
  const row = () =>
    sql<{ id: number; status: string; attempts: number }>(
      'SELECT "id", "status", "attempts" FROM "OutboxMail" WHERE "to" = $1',
      [visitor],
    ).then((r) => r[0]);
  await expect.poll(async () => (await row())?.status, { timeout: 30_000 }).toBe('failed');
  const failed = (await row())!;
  expect(copies()).toBe(0);

  refused.delete(visitor);
  const staff = await staffOn(A, 'atencion@millehotel.es');
  const retries = await Promise.all(
    [A, B].map((base) => staff.post(`${base}/api/gestion/correo/${failed.id}/reintentar`, form({}))),
  );
  // The one that came second finds it queued (200) or already sent (409); never an error.
  expect(retries.map((r) => r.status()).every((s) => s === 200 || s === 409)).toBe(true);
  expect(retries.some((r) => r.status() === 200)).toBe(true);

  await expect.poll(async () => (await row())?.status, { timeout: 30_000 }).toBe('sent');
  await expect.poll(copies, { timeout: 10_000 }).toBe(1);
  await bothWorkersPassed();
  expect(copies()).toBe(1);
  expect((await row())!.attempts).toBe(failed.attempts + 1);
  const audit = await sql<{ n: string }>(
    'SELECT count(*) AS n FROM "AuditEntry" WHERE "action" = $1 AND "objectId" = $2',
    ['mail.retried', String(failed.id)],
  );
  expect(Number(audit[0]!.n)).toBe(retries.filter((r) => r.status() === 200).length);
  await staff.dispose();
  await api.dispose();
});

test('a support case: a reply posted on one instance shows on the other’s case page, and each of its mails is sent once', async () => {
  const api = await request.newContext({ extraHTTPHeaders: from('203.0.113.80') });
  expect((await signIn(api, A, 'facturas@hotelmediterraneo.es', 'Demo-2026-Mille')).loginok).toBe(true);
  const [hotel] = await sql<{ id: number }>('SELECT "id" FROM "Hotel" WHERE "taxId" = $1', ['B46512877']);
  const stamp = `${Date.now()}`;
  const opened = await api.post(`${A}/api/cuenta/soporte/casos`, {
    data: {
      id_hotel: hotel!.id,
      categoria: 'incidencia',
      area: 'othello',
      prioridad: 'media',
      asunto: `Caso en dos instancias ${stamp}`,
      descripcion: 'Abierto en la primera instancia.',
    },
  });
  expect(opened.status()).toBe(201);
  const { id } = await opened.json();
  const text = `Respuesta escrita en A ${stamp}`;
  const replied = await api.post(`${A}/api/cuenta/soporte/casos/${id}/mensajes`, {
    data: { texto: text },
  });
  expect(replied.status()).toBe(200);

  // B reads the shared database: the reply is on its case page and in its API at once.
  const page = await api.get(`${B}/micuenta/soporte/${id}`);
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain(text);
  const fromB = await (await api.get(`${B}/api/cuenta/soporte/casos/${id}`)).json();
  expect(fromB.mensajes.map((m: { texto: string }) => m.texto)).toEqual([text]);
  // A change made on B is mailed like the others.
  const closed = await api.post(`${B}/api/cuenta/soporte/casos/${id}/estado`, {
    data: { accion: 'cerrar' },
  });
  expect(closed.status()).toBe(200);

  // Opened, replied, closed: one mail each to the support mailbox (nobody handles the case yet),
  // each sent once though both instances' workers poll the outbox.
  const link = `/gestion/soporte/${id}`;
  const rows = () =>
    sql<{ status: string }>(`SELECT "status" FROM "OutboxMail" WHERE "kind" = 'support-team' AND "text" LIKE $1`, [
      `%${link}`,
    ]);
  await expect
    .poll(async () => (await rows()).map((r) => r.status), { timeout: 60_000 })
    .toEqual(['sent', 'sent', 'sent']);
  await bothWorkersPassed();
  const ours = received.filter((m) => new RegExp(`${link}(?!\\d)`).test(m.replace(/=\r?\n/g, '')));
  expect(ours).toHaveLength(3);
  const ids = ours.map((m) => /^Message-ID:\s*(.+)$/im.exec(m)?.[1]?.trim());
  expect(new Set(ids).size).toBe(3);
  await api.dispose();
});
