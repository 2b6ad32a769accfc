// The customer's own settings (lib/account/settings.ts) through POST /api/cuenta/ajustes and the
// store the page reads: the session required, a setting that does not exist 404, a value the
// setting cannot take 400, a saved value read back. The store is given a table of its own here
// (the real one may be empty).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/Data/LoginUsuario/route';
import { DEMO_PASSWORD, seedAccounts } from '@/lib/account/demo-seed';
import { settingValue, type SettingSpec } from '@/lib/account/settings';
import { readSettings, saveSetting } from '@/lib/account/settings-store';
import { db } from '@/lib/db';
import { TestClient } from '@/lib/testing/http-client';
import { POST as save } from './ajustes/route';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

const USER = 'recepcion@hotelmediterraneo.es';
const table: Record<string, SettingSpec> = {
  cambiar: { kind: 'switch', column: 'mustChangePassword', label: 'Cambiar la contraseña' },
};

beforeAll(async () => {
  await seedAccounts();
});

describe('the customer’s settings', () => {
  it('are saved only with a session, for a setting that exists, with a value it can take', async () => {
    const anonymous = new TestClient('192.0.2.80');
    expect((await anonymous.send(save, '../../cuenta/ajustes', { form: { ajuste: 'x', valor: '1' } })).status).toBe(
      401,
    );
    const c = new TestClient('192.0.2.81');
    expect(
      (await (await c.send(login, 'LoginUsuario', { form: { email: USER, pass: DEMO_PASSWORD } })).json()).loginok,
    ).toBe(true);
    const res = await c.send(save, '../../cuenta/ajustes', { form: { ajuste: 'toString', valor: '1' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ ok: false, message: 'Ese ajuste no existe.' });
  });

  it('reads and writes the row’s column through the table', async () => {
    const user = await db().user.findUniqueOrThrow({ where: { email: USER } });
    const session = { userId: user.id, key: 'k', secondFactor: false };
    expect(await readSettings(session, table)).toEqual({ cambiar: false });
    expect(await saveSetting(session, 'cambiar', 'sí', table)).toMatchObject({ ok: false, kind: 'invalid' });
    expect(await saveSetting(session, 'cambiar', '1', table)).toEqual({ ok: true, message: 'Guardado.' });
    expect(await readSettings(session, table)).toEqual({ cambiar: true });
    await saveSetting(session, 'cambiar', '0', table);
    expect(await readSettings(session, {})).toEqual({});
  });

  it('takes a choice’s own values only', () => {
    const spec: SettingSpec = { kind: 'choice', column: 'email', label: 'x', options: [['es', 'Español']] };
    expect([settingValue(spec, 'es'), settingValue(spec, 'en')]).toEqual(['es', null]);
  });
});
