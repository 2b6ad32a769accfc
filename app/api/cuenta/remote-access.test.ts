// Remote access, the customer's side, through its routes (/api/cuenta/soporte/accesos…): every
// contact of a hotel sees its grants and sessions, only a billing contact (type 1) grants (1–14
// days, 7 by default) and revokes, a hotel the user is no contact of is unknown (404), no session
// 401, a staff session is no customer session, and a write from another origin is refused. A grant
// for a case takes only one of the same hotel's, and shows its subject. Grants and revocations are
// in the audit trail with the contact as actor (their e-mail, no staff id), as team changes are.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/Data/LoginUsuario/route';
import { DEMO_PASSWORD, demoHotels, seedAccounts } from '@/lib/account/demo-seed';
import { db } from '@/lib/db';
import { seedDemoInvoices } from '@/lib/invoices/demo-seed';
import { seedStaff } from '@/lib/staff/demo-seed';
import {
  grantRemoteAccess,
  REMOTE_SECOND_FACTOR,
  remoteAccessView,
  revokeRemoteAccess,
} from '@/lib/support/remote-access';
import { grantRefusalField } from '@/lib/support/remote-window';
import { TestClient } from '@/lib/testing/http-client';
import { staffBrowser } from '@/lib/testing/staff-browser';
import { POST as revoke } from './soporte/accesos/[id]/revocar/route';
import { POST as grant } from './soporte/accesos/conceder/route';
import { GET as list } from './soporte/accesos/route';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

const BILLING = 'facturas@hotelmediterraneo.es'; // type 1 at Mediterráneo and Sierra Nevada
const RECEPTION = 'recepcion@hotelmediterraneo.es'; // type 2 at Mediterráneo
const OTHER_HOTEL = 'direccion@hotelatlantico.es'; // type 1 at Atlántico only
const DAY = 86_400_000;

/** A support case of the hotel, as the customer would have opened it; its id. */
async function caseAt(hotelId: number, subject: string, invoiceId: number | null = null): Promise<number> {
  const c = await db().supportCase.create({
    data: {
      hotelId,
      category: invoiceId ? 'facturacion' : 'incidencia',
      productArea: 'otro',
      priority: 'media',
      subject,
      description: 'd',
      invoiceId,
    },
  });
  return c.id;
}

let peer = 10;
async function customer(email: string): Promise<TestClient> {
  const c = new TestClient(`192.0.2.${++peer}`);
  const res = await (await c.send(login, 'LoginUsuario', { form: { email, pass: DEMO_PASSWORD } })).json();
  expect(res.loginok).toBe(true);
  return c;
}

const path = (p: string) => `../cuenta/soporte/${p}`;
let mediterraneo = 0;
let sierra = 0;
let billing: TestClient;
let reception: TestClient;
let other: TestClient;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  await seedAccounts();
  await seedDemoInvoices();
  await seedStaff();
  const id = async (taxId: string) => (await db().hotel.findFirstOrThrow({ where: { taxId } })).id;
  mediterraneo = await id(demoHotels.mediterraneo.taxId);
  sierra = await id(demoHotels.sierra.taxId);
  [billing, reception, other] = [await customer(BILLING), await customer(RECEPTION), await customer(OTHER_HOTEL)];
});

