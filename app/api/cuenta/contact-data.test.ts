// A contact's own details (POST /api/cuenta/datos) and a billing contact's request to correct the
// hotel's data (POST /api/cuenta/datos/correccion), as Mis datos and a contract client see them:
// authorised from the session (no session 401, a foreign Origin 403, another hotel 404, a type-2
// contact may edit their own details but not ask for a hotel correction: 403), clear refusals, the
// change audited with the contact as actor, and the correction arriving as a support case of the
// hotel with the fields changed while the hotel's data stays as it was.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/Data/LoginUsuario/route';
import { DEMO_PASSWORD, seedAccounts } from '@/lib/account/demo-seed';
import { db } from '@/lib/db';
import { TestClient } from '@/lib/testing/http-client';
import { CORRECTION_BILLING_ONLY, CORRECTION_NOTHING } from '@/lib/support/hotel-correction';
import { POST as correction } from './datos/correccion/route';
import { POST as ownData } from './datos/route';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

const BILLING = 'facturas@hotelmediterraneo.es';
const RECEPTION = 'recepcion@hotelmediterraneo.es';

let seq = 0;
let mediterraneo: number;
let atlantico: number;

async function signedIn(email: string): Promise<TestClient> {
  const c = new TestClient(`192.0.2.${30 + (++seq % 100)}`);
  const res = await (await c.send(login, 'LoginUsuario', { form: { email, pass: DEMO_PASSWORD } })).json();
  expect(res.loginok).toBe(true);
  return c;
}

async function send(c: TestClient, handler: typeof ownData, fields: Record<string, string | number>, json = false) {
  const res = await c.send(
    handler,
    '../../cuenta/datos',
    json ? { json: fields } : { form: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])) },
  );
  return { status: res.status, ...(await res.json()) };
}

beforeAll(async () => {
  await seedAccounts();
  mediterraneo = (await db().hotel.findFirstOrThrow({ where: { name: 'Hotel Mediterráneo' } })).id;
  atlantico = (await db().hotel.findFirstOrThrow({ where: { name: 'Hotel Atlántico' } })).id;
});

describe('a contact’s own details', () => {
  it('are saved by the contact (type 2 too) at their own hotel only, checked and audited', async () => {
    const anonymous = new TestClient('192.0.2.251');
    expect((await send(anonymous, ownData, { hotel: mediterraneo, nombre: 'X' })).status).toBe(401);
    const c = await signedIn(RECEPTION);
    const foreign = await c.send(ownData, '../../cuenta/datos', {
      form: { hotel: String(mediterraneo), nombre: 'X' },
      headers: { origin: 'https://otro.example' },
    });
    expect(foreign.status).toBe(403);
    expect((await send(c, ownData, { hotel: atlantico, nombre: 'Colado' })).status).toBe(404);
    expect(await send(c, ownData, { hotel: mediterraneo, nombre: '', telefono: 'llámame' })).toEqual({
      status: 400,
      ok: false,
      message: 'Escribe el nombre del contacto. Solo números, espacios y + ( ) . -',
      fields: { nombre: 'Escribe el nombre del contacto.', telefono: 'Solo números, espacios y + ( ) . -' },
    });
    // Each field refused with its own message (Mis datos shows it under the field).
    expect(await send(c, ownData, { hotel: mediterraneo, nombre: 'X', telefono: 'abc', otrosEmails: 'x@' })).toEqual({
      status: 400,
      ok: false,
      message: 'Solo números, espacios y + ( ) . - Correos separados por comas, cada uno válido.',
      fields: {
        telefono: 'Solo números, espacios y + ( ) . -',
        otrosEmails: 'Correos separados por comas, cada uno válido.',
      },
    });

    const answer = await send(
      c,
      ownData,
      {
        hotel: mediterraneo,
        nombre: 'Javier Soler Ribes',
        puesto: 'Jefe de recepción y reservas',
        telefono: '+34 611 222 334',
        telefono2: '963 56 12 00',
        otrosEmails: 'reservas@hotelmediterraneo.es',
      },
      true,
    );
    expect(answer).toMatchObject({ status: 200, ok: true, message: 'Tus datos se han guardado.' });
    const contact = await db().hotelContact.findFirstOrThrow({
      where: { hotelId: mediterraneo, user: { email: RECEPTION } },
    });
    expect([contact.position, contact.phone, contact.otherEmails, contact.contactType, contact.notes]).toEqual([
      'Jefe de recepción y reservas',
      '+34 611 222 334',
      'reservas@hotelmediterraneo.es',
      2,
      'Contacto para incidencias de Othello en recepción.',
    ]);
    const entry = await db().auditEntry.findFirstOrThrow({ where: { action: 'contact.own-updated' } });
    expect([entry.actorId, entry.actorEmail, entry.objectId]).toEqual([null, RECEPTION, String(contact.id)]);
    expect(JSON.parse(entry.changes)).toEqual({
      Hotel: 'Hotel Mediterráneo',
      Puesto: ['Jefe de recepción', 'Jefe de recepción y reservas'],
      Teléfono: ['611 222 333', '+34 611 222 334'],
      'Otros correos': ['', 'reservas@hotelmediterraneo.es'],
    });
  });
});

