// Subscriptions to the status page without an account: an address and the components it wants
// news of. Double opt-in: subscribing only mails a confirmation link (sealed for that purpose,
// carrying the components asked for, single use by its nonce); the address gets status mail only
// once the link is used. Every status mail carries a one-click unsubscribe link (RFC 8058, sealed
// for that purpose), and unsubscribing deletes the address: it serves for nothing else (LSSI).
// Answers are the same whether the address was known or not, so the form tells no one who
// subscribed.
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { db } from '@/lib/db';
import { hashClientAddress } from '@/lib/enquiries/client-hash';
import { env } from '@/lib/env';
import { consume, refund, type LimitRule } from '@/lib/http/rate-limit';
import { log } from '@/lib/log';
import { queueMail } from '@/lib/mail/queue';
import { seals, STATUS_OPT_IN_SECONDS } from '@/lib/seal/kinds';
import { optInMail } from './mails';
import { COMPONENT_FIELD, EMAIL_MAX, HONEYPOT } from './subscriptions-form';
import type { SubscriptionOutcome } from './subscriptions-outcomes';

/** Confirmation mails to one address per hour: the form cannot be used to flood someone's inbox. */
const PER_ADDRESS: LimitRule = { name: 'status-subscribe-address', points: 3, durationSeconds: 3600 };

/** Subscriptions asked per client address per window: the public forms' limit (ENQUIRY_LIMIT / ENQUIRY_WINDOW_SECONDS). */
function perClient(): LimitRule {
  const e = env();
  return { name: 'status-subscribe', points: e.ENQUIRY_LIMIT, durationSeconds: e.ENQUIRY_WINDOW_SECONDS };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const nonce = () => randomBytes(24).toString('base64url');

function siteOrigin(): string {
  return new URL(env().SITE_URL).origin;
}

export function optInUrl(token: string): string {
  return `${siteOrigin()}/estado/suscripcion?accion=confirmar&token=${encodeURIComponent(token)}`;
}

/** The one-click URL (POST, RFC 8058); a GET of it leads to the page that asks first. */
export function unsubscribeUrl(token: string): string {
  return `${siteOrigin()}/api/estado/baja?token=${encodeURIComponent(token)}`;
}

export function unsubscribePageUrl(token: string): string {
  return `${siteOrigin()}/estado/suscripcion?accion=baja&token=${encodeURIComponent(token)}`;
}

const emailSchema = z.email().max(EMAIL_MAX);

/**
 * Asks for a subscription (form: email, componente-<id> checked, the honeypot): counts the attempt,
 * keeps the address unconfirmed, mails the confirmation link.
 */
export async function subscribe(form: Record<string, string>, clientAddress: string): Promise<SubscriptionOutcome> {
  if ((form[HONEYPOT] ?? '').trim() !== '') return 'enviada';
  const email = (form.email ?? '').trim().toLowerCase();
  if (!emailSchema.safeParse(email).success) return 'correo-no-valido';
  const asked = Object.entries(form).flatMap(([key, value]) => {
    const m = COMPONENT_FIELD.exec(key);
    return m && value ? [Number(m[1])] : [];
  });
  const known = asked.length
    ? await db().statusComponent.findMany({
        where: { id: { in: asked.slice(0, 100) } },
        select: { id: true, name: true },
      })
    : [];
  if (known.length === 0) return 'sin-componentes';

  // Counted before anything is written or sent, atomically (concurrent posts cannot all slip under).
  const client = hashClientAddress(clientAddress);
  const rule = perClient();
  if (!(await consume(rule, client)).allowed) return 'demasiadas';
  if (!(await consume(PER_ADDRESS, sha256(email))).allowed) {
    await refund(rule, client).catch(() => undefined);
    return 'demasiadas';
  }

  const secret = nonce();
  const subscriber = await db().statusSubscriber.upsert({
    where: { email },
    create: { email, confirmNonceHash: sha256(secret), unsubscribeKey: nonce() },
    update: { confirmNonceHash: sha256(secret) },
    select: { id: true },
  });
  // For an address not confirmed yet, its time is that of the last link: the cleanup deletes it
  // two days after, when that link has expired unused.
  await db().statusSubscriber.updateMany({
    where: { id: subscriber.id, confirmedAt: null },
    data: { createdAt: new Date() },
  });
  const token = await seals.statusOptIn.seal({ sid: subscriber.id, nonce: secret, components: known.map((c) => c.id) });
  await queueMail(
    optInMail(
      email,
      optInUrl(token),
      new Date(Date.now() + STATUS_OPT_IN_SECONDS * 1000),
      known.map((c) => c.name),
    ),
  );
  log().info({ event: 'status.subscribe-asked', subscriber: subscriber.id }, 'status subscription asked');
  return 'enviada';
}

/** Uses an opt-in link: once, within its two days, and only the link last sent to the address. */
export async function confirmSubscription(token: string): Promise<SubscriptionOutcome> {
  const opened = await seals.statusOptIn.unseal(token);
  if (!opened) return 'enlace-no-valido';
  const confirmed = await db().$transaction(async (tx) => {
    // The conditional update spends the link: of two uses at once, one changes the row.
    const spent = await tx.statusSubscriber.updateMany({
      where: { id: opened.sid, confirmNonceHash: sha256(opened.nonce) },
      data: { confirmNonceHash: null, confirmedAt: new Date() },
    });
    if (spent.count !== 1) return false;
    const existing = await tx.statusComponent.findMany({
      where: { id: { in: opened.components } },
      select: { id: true },
    });
    await tx.statusSubscription.deleteMany({ where: { subscriberId: opened.sid } });
    await tx.statusSubscription.createMany({
      data: existing.map((c) => ({ subscriberId: opened.sid, componentId: c.id })),
    });
    return true;
  });
  if (!confirmed) return 'enlace-no-valido';
  log().info({ event: 'status.subscribe-confirmed', subscriber: opened.sid }, 'status subscription confirmed');
  return 'confirmada';
}

/**
 * Uses an unsubscribe link: the address and its subscriptions are deleted. A link of a
 * subscription already gone answers `baja` too (a second click, or a mail client's retry); a link
 * the service did not make, or not for this subscription, is refused.
 */
export async function unsubscribe(token: string): Promise<SubscriptionOutcome> {
  const opened = await seals.statusUnsubscribe.unseal(token);
  if (!opened) return 'enlace-no-valido';
  const gone = await db().statusSubscriber.deleteMany({ where: { id: opened.sid, unsubscribeKey: opened.key } });
  if (gone.count) {
    log().info({ event: 'status.unsubscribed', subscriber: opened.sid }, 'status subscription ended');
    return 'baja';
  }
  // Still there under another key: not a link of this subscription.
  const other = await db().statusSubscriber.count({ where: { id: opened.sid } });
  return other ? 'enlace-no-valido' : 'baja';
}

/** A subscriber's unsubscribe links, sealed anew for each mail: the one-click URL and the page's. */
export async function unsubscribeLinksOf(subscriber: {
  id: number;
  unsubscribeKey: string;
}): Promise<{ oneClick: string; page: string }> {
  const token = await seals.statusUnsubscribe.seal({ sid: subscriber.id, key: subscriber.unsubscribeKey });
  return { oneClick: unsubscribeUrl(token), page: unsubscribePageUrl(token) };
}
