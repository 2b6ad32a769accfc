// What mail each person gets, tested where mail is queued (the outbox): a mail of a kind its
// recipient turned off is never written; one they may turn off carries its one-click unsubscribe;
// security notices go whatever the choices. And the unsubscribe link: one person, one kind, forged
// or altered refused, idempotent, without signing in.
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as unsubscribeGet, POST as unsubscribe } from '@/app/api/avisos/baja/route';
import { seedAccounts } from '@/lib/account/demo-seed';
import { db } from '@/lib/db';
import { seals } from '@/lib/seal/kinds';
import { TestClient } from '@/lib/testing/http-client';
import { NEVER_SUPPRESSED_MAIL_KINDS } from './kinds';
import { PREFERENCE_OF_MAIL_KIND } from './preference-kinds';
import { mailPreferences, setMailPreferences, shouldSend, unsubscribeUrl } from './preferences';
import { changeWithMail, queueMail } from './queue';

const ANA = 'facturas@hotelmediterraneo.es';
const LUIS = 'recepcion@hotelmediterraneo.es';
let ana = 0;
let luis = 0;

beforeAll(async () => {
  await seedAccounts();
  ana = (await db().user.findUniqueOrThrow({ where: { email: ANA } })).id;
  luis = (await db().user.findUniqueOrThrow({ where: { email: LUIS } })).id;
});

const caseMail = (to: string, subject = 'Respuesta en tu caso 1') => ({
  kind: 'support-case' as const,
  to,
  replyTo: '',
  subject,
  text: 'Caso 1',
});
const outboxOf = (subject: string) => db().outboxMail.findMany({ where: { subject } });

/** The path and query of an absolute URL, as the test client takes it (relative to /api/Data/). */
const fromData = (url: string) => `..${new URL(url).pathname.replace(/^\/api/, '')}${new URL(url).search}`;

describe('mail preferences at the outbox', () => {
  it('maps no kind that must never be suppressed', () => {
    for (const kind of NEVER_SUPPRESSED_MAIL_KINDS) expect(PREFERENCE_OF_MAIL_KIND[kind]).toBeUndefined();
  });

  it('start on for service mail and off for commercial mail', async () => {
    expect(await mailPreferences(luis)).toEqual({
      invoices: true,
      support: true,
      releases: true,
      status: true,
      commercial: false,
    });
  });

  it('queue a mail one may turn off with its one-click unsubscribe, and none once turned off', async () => {
    expect(await queueMail(caseMail(ANA, 'uno'))).toBe(true);
    const [queued] = await outboxOf('uno');
    expect(queued!.unsubscribeUrl).toMatch(/^http:\/\/localhost:3000\/api\/avisos\/baja\?t=/);
    expect(queued!.text).toContain('Para no recibir más correos de este tipo: http://localhost:3000/avisos/baja?t=');

    await setMailPreferences(ana, { support: false }, 'micuenta');
    expect(await shouldSend({ email: ANA }, 'support-case')).toBe(false);
    expect(await queueMail(caseMail(ANA, 'dos'))).toBe(false);
    expect(await outboxOf('dos')).toEqual([]);
    // In a change's transaction, only the recipient who turned it off is left out.
    await changeWithMail(
      async () => 1,
      () => [caseMail(ANA, 'tres'), caseMail(LUIS, 'tres')],
    );
    expect((await outboxOf('tres')).map((m) => m.to)).toEqual([LUIS]);
    // A security notice is sent whatever the choices, and carries no unsubscribe.
    await queueMail({ kind: 'security-notice', to: ANA, replyTo: '', subject: 'cuatro', text: 'x' });
    expect((await outboxOf('cuatro'))[0]!.unsubscribeUrl).toBe('');
    // A mail to an address that is no customer user goes as composed.
    await queueMail(caseMail('recepcion@otro.example', 'cinco'));
    expect((await outboxOf('cinco'))[0]!.unsubscribeUrl).toBe('');
    await setMailPreferences(ana, { support: true }, 'micuenta');
  });

  it('keep every change with the sentence agreed to, and write nothing when nothing changes', async () => {
    const before = await db().mailConsent.count({ where: { userId: luis } });
    await setMailPreferences(luis, { commercial: true, invoices: true }, 'micuenta');
    await setMailPreferences(luis, { commercial: true }, 'micuenta');
    const rows = await db().mailConsent.findMany({ where: { userId: luis }, orderBy: { id: 'asc' } });
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ kind: 'commercial', granted: true, source: 'micuenta' });
    expect(rows.at(-1)!.text).toContain('Acepto recibir por correo comunicaciones comerciales');
    await setMailPreferences(luis, { commercial: false }, 'micuenta');
  });
});

describe('the one-click unsubscribe link', () => {
  it('turns off one kind for one person without signing in, and again changes nothing', async () => {
    const url = await unsubscribeUrl(luis, 'support');
    const c = new TestClient('192.0.2.90');
    // RFC 8058: the mail provider posts `List-Unsubscribe=One-Click`, without cookies or Origin.
    const res = await unsubscribe(
      new Request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-mille-peer': '192.0.2.90' },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Casos de soporte');
    expect(await mailPreferences(luis)).toMatchObject({ support: false, invoices: true, releases: true });
    expect(await mailPreferences(ana)).toMatchObject({ support: true });
    const consents = await db().mailConsent.count({ where: { userId: luis, kind: 'support' } });
    expect((await c.send(unsubscribe, fromData(url), { rawBody: 'List-Unsubscribe=One-Click' })).status).toBe(200);
    expect(await db().mailConsent.count({ where: { userId: luis, kind: 'support' } })).toBe(consents);
    expect(
      await db().mailConsent.findFirst({ where: { userId: luis, kind: 'support' }, orderBy: { id: 'desc' } }),
    ).toMatchObject({
      granted: false,
      source: 'enlace',
    });
    await setMailPreferences(luis, { support: true }, 'micuenta');
  });

  it('refuses a forged, altered or foreign-purpose token, changing nothing', async () => {
    const url = new URL(await unsubscribeUrl(luis, 'invoices'));
    const token = url.searchParams.get('t')!;
    const altered = token.slice(0, 40) + (token[40] === 'A' ? 'B' : 'A') + token.slice(41);
    const otherPurpose = await seals.mailLink.seal({ url: 'https://x.example', exp: Date.now() + 60_000 });
    const unknownKind = await seals.unsubscribe.seal({ uid: luis, kind: 'everything' });
    const c = new TestClient('192.0.2.91');
    for (const t of [altered, otherPurpose, unknownKind, '', 'abc']) {
      const res = await c.send(unsubscribe, `../avisos/baja?t=${encodeURIComponent(t)}`, {
        rawBody: 'List-Unsubscribe=One-Click',
      });
      expect(res.status).toBe(404);
    }
    expect(await mailPreferences(luis)).toMatchObject({ invoices: true });
  });

  it('opened in a browser (GET) shows the page that asks first; its button comes back to it', async () => {
    const url = await unsubscribeUrl(ana, 'invoices');
    const c = new TestClient('192.0.2.92');
    const shown = await c.send(unsubscribeGet, fromData(url));
    expect(shown.status).toBe(303);
    expect(shown.headers.get('location')).toMatch(/^\/avisos\/baja\?t=/);
    expect(await mailPreferences(ana)).toMatchObject({ invoices: true });
    const confirmed = await c.send(unsubscribe, fromData(url), { form: { pagina: '1' } });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toMatch(/&hecho=1$/);
    expect(await mailPreferences(ana)).toMatchObject({ invoices: false });
    await setMailPreferences(ana, { invoices: true }, 'micuenta');
  });
});
