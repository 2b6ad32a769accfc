// Subscribing to the status page without an account, through the calls the page's forms and the
// mails' links post to: double opt-in (the link single use, only the last one sent, forged or
// foreign tokens refused), one-click unsubscribe (RFC 8058) that deletes the address, the
// honeypot, and the per-address limit counted before anything is sent.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runCleanup } from '@/lib/cleanup/cleanup';
import { db } from '@/lib/db';
import { openMailLinks } from '@/lib/mail/sealed-links';
import { seals } from '@/lib/seal/kinds';
import { TestClient } from '@/lib/testing/http-client';
import { unsubscribeLinksOf } from '@/lib/status/subscriptions';
import { GET as unsubscribePage, POST as unsubscribe } from './baja/route';
import { POST as confirm } from './confirmar/route';
import { POST as subscribe } from './suscripcion/route';

vi.mock('next/cache', () => ({ revalidateTag: () => undefined, revalidatePath: () => undefined }));

const call = (
  c: TestClient,
  handler: (r: Request) => Promise<Response>,
  path: string,
  init: Parameters<TestClient['send']>[2],
) => c.send(handler, `../estado/${path}`, init);

async function componentIds(): Promise<number[]> {
  return (await db().statusComponent.findMany({ orderBy: { position: 'asc' }, select: { id: true } })).map((c) => c.id);
}

/** The token of the last opt-in link mailed to `email`, as the mail's reader gets it. */
async function optInToken(email: string): Promise<string> {
  const mail = await db().outboxMail.findFirstOrThrow({
    where: { recipient: email, kind: 'status-opt-in' },
    orderBy: { id: 'desc' },
  });
  expect(mail.secret).toBe(true);
  expect(mail.text).not.toContain('token=');
  const text = await openMailLinks(mail.text);
  const url = new URL(/https?:\/\/\S+/.exec(text!)![0]);
  expect(url.pathname).toBe('/estado/suscripcion');
  expect(url.searchParams.get('accion')).toBe('confirmar');
  return url.searchParams.get('token')!;
}

const location = (res: Response) => res.headers.get('location');

let client: TestClient;
let seq = 0;
beforeEach(() => {
  client = new TestClient(`203.0.113.${++seq}`);
});

