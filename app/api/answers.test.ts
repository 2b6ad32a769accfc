// The back office (/api/gestion/*) and the customer's security calls (/api/cuenta/seguridad/*)
// answer one way (lib/http/answer.ts): `{ ok, message }` with English keys, a refusal with the
// status of its kind (validation 400, forbidden 403, missing 404, conflict 409), also when it is
// thrown. The /api/Data contract keeps its own refusals (`{ error, message }`, no `ok`).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as getInvoices } from '@/app/api/Data/GetFacturasHotelContacto/route';
import { POST as login } from '@/app/api/Data/LoginUsuario/route';
import { DEMO_PASSWORD, seedAccounts } from '@/lib/account/demo-seed';
import { db } from '@/lib/db';
import { SELF_REFUSAL } from '@/lib/staff/admin';
import { seedStaff } from '@/lib/staff/demo-seed';
import { TestClient } from '@/lib/testing/http-client';
import { callStaff, staffBrowser } from '@/lib/testing/staff-browser';
import { POST as endSessions } from './cuenta/seguridad/sesiones/cerrar/route';
import { POST as passkeyOptions } from './cuenta/seguridad/llaves/opciones/route';
import { POST as renameKey } from './cuenta/seguridad/llaves/renombrar/route';
import { POST as hotel } from './gestion/hoteles/[id]/route';
import { POST as renameStaffKey } from './gestion/mi-cuenta/llaves/renombrar/route';
import { POST as newsStatus } from './gestion/noticias/[id]/estado/route';
import { POST as member } from './gestion/personal/[id]/route';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

const answer = async (res: Response) => [res.status, await res.json()];

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  await seedAccounts();
  await seedStaff();
});

describe('one answer shape', () => {
  it('the back office: done with its message, refused with the status of its kind', async () => {
    const admin = await staffBrowser('admin@millehotel.es');
    const editor = await staffBrowser('redaccion@millehotel.es');
    const h = await db().hotel.findFirstOrThrow({ select: { id: true } });
    const me = await db().staffUser.findUniqueOrThrow({ where: { email: 'admin@millehotel.es' } });
    // Done: the sentence to show under `message`.
    expect(
      await answer(await callStaff(admin, hotel, `hoteles/${h.id}`, { form: { accion: 'exigir-2fa', valor: '0' } })),
    ).toEqual([
      200,
      { ok: true, message: 'Ya no se exige la verificación en dos pasos a sus contactos de facturación.' },
    ]);
    // Validation.
    expect(
      await answer(await callStaff(editor, newsStatus, 'noticias/1/estado', { form: { accion: 'volar' } })),
    ).toEqual([400, { ok: false, message: 'Acción desconocida.' }]);
    // Missing.
    expect(
      await answer(
        await callStaff(admin, renameStaffKey, 'mi-cuenta/llaves/renombrar', {
          form: { id: 'no-existe', nombre: 'x' },
        }),
      ),
    ).toEqual([404, { ok: false, message: 'Esa llave de acceso ya no existe.' }]);
    // Conflict: a rule refuses it.
    expect(await answer(await callStaff(admin, member, `personal/${me.id}`, { form: { papel: 'editor' } }))).toEqual([
      409,
      { ok: false, message: SELF_REFUSAL },
    ]);
    // Forbidden, thrown by the wrapper: the same shape, with its code.
    expect(await answer(await callStaff(editor, hotel, `hoteles/${h.id}`, { form: { name: 'x' } }))).toEqual([
      403,
      { ok: false, error: 'forbidden', message: 'Acceso denegado' },
    ]);
  });

  it("the customer's security calls answer the same way; the contract keeps its own", async () => {
    const c = new TestClient('192.0.2.77');
    expect(
      (
        await (
          await c.send(login, 'LoginUsuario', {
            form: { email: 'recepcion@hotelmediterraneo.es', pass: DEMO_PASSWORD },
          })
        ).json()
      ).loginok,
    ).toBe(true);
    expect(
      await answer(await c.send(renameKey, '../cuenta/seguridad/llaves/renombrar', { form: { id: 'x', nombre: '' } })),
    ).toEqual([400, { ok: false, message: 'Escribe un nombre para la llave.' }]);
    expect(
      await answer(await c.send(endSessions, '../cuenta/seguridad/sesiones/cerrar', { form: { id: 'no-existe' } })),
    ).toEqual([404, { ok: false, message: 'Esa sesión ya no está abierta.' }]);
    expect(
      await answer(
        await c.send(passkeyOptions, '../cuenta/seguridad/llaves/opciones', { form: { pass: 'no-es-esta' } }),
      ),
    ).toEqual([400, { ok: false, error: 'wrong-password', message: 'La contraseña no es correcta.' }]);
    // /api/Data: the contract's refusal, unchanged (a type-2 contact asking for invoices).
    expect(await answer(await c.send(getInvoices, 'GetFacturasHotelContacto', { json: 1 }))).toEqual([
      403,
      { error: 'forbidden', message: 'Acceso denegado' },
    ]);
  });
});