describe('granting remote access', () => {
  it('a billing contact grants it for 7 days by default, for a case and with a note; every contact of the hotel sees it', async () => {
    const tpv = await caseAt(mediterraneo, 'El TPV no imprime');
    const res = await billing.send(grant, path('accesos/conceder'), {
      json: { id_hotel: mediterraneo, caso: tpv, nota: 'El TPV no imprime.' },
    });
    expect(res.status).toBe(200);
    const g = await res.json();
    expect(g).toMatchObject({
      id_hotel: mediterraneo,
      caso: tpv,
      asunto_caso: 'El TPV no imprime',
      nota: 'El TPV no imprime.',
      estado: 'activo',
    });
    expect(g.concedido_por).toBe(BILLING);
    expect(Date.parse(g.hasta) - Date.parse(g.desde)).toBe(7 * DAY);
    for (const c of [billing, reception]) {
      const view = await (await c.send(list, path(`accesos?hotel=${mediterraneo}`))).json();
      expect(view.activos.map((a: { id: number }) => a.id)).toContain(g.id);
      expect(view.puede_conceder).toBe(c === billing);
    }
    // A form works as JSON does.
    const form = await billing.send(grant, path('accesos/conceder'), { form: { id_hotel: String(sierra), dias: '1' } });
    expect(form.status).toBe(200);
    const one = await form.json();
    expect([one.caso, Date.parse(one.hasta) - Date.parse(one.desde)]).toEqual([null, DAY]);
  });

  it('takes 1 to 14 whole days and refuses anything else with the reason', async () => {
    const ask = (dias: unknown) =>
      billing.send(grant, path('accesos/conceder'), { json: { id_hotel: mediterraneo, dias } });
    expect((await ask(14)).status).toBe(200);
    expect((await ask('1')).status).toBe(200);
    for (const dias of [0, 15, -1, 1.5, 'siete', '7 ', 100]) {
      const res = await ask(dias);
      if (dias === '7 ') {
        expect(res.status).toBe(200); // a space around the number is not a different number
        continue;
      }
      expect([dias, res.status]).toEqual([dias, 400]);
      expect(await res.json()).toEqual({ error: 'invalid-days', message: 'La duración debe ser de 1 a 14 días.' });
    }
    const badCase = await billing.send(grant, path('accesos/conceder'), {
      json: { id_hotel: mediterraneo, caso: 'x' },
    });
    expect([badCase.status, (await badCase.json()).error]).toEqual([400, 'invalid-case']);
    const longNote = await billing.send(grant, path('accesos/conceder'), {
      json: { id_hotel: mediterraneo, nota: 'x'.repeat(501) },
    });
    expect(longNote.status).toBe(400);
    const notObject = await billing.send(grant, path('accesos/conceder'), { json: [mediterraneo] });
    expect(notObject.status).toBe(400);
  });

  it('a refused value names the form’s field it is about, where the form shows the sentence', async () => {
    const refusalOf = async (json: Record<string, unknown>) => {
      const res = await billing.send(grant, path('accesos/conceder'), { json: { id_hotel: mediterraneo, ...json } });
      expect(res.status).toBe(400);
      return ((await res.json()) as { error: string }).error;
    };
    expect(grantRefusalField(await refusalOf({ dias: 15 }))).toBe('dias');
    expect(grantRefusalField(await refusalOf({ caso: 'x' }))).toBe('caso');
    expect(grantRefusalField(await refusalOf({ caso: 999_999 }))).toBe('caso');
    expect(grantRefusalField(await refusalOf({ nota: 5 }))).toBe('nota');
    expect(grantRefusalField(await refusalOf({ nota: 'x'.repeat(501) }))).toBe('nota');
    // A refusal of the request as a whole is about no field: the form shows it by its button.
    for (const code of ['forbidden', 'bad-request', 'toString', undefined]) expect(grantRefusalField(code)).toBeNull();
  });
});

describe('a grant for a support case', () => {
  it('takes only a case of the same hotel: another hotel’s and one that does not exist get the same 400', async () => {
    const atlantico = (await db().hotel.findFirstOrThrow({ where: { taxId: demoHotels.atlantico.taxId } })).id;
    const foreign = await caseAt(atlantico, 'Caso del Atlántico');
    const ofSierra = await caseAt(sierra, 'Caso de Sierra Nevada');
    const before = await db().remoteGrant.count();
    for (const caso of [foreign, ofSierra, 999_999]) {
      const res = await billing.send(grant, path('accesos/conceder'), { json: { id_hotel: mediterraneo, caso } });
      expect([caso, res.status]).toEqual([caso, 400]);
      expect(await res.json()).toEqual({
        error: 'invalid-case',
        message: `El caso nº ${caso} no es de este hotel.`,
      });
    }
    expect(await db().remoteGrant.count()).toBe(before);
    // The same case is right for its own hotel.
    const own = await billing.send(grant, path('accesos/conceder'), { json: { id_hotel: sierra, caso: ofSierra } });
    expect((await own.json()).asunto_caso).toBe('Caso de Sierra Nevada');
  });

  it('a case asked from an invoice row shows its subject to billing contacts only; deleting a case keeps the grant', async () => {
    const invoice = await db().invoice.findFirstOrThrow({ where: { hotelId: mediterraneo } });
    const billed = await caseAt(mediterraneo, 'Duda sobre la factura', invoice.id);
    const g = await (
      await billing.send(grant, path('accesos/conceder'), { json: { id_hotel: mediterraneo, caso: billed } })
    ).json();
    const seen = async (c: TestClient) =>
      ((await (await c.send(list, path(`accesos?hotel=${mediterraneo}`))).json()).activos as { id: number }[]).find(
        (a) => a.id === g.id,
      );
    expect(await seen(billing)).toMatchObject({ caso: billed, asunto_caso: 'Duda sobre la factura' });
    expect(await seen(reception)).toMatchObject({ caso: billed, asunto_caso: null });

    await db().supportCase.delete({ where: { id: billed } });
    expect(await seen(billing)).toMatchObject({ id: g.id, caso: null, asunto_caso: null, estado: 'activo' });
  });
});