describe('a correction of the hotel’s data', () => {
  it('is asked by a billing contact only and arrives as a support case with the fields changed', async () => {
    const reception = await signedIn(RECEPTION);
    expect(await send(reception, correction, { hotel: mediterraneo, nombrehotelFiscal: 'Otra, S.L.' })).toEqual({
      status: 403,
      ok: false,
      error: 'correction-billing-only',
      message: CORRECTION_BILLING_ONLY,
    });
    const billing = await signedIn(BILLING);
    expect((await send(billing, correction, { hotel: atlantico, nombrehotelFiscal: 'Otra, S.L.' })).status).toBe(404);
    const before = await db().hotel.findUniqueOrThrow({ where: { id: mediterraneo } });
    expect(
      await send(billing, correction, { hotel: mediterraneo, nombrehotel: before.name, cif: '', comentario: '' }),
    ).toEqual({ status: 400, ok: false, message: CORRECTION_NOTHING });

    const answer = await send(billing, correction, {
      hotel: mediterraneo,
      nombrehotel: before.name,
      nombrehotelFiscal: 'Hoteles del Mediterráneo Levante, S.L.U.',
      cif: '',
      direccion: 'Paseo de Neptuno, 14',
      comentario: 'Cambiamos de sociedad en octubre.',
    });
    expect(answer).toMatchObject({ status: 200, ok: true });
    const opened = await db().supportCase.findUniqueOrThrow({ where: { id: answer.caso } });
    expect([opened.hotelId, opened.category, opened.priority, opened.subject]).toEqual([
      mediterraneo,
      'facturacion',
      'baja',
      'Corrección de los datos de Hotel Mediterráneo',
    ]);
    expect(opened.description).toBe(
      'Pido que corrijáis estos datos del hotel:\n\n' +
        '- Razón social: «Hoteles del Mediterráneo Levante, S.L.» → «Hoteles del Mediterráneo Levante, S.L.U.»\n' +
        '- Dirección: «Paseo de Neptuno, 12» → «Paseo de Neptuno, 14»\n\n' +
        'Comentario:\nCambiamos de sociedad en octubre.',
    );
    // The hotel's data is staff's: nothing changed yet.
    expect(await db().hotel.findUniqueOrThrow({ where: { id: mediterraneo } })).toEqual(before);
    const entry = await db().auditEntry.findFirstOrThrow({ where: { action: 'hotel.correction-requested' } });
    expect([entry.actorId, entry.actorEmail, entry.objectType, entry.objectId]).toEqual([
      null,
      BILLING,
      'hotel',
      String(mediterraneo),
    ]);

    // Only a phone: a question, not billing.
    const phone = await send(billing, correction, { hotel: mediterraneo, telefono: '963 56 12 09' }, true);
    expect((await db().supportCase.findUniqueOrThrow({ where: { id: phone.caso } })).category).toBe('consulta');
  });
});