describe('subscribing', () => {
  it('mails a confirmation link and mails nothing else until it is used; the link works once', async () => {
    const [pms, booking, channel] = await componentIds();
    const email = 'recepcion@hotel-uno.es';
    const asked = await call(client, subscribe, 'suscripcion', {
      form: { email: 'Recepcion@Hotel-Uno.es', [`componente-${pms}`]: 'on', [`componente-${channel}`]: 'on', web: '' },
    });
    expect(asked.status).toBe(303);
    expect(location(asked)).toBe('/estado/suscripcion?resultado=enviada');
    const row = await db().statusSubscriber.findUniqueOrThrow({ where: { email }, include: { components: true } });
    expect(row.confirmedAt).toBeNull();
    expect(row.components).toEqual([]);

    const token = await optInToken(email);
    const first = await call(client, confirm, 'confirmar', { form: { token } });
    expect(location(first)).toBe('/estado/suscripcion?resultado=confirmada');
    const confirmed = await db().statusSubscriber.findUniqueOrThrow({
      where: { email },
      include: { components: true },
    });
    expect(confirmed.confirmedAt).not.toBeNull();
    expect(confirmed.components.map((c) => c.componentId).sort()).toEqual([pms, channel].sort());
    expect(confirmed.components.map((c) => c.componentId)).not.toContain(booking);

    const again = await call(client, confirm, 'confirmar', { form: { token } });
    expect(location(again)).toBe('/estado/suscripcion?resultado=enlace-no-valido');
  });

  it('refuses a forged token, a tampered one, and another purpose’s', async () => {
    const [pms] = await componentIds();
    const email = 'forja@hotel-dos.es';
    await call(client, subscribe, 'suscripcion', { form: { email, [`componente-${pms}`]: 'on' } });
    const token = await optInToken(email);
    const subscriber = await db().statusSubscriber.findUniqueOrThrow({ where: { email } });
    const tampered = token.slice(0, 20) + (token[20] === 'A' ? 'B' : 'A') + token.slice(21);
    const unsubscribeToken = new URL((await unsubscribeLinksOf(subscriber)).oneClick).searchParams.get('token')!;
    for (const bad of ['', 'abc', tampered, unsubscribeToken]) {
      const res = await call(client, confirm, 'confirmar', { form: { token: bad } });
      expect(location(res), bad).toBe('/estado/suscripcion?resultado=enlace-no-valido');
    }
    // A link sealed for this subscriber with a nonce it was never sent.
    const guessed = await seals.statusOptIn.seal({ sid: subscriber.id, nonce: 'x'.repeat(32), components: [pms!] });
    expect(location(await call(client, confirm, 'confirmar', { form: { token: guessed } }))).toBe(
      '/estado/suscripcion?resultado=enlace-no-valido',
    );
    expect((await db().statusSubscriber.findUniqueOrThrow({ where: { email } })).confirmedAt).toBeNull();
    // The genuine one still works.
    expect(location(await call(client, confirm, 'confirmar', { form: { token } }))).toBe(
      '/estado/suscripcion?resultado=confirmada',
    );
  });

  it('only the last link sent works; asking again changes nothing of a confirmed subscription until confirmed', async () => {
    const [pms, booking] = await componentIds();
    const email = 'doble@hotel-tres.es';
    await call(client, subscribe, 'suscripcion', { form: { email, [`componente-${pms}`]: 'on' } });
    const old = await optInToken(email);
    await call(client, subscribe, 'suscripcion', { form: { email, [`componente-${booking}`]: 'on' } });
    const latest = await optInToken(email);
    expect(location(await call(client, confirm, 'confirmar', { form: { token: old } }))).toContain('enlace-no-valido');
    expect(location(await call(client, confirm, 'confirmar', { form: { token: latest } }))).toContain('confirmada');
    const row = await db().statusSubscriber.findUniqueOrThrow({ where: { email }, include: { components: true } });
    expect(row.components.map((c) => c.componentId)).toEqual([booking]);
  });

  it('answers a bad address or no component in words, and a filled honeypot as if sent, storing nothing', async () => {
    const [pms] = await componentIds();
    expect(
      location(
        await call(client, subscribe, 'suscripcion', { form: { email: 'no-es-correo', [`componente-${pms}`]: 'on' } }),
      ),
    ).toBe('/estado/suscripcion?resultado=correo-no-valido');
    expect(
      location(await call(client, subscribe, 'suscripcion', { form: { email: 'a@b.es', 'componente-999999': 'on' } })),
    ).toBe('/estado/suscripcion?resultado=sin-componentes');
    expect(
      location(
        await call(client, subscribe, 'suscripcion', {
          form: { email: 'robot@b.es', [`componente-${pms}`]: 'on', web: 'x' },
        }),
      ),
    ).toBe('/estado/suscripcion?resultado=enviada');
    expect(await db().statusSubscriber.count({ where: { email: { in: ['a@b.es', 'robot@b.es'] } } })).toBe(0);
  });

  it('mails one address at most three confirmation links an hour, from any client', async () => {
    const [pms] = await componentIds();
    const email = 'victima@hotel-cuatro.es';
    const outcomes: (string | null)[] = [];
    for (let i = 0; i < 4; i++)
      outcomes.push(
        location(
          await call(new TestClient(`198.18.0.${i + 1}`), subscribe, 'suscripcion', {
            form: { email, [`componente-${pms}`]: 'on' },
          }),
        ),
      );
    expect(outcomes.map((o) => o?.split('=')[1])).toEqual(['enviada', 'enviada', 'enviada', 'demasiadas']);
    expect(await db().outboxMail.count({ where: { recipient: email } })).toBe(3);
  });

  it('refuses a form from another site', async () => {
    const res = await call(client, subscribe, 'suscripcion', {
      form: { email: 'x@y.es' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });
});

describe('unsubscribing', () => {
  async function confirmedSubscriber(email: string) {
    const [pms] = await componentIds();
    await call(client, subscribe, 'suscripcion', { form: { email, [`componente-${pms}`]: 'on' } });
    await call(client, confirm, 'confirmar', { form: { token: await optInToken(email) } });
    return db().statusSubscriber.findUniqueOrThrow({ where: { email } });
  }

  it('one click (RFC 8058 POST, no session, no page) deletes the address and its subscriptions', async () => {
    const subscriber = await confirmedSubscriber('baja@hotel-cinco.es');
    const { oneClick, page } = await unsubscribeLinksOf(subscriber);
    const url = new URL(oneClick);
    expect(url.pathname).toBe('/api/estado/baja');
    expect(new URL(page).pathname).toBe('/estado/suscripcion');
    // A mail provider's POST: no Origin, no cookie, the fixed body.
    const res = await unsubscribe(
      new Request(oneClick, {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded', host: url.host },
      }),
    );
    expect(res.status).toBe(200);
    expect(await db().statusSubscriber.count({ where: { id: subscriber.id } })).toBe(0);
    expect(await db().statusSubscription.count({ where: { subscriberId: subscriber.id } })).toBe(0);
    // Again (a retry): still done, nothing to delete.
    const again = await client.send(unsubscribe, `../estado/baja${url.search}`, {
      form: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(again.status).toBe(200);
  });

  it('a browser GET of the link only leads to the page that asks; its form posts the token', async () => {
    const subscriber = await confirmedSubscriber('pagina@hotel-seis.es');
    const url = new URL((await unsubscribeLinksOf(subscriber)).oneClick);
    const shown = await client.send(unsubscribePage, `../estado/baja${url.search}`);
    expect(shown.status).toBe(303);
    expect(location(shown)).toMatch(/^\/estado\/suscripcion\?accion=baja&token=/);
    expect(await db().statusSubscriber.count({ where: { id: subscriber.id } })).toBe(1);
    const done = await client.send(unsubscribe, '../estado/baja', { form: { token: url.searchParams.get('token')! } });
    expect(location(done)).toBe('/estado/suscripcion?resultado=baja');
    expect(await db().statusSubscriber.count({ where: { id: subscriber.id } })).toBe(0);
  });

  it('refuses a forged link and an opt-in token, deleting nothing', async () => {
    const subscriber = await confirmedSubscriber('forjada@hotel-siete.es');
    const forged = await seals.statusUnsubscribe.seal({ sid: subscriber.id, key: 'k'.repeat(32) });
    for (const token of ['nada', forged]) {
      const res = await client.send(unsubscribe, `../estado/baja?token=${encodeURIComponent(token)}`, {
        form: { 'List-Unsubscribe': 'One-Click' },
      });
      expect(res.status).toBe(400);
    }
    expect(await db().statusSubscriber.count({ where: { id: subscriber.id } })).toBe(1);
  });
});

describe('addresses never confirmed', () => {
  it('are deleted by the cleanup once their last link has expired; confirmed ones stay', async () => {
    const [pms] = await componentIds();
    const now = Date.now();
    const make = (email: string, createdAt: number, confirmed: boolean) =>
      db().statusSubscriber.create({
        data: {
          email,
          unsubscribeKey: 'k'.repeat(24),
          createdAt: new Date(createdAt),
          confirmedAt: confirmed ? new Date(createdAt) : null,
          components: { create: [{ componentId: pms! }] },
        },
      });
    await make('caducada@hotel-ocho.es', now - 3 * 86_400_000, false);
    await make('reciente@hotel-ocho.es', now - 86_400_000, false);
    await make('confirmada@hotel-ocho.es', now - 30 * 86_400_000, true);
    const run = await runCleanup(new Date(now));
    expect(run.statusSubscribers).toBe(1);
    const left = await db().statusSubscriber.findMany({ where: { email: { endsWith: '@hotel-ocho.es' } } });
    expect(left.map((s) => s.email).sort()).toEqual(['confirmada@hotel-ocho.es', 'reciente@hotel-ocho.es']);
  });
});