describe('who may do what', () => {
  it('a type 2 contact sees the hotel but cannot grant or revoke (403)', async () => {
    const g = await (await billing.send(grant, path('accesos/conceder'), { json: { id_hotel: mediterraneo } })).json();
    const asked = await reception.send(grant, path('accesos/conceder'), { json: { id_hotel: mediterraneo } });
    expect(asked.status).toBe(403);
    expect((await asked.json()).message).toMatch(/Solo los contactos de facturación del hotel pueden/);
    expect((await reception.send(revoke, path(`accesos/${g.id}/revocar`), { json: {} })).status).toBe(403);
    expect((await db().remoteGrant.findUniqueOrThrow({ where: { id: g.id } })).revokedAt).toBeNull();
  });

  it('a hotel the user is no contact of is unknown: its list, a grant for it and revoking its grant answer 404', async () => {
    const g = await (await billing.send(grant, path('accesos/conceder'), { json: { id_hotel: mediterraneo } })).json();
    const before = await db().remoteGrant.count();
    expect((await other.send(list, path(`accesos?hotel=${mediterraneo}`))).status).toBe(404);
    expect((await other.send(grant, path('accesos/conceder'), { json: { id_hotel: mediterraneo } })).status).toBe(404);
    expect((await other.send(revoke, path(`accesos/${g.id}/revocar`), { json: {} })).status).toBe(404);
    expect((await other.send(revoke, path('accesos/999999/revocar'), { json: {} })).status).toBe(404);
    expect((await reception.send(list, path(`accesos?hotel=${sierra}`))).status).toBe(404);
    expect((await billing.send(list, path('accesos?hotel=abc'))).status).toBe(404);
    expect(await db().remoteGrant.count()).toBe(before);
    expect((await db().remoteGrant.findUniqueOrThrow({ where: { id: g.id } })).revokedAt).toBeNull();
  });

  it("a hotel's two-factor requirement holds for granting and revoking: a password-only session gets 403", async () => {
    const g = await (await billing.send(grant, path('accesos/conceder'), { json: { id_hotel: sierra } })).json();
    const before = await db().remoteGrant.count();
    await db().hotel.update({ where: { id: sierra }, data: { requireBillingTwoFactor: true } });
    try {
      for (const res of [
        await billing.send(grant, path('accesos/conceder'), { json: { id_hotel: sierra } }),
        await billing.send(revoke, path(`accesos/${g.id}/revocar`), { json: {} }),
      ]) {
        expect([res.status, await res.json()]).toEqual([
          403,
          expect.objectContaining({ error: 'second-factor-required', message: REMOTE_SECOND_FACTOR }),
        ]);
      }
      expect(await db().remoteGrant.count()).toBe(before);
      expect((await db().remoteGrant.findUniqueOrThrow({ where: { id: g.id } })).revokedAt).toBeNull();
      // Still sees the hotel's grants.
      expect((await billing.send(list, path(`accesos?hotel=${sierra}`))).status).toBe(200);
    } finally {
      await db().hotel.update({ where: { id: sierra }, data: { requireBillingTwoFactor: false } });
    }
    expect((await billing.send(revoke, path(`accesos/${g.id}/revocar`), { json: {} })).status).toBe(200);
  });

  it('no session: 401 on every call, and a staff session is none', async () => {
    const staff = await staffBrowser('soporte@millehotel.es');
    for (const c of [new TestClient('192.0.2.99'), staff]) {
      expect((await c.send(list, path(`accesos?hotel=${mediterraneo}`))).status).toBe(401);
      expect((await c.send(grant, path('accesos/conceder'), { json: { id_hotel: mediterraneo } })).status).toBe(401);
      expect((await c.send(revoke, path('accesos/1/revocar'), { json: {} })).status).toBe(401);
    }
  });

  it('refuses a write from another origin before doing anything', async () => {
    const before = await db().remoteGrant.count();
    const res = await billing.send(grant, path('accesos/conceder'), {
      json: { id_hotel: mediterraneo },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(403);
    expect(await db().remoteGrant.count()).toBe(before);
  });
});

describe('revoking and expiry', () => {
  it('a billing contact revokes a grant at once, once; it moves to the past ones as revoked', async () => {
    const g = await (await billing.send(grant, path('accesos/conceder'), { json: { id_hotel: sierra } })).json();
    const res = await billing.send(revoke, path(`accesos/${g.id}/revocar`), { json: {} });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: g.id, estado: 'revocado', revocado_por: BILLING });
    const again = await billing.send(revoke, path(`accesos/${g.id}/revocar`), { json: {} });
    expect([again.status, (await again.json()).error]).toEqual([409, 'not-in-force']);
    const view = await (await billing.send(list, path(`accesos?hotel=${sierra}`))).json();
    expect(view.activos.map((a: { id: number }) => a.id)).not.toContain(g.id);
    expect(view.anteriores.find((a: { id: number }) => a.id === g.id)).toMatchObject({ estado: 'revocado' });
  });

  it('a grant is in force until its end and expired from then, by itself', async () => {
    // The sign-in would idle out over days: the service, with the session's user, at the moments asked.
    const user = await db().user.findUniqueOrThrow({ where: { email: BILLING } });
    const session = { userId: user.id, key: 'k', secondFactor: false };
    const t0 = new Date();
    const g = await grantRemoteAccess(session, { id_hotel: sierra, dias: 2 }, '', t0);
    const at = (ms: number) => remoteAccessView(session, sierra, new Date(t0.getTime() + ms));
    expect((await at(2 * DAY - 1)).activos.map((a) => a.id)).toContain(g.id);
    const after = await at(2 * DAY);
    expect(after.activos.map((a) => a.id)).not.toContain(g.id);
    expect(after.anteriores.find((a) => a.id === g.id)).toMatchObject({ estado: 'caducado' });
    // Nothing left to revoke.
    await expect(revokeRemoteAccess(session, g.id, '', new Date(t0.getTime() + 2 * DAY))).rejects.toMatchObject({
      status: 409,
    });
  });
});

