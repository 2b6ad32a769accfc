// POST /api/cuenta/avisos: a signed-in customer turns one kind of mail on or off (recorded as
// consent); no session 401, an unknown kind 404, a value other than 1/0 400, another user untouched.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/Data/LoginUsuario/route';
import { DEMO_PASSWORD, seedAccounts } from '@/lib/account/demo-seed';
import { db } from '@/lib/db';
import { mailPreferences } from '@/lib/mail/preferences';
import { TestClient } from '@/lib/testing/http-client';
import { POST as save } from './avisos/route';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

const USER = 'direccion@hotelatlantico.es';

beforeAll(async () => {
  await seedAccounts();
});

describe('the customer’s mail choices', () => {
  it('are saved by their owner only, for a kind that exists, with the sentence agreed to', async () => {
    const anonymous = new TestClient('192.0.2.60');
    expect((await anonymous.send(save, '../cuenta/avisos', { form: { tipo: 'commercial', valor: '1' } })).status).toBe(
      401,
    );
    const c = new TestClient('192.0.2.61');
    expect(
      (await (await c.send(login, 'LoginUsuario', { form: { email: USER, pass: DEMO_PASSWORD } })).json()).loginok,
    ).toBe(true);
    expect((await c.send(save, '../cuenta/avisos', { form: { tipo: 'security', valor: '0' } })).status).toBe(404);
    expect((await c.send(save, '../cuenta/avisos', { form: { tipo: 'support', valor: 'no' } })).status).toBe(400);
    const res = await c.send(save, '../cuenta/avisos', { form: { tipo: 'commercial', valor: '1' } });
    expect(await res.json()).toEqual({ ok: true, message: 'Guardado.' });
    const user = await db().user.findUniqueOrThrow({ where: { email: USER } });
    expect((await mailPreferences(user.id)).commercial).toBe(true);
    const consent = await db().mailConsent.findFirstOrThrow({ where: { userId: user.id, kind: 'commercial' } });
    expect(consent).toMatchObject({ granted: true, source: 'micuenta' });
    expect(consent.text).toMatch(/^Acepto recibir por correo comunicaciones comerciales/);
    const other = await db().user.findUniqueOrThrow({ where: { email: 'recepcion@hotelmediterraneo.es' } });
    expect((await mailPreferences(other.id)).commercial).toBe(false);
  });
});
