// What mail each person gets: the one module other features plug into (preference-kinds.ts lists
// the choices and maps outbox kinds onto them). The outbox queue (queue.ts) passes every mail
// through `preparedMails`, so a mail of a kind its recipient turned off is never queued, and every
// mail of a kind one may turn off leaves with its one-click unsubscribe (RFC 8058): a URL sealed for
// that person and that kind (lib/seal/kinds.ts `unsubscribe`), in the List-Unsubscribe header
// (transport.ts) and, for people, as a link at the foot of the text. A recipient who is no customer
// user (a hotel's generic address) has no choices to keep: such a mail goes as composed.
import 'server-only';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import type { Prisma } from '@/lib/generated/prisma/client';
import { seals } from '@/lib/seal/kinds';
import type { DraftMail } from './compose';
import type { MailKind } from './kinds';
import {
  isPreferenceKind,
  PREFERENCE_KINDS,
  PREFERENCES,
  preferenceOfMailKind,
  preferenceValues,
  type ConsentSource,
  type PreferenceKind,
  type PreferenceValues,
} from './preference-kinds';

type Client = Prisma.TransactionClient | ReturnType<typeof db>;

/** A person's choices (defaults where they never chose). */
export async function mailPreferences(userId: number, client: Client = db()): Promise<PreferenceValues> {
  const rows = await client.mailPreference.findMany({ where: { userId }, select: { kind: true, enabled: true } });
  return preferenceValues(rows);
}

/** Whether a mail of `kind` may go to this person (by User id or e-mail). Kinds nobody may turn off: always. */
export async function shouldSend(who: { userId: number } | { email: string }, kind: MailKind): Promise<boolean> {
  const preference = preferenceOfMailKind(kind);
  if (!preference) return true;
  const user =
    'userId' in who
      ? { id: who.userId }
      : await db().user.findUnique({ where: { email: who.email.toLowerCase() }, select: { id: true } });
  if (!user) return true;
  return (await mailPreferences(user.id))[preference];
}

function origin(): string {
  return new URL(env().SITE_URL).origin;
}

/** The sealed token of one person's unsubscribe from one kind. */
export function unsubscribeToken(userId: number, kind: PreferenceKind): Promise<string> {
  return seals.unsubscribe.seal({ uid: userId, kind });
}

/** The RFC 8058 one-click address (POST unsubscribes; GET shows the confirmation page). */
export async function unsubscribeUrl(userId: number, kind: PreferenceKind): Promise<string> {
  return `${origin()}/api/avisos/baja?t=${encodeURIComponent(await unsubscribeToken(userId, kind))}`;
}

/** The page a person opens from the link in the text: it says what it turns off and asks to confirm. */
export function unsubscribePageUrl(token: string): string {
  return `${origin()}/avisos/baja?t=${encodeURIComponent(token)}`;
}

/** Whom and which kind a token unsubscribes, or null for anything forged, altered, expired or unknown. */
export async function openUnsubscribeToken(
  token: string | null,
): Promise<{ userId: number; kind: PreferenceKind } | null> {
  const opened = await seals.unsubscribe.unseal(token);
  if (!opened || !isPreferenceKind(opened.kind)) return null;
  const user = await db().user.findUnique({ where: { id: opened.uid }, select: { id: true } });
  return user ? { userId: user.id, kind: opened.kind } : null;
}

function footer(kind: PreferenceKind, pageUrl: string): string {
  return [
    '',
    '--',
    `Recibes este correo por tu elección «${PREFERENCES[kind].label}».`,
    `Para no recibir más correos de este tipo: ${pageUrl}`,
    `Todos tus avisos por correo: ${origin()}/micuenta?pestana=avisos`,
  ].join('\n');
}

/**
 * The mails to queue out of `mails`: those of a kind their recipient turned off left out, those of a
 * kind one may turn off (to a customer user) given their unsubscribe link. Two queries for any
 * number of mails; read in the caller's transaction when it has one.
 */
export async function preparedMails<M extends DraftMail>(client: Client, mails: readonly M[]): Promise<M[]> {
  const optional = mails.filter((m) => preferenceOfMailKind(m.kind) !== null);
  if (optional.length === 0) return [...mails];
  const emails = [...new Set(optional.map((m) => m.to.toLowerCase()))];
  const users = await client.user.findMany({ where: { email: { in: emails } }, select: { id: true, email: true } });
  const idOf = new Map(users.map((u) => [u.email, u.id]));
  const stored = await client.mailPreference.findMany({
    where: { userId: { in: users.map((u) => u.id) } },
    select: { userId: true, kind: true, enabled: true },
  });
  const choices = new Map(users.map((u) => [u.id, preferenceValues(stored.filter((s) => s.userId === u.id))] as const));
  const out: M[] = [];
  for (const mail of mails) {
    const kind = preferenceOfMailKind(mail.kind);
    const userId = kind ? idOf.get(mail.to.toLowerCase()) : undefined;
    if (!kind || userId === undefined) {
      out.push(mail);
      continue;
    }
    if (!choices.get(userId)![kind]) continue;
    const token = await unsubscribeToken(userId, kind);
    out.push({
      ...mail,
      text: `${mail.text}\n${footer(kind, unsubscribePageUrl(token))}`,
      unsubscribeUrl: mail.unsubscribeUrl ?? `${origin()}/api/avisos/baja?t=${encodeURIComponent(token)}`,
    });
  }
  return out;
}

/**
 * Saves a person's choices: only the kinds whose value changes are written, each change with its
 * consent record (the sentence shown, when, from where), in one transaction. Saving the same
 * choice twice (an unsubscribe link used again) writes nothing. Answers the choices as they are after.
 */
export async function setMailPreferences(
  userId: number,
  changes: Partial<Record<PreferenceKind, boolean>>,
  source: ConsentSource,
  now = new Date(),
): Promise<PreferenceValues> {
  return db().$transaction(async (tx) => {
    const before = await mailPreferences(userId, tx);
    for (const kind of PREFERENCE_KINDS) {
      const wanted = changes[kind];
      if (wanted === undefined || wanted === before[kind]) continue;
      await tx.mailPreference.upsert({
        where: { userId_kind: { userId, kind } },
        create: { userId, kind, enabled: wanted, updatedAt: now },
        update: { enabled: wanted, updatedAt: now },
      });
      await tx.mailConsent.create({
        data: { userId, kind, granted: wanted, text: PREFERENCES[kind].text, source, at: now },
      });
      before[kind] = wanted;
    }
    return before;
  });
}

/**
 * An unsubscribe link used (its one-click POST, or the page's button): that kind off for that
 * person, recorded as withdrawn consent the first time; null for a link that is not one of ours.
 */
export async function unsubscribeWith(token: string | null): Promise<{ kind: PreferenceKind } | null> {
  const opened = await openUnsubscribeToken(token);
  if (!opened) return null;
  await setMailPreferences(opened.userId, { [opened.kind]: false }, 'enlace');
  return { kind: opened.kind };
}