describe('the audit trail', () => {
  const entries = (action: string, grantId: number) =>
    db().auditEntry.findMany({ where: { action, objectType: 'acceso-remoto', objectId: String(grantId) } });

  it('records a grant and its revocation with the billing contact as actor; a refused one records nothing', async () => {
    const tpv = await caseAt(sierra, 'La centralita no enruta');
    const res = await billing.send(grant, path('accesos/conceder'), {
      json: { id_hotel: sierra, dias: 3, caso: tpv, nota: 'Llamad antes.' },
    });
    const g = await res.json();
    const [granted, ...more] = await entries('remote.granted', g.id);
    expect(more).toEqual([]);
    expect([granted!.actorId, granted!.actorEmail, granted!.client]).toEqual([null, BILLING, '192.0.2.11']);
    expect(JSON.parse(granted!.changes)).toEqual({
      hotel: `Hotel Sierra Nevada (${sierra})`,
      desde: g.desde,
      hasta: g.hasta,
      días: '3',
      caso: String(tpv),
      nota: 'Llamad antes.',
      Por: 'un contacto de facturación del hotel (Mi cuenta)',
    });

    expect((await billing.send(revoke, path(`accesos/${g.id}/revocar`), { json: {} })).status).toBe(200);
    const revoked = await entries('remote.revoked', g.id);
    expect(revoked).toHaveLength(1);
    expect([revoked[0]!.actorId, revoked[0]!.actorEmail]).toEqual([null, BILLING]);
    const stored = await db().remoteGrant.findUniqueOrThrow({ where: { id: g.id } });
    expect(JSON.parse(revoked[0]!.changes)).toMatchObject({
      revocado: stored.revokedAt!.toISOString(),
      Por: 'un contacto de facturación del hotel (Mi cuenta)',
    });
    // No session was open: none ended, nothing said of sessions.
    expect(JSON.parse(revoked[0]!.changes)).not.toHaveProperty('sesiones cerradas');
    expect(await entries('remote.session-ended', g.id)).toEqual([]);

    // Refused: a second revocation, a type 2 contact's grant, a bad value: nothing more in the trail.
    const before = await db().auditEntry.count({ where: { objectType: 'acceso-remoto' } });
    expect((await billing.send(revoke, path(`accesos/${g.id}/revocar`), { json: {} })).status).toBe(409);
    expect((await reception.send(grant, path('accesos/conceder'), { json: { id_hotel: mediterraneo } })).status).toBe(
      403,
    );
    expect((await billing.send(grant, path('accesos/conceder'), { json: { id_hotel: sierra, dias: 20 } })).status).toBe(
      400,
    );
    expect(await db().auditEntry.count({ where: { objectType: 'acceso-remoto' } })).toBe(before);
  });
});
