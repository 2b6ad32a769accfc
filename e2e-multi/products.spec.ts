// A release over two instances on one PostgreSQL: a member of staff signed in on A creates a
// version of Othello with notes, uploads its installer to A in resumable pieces, adds it and
// publishes; a billing contact of Hotel Mediterráneo (which has Othello) signed in on B sees the
// update and downloads the installer from B, whole and resumed with a Range, byte for byte;
// /novedades and its RSS show the version on B (and A) within seconds; each contact is mailed once.
// Then the file removed on B is gone on A at once.
import { createHash } from 'node:crypto';
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { sql } from './db';
import { staffSignedInOn } from './staff-on';

const A = process.env.MULTI_A ?? 'http://localhost:3301';
const B = process.env.MULTI_B ?? 'http://localhost:3302';
const STAFF = (process.env.STAFF_CMD ?? 'node .next/standalone/staff.mjs').split(' ');
/** How soon every instance must show a change: seconds, not the pages' 60-second floor. */
const SOON = { timeout: 15_000, intervals: [250, 500, 1000] };
const MB = 1024 * 1024;
const CONTACT = { email: 'facturas@hotelmediterraneo.es', pass: 'Demo-2026-Mille' };

/** A ZIP-looking installer of `size` bytes (the store types it by its first bytes). */
function installer(size: number): Buffer {
  const out = Buffer.alloc(size);
  for (let i = 0; i < size; i++) out[i] = (i * 31 + (i >> 9)) & 0xff;
  out.set([0x50, 0x4b, 0x03, 0x04]);
  return out;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

let staff: APIRequestContext;
let contact: APIRequestContext;

test.beforeAll(async () => {
  staff = await request.newContext();
  await staffSignedInOn(staff, A, STAFF);
  contact = await request.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.130' } });
  const signedIn = await (await contact.post(`${B}/api/Data/LoginUsuario`, { form: CONTACT })).json();
  expect(signedIn.loginok).toBe(true);
});

test.afterAll(async () => {
  await staff.dispose();
  await contact.dispose();
});

test('a version published on A with a file uploaded to A: downloaded from B, on /novedades and its RSS on B within seconds, mailed once', async () => {
  const number = `2026.9.${Date.now() % 100000}`;
  const title = `Othello ${number}`;
  const anchor = `othello-${number.replace(/\./g, '-')}`;
  const othello = (await sql<{ id: number }>(`SELECT id FROM "Product" WHERE slug = 'othello'`))[0]!.id;
  const hotel = (await sql<{ id: number }>(`SELECT id FROM "Hotel" WHERE "taxId" = 'B46512877'`))[0]!.id;
  const text = async (url: string) => (await staff.get(url)).text();
  // Both instances' public pages are built and cached before the change.
  // (The page's heading is "Othello", then the number as a text node of its own: looked for alone.)
  for (const base of [A, B]) {
    expect(await text(`${base}/novedades`)).not.toContain(number);
    expect(await text(`${base}/novedades/rss.xml`)).not.toContain(title);
  }

  // Staff on A: a draft, its installer in two pieces, added, published.
  const created = await (
    await staff.post(`${A}/api/gestion/productos/${othello}/versiones`, {
      form: { numero: number, fecha: '2026-11-26', notas: '<p>Cierre de caja por turnos.</p>' },
    })
  ).json();
  expect(created).toMatchObject({ ok: true });
  const bytes = installer(3 * MB + 4321);
  const upload = await (
    await staff.post(`${A}/api/gestion/productos/subidas`, {
      data: { nombre: `othello-${number}.zip`, tamano: bytes.byteLength },
    })
  ).json();
  expect(upload).toMatchObject({ ok: true, recibidos: 0 });
  const piece = (from: number, to: number) =>
    staff.post(`${A}/api/gestion/productos/subidas/${upload.id}/datos?desde=${from}`, {
      data: bytes.subarray(from, to),
      headers: { 'content-type': 'application/octet-stream' },
    });
  expect((await (await piece(0, 2 * MB)).json()).recibidos).toBe(2 * MB);
  expect(await (await piece(2 * MB, bytes.byteLength)).json()).toMatchObject({
    completo: true,
    sha256: sha256(bytes),
  });
  expect(
    await (
      await staff.post(`${A}/api/gestion/productos/versiones/${created.id}/ficheros`, {
        form: { subida: String(upload.id), tipo: 'installer' },
      })
    ).json(),
  ).toMatchObject({ ok: true });
  expect((await staff.post(`${A}/api/gestion/productos/versiones/${created.id}/publicar`, { form: {} })).status()).toBe(
    200,
  );

  // The contact on B: the update and its installer, whole and resumed halfway, byte for byte.
  const view = await (await contact.get(`${B}/api/cuenta/productos?hotel=${hotel}`)).json();
  const othelloModule = view.modulos.find((m: { producto: { slug: string } }) => m.producto.slug === 'othello');
  expect(othelloModule.actualizacionDisponible).toBe(true);
  expect(othelloModule.ultima.numero).toBe(number);
  const file = othelloModule.ultima.ficheros[0];
  expect(file).toMatchObject({ nombre: `othello-${number}.zip`, tamano: bytes.byteLength, sha256: sha256(bytes) });
  const whole = await contact.get(`${B}${file.url}`);
  expect(whole.status()).toBe(200);
  expect(sha256(await whole.body())).toBe(sha256(bytes));
  const half = Math.floor(bytes.byteLength / 2);
  const rest = await contact.get(`${B}${file.url}`, { headers: { range: `bytes=${half}-` } });
  expect(rest.status()).toBe(206);
  expect(Buffer.concat([bytes.subarray(0, half), await rest.body()]).equals(bytes)).toBe(true);

  // Public on B, and A, within seconds: /novedades and its RSS.
  for (const base of [B, A]) {
    await expect.poll(() => text(`${base}/novedades`), SOON).toContain(`id="${anchor}"`);
    await expect.poll(() => text(`${base}/novedades/rss.xml`), SOON).toContain(title);
  }

  // One release mail per address, whatever instance's outbox worker takes it.
  const mails = await sql<{ to: string; n: string }>(
    `SELECT "to", count(*) AS n FROM "OutboxMail" WHERE kind = 'release' AND subject = $1 GROUP BY "to"`,
    [`Nueva versión de Othello: ${number}`],
  );
  expect(mails.map((m) => m.to)).toContain(CONTACT.email);
  expect(mails.filter((m) => m.n !== '1')).toEqual([]);

  // Removed on B (the staff session works there too): gone on A at once, the bytes left to the cleanup.
  expect((await staff.post(`${B}/api/gestion/productos/ficheros/${file.id}/quitar`, { form: {} })).status()).toBe(200);
  expect((await contact.get(`${A}${file.url}`)).status()).toBe(404);
});
