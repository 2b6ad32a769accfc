// Single-use links sent by e-mail (password reset; invitations use the same mechanism): 32 random
// bytes, only their SHA-256 stored, each with an expiry. Issuing a link voids the user's earlier
// ones of the same purpose; using one is one conditional update, so of two concurrent uses one wins.
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { db } from '@/lib/db';

export type LinkPurpose = 'reset';

export type LinkCheck = { ok: true; userId: number } | { ok: false; reason: 'unknown' | 'used' | 'expired' };

export function linkTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new link token for `userId` (returned once, to put in the mail), voiding the earlier ones. */
export async function issueLinkToken(userId: number, purpose: LinkPurpose, ttlSeconds: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db().$transaction([
    db().linkToken.deleteMany({ where: { userId, purpose } }),
    db().linkToken.create({ data: { id: linkTokenHash(token), userId, purpose, expiresAt: new Date(now.getTime() + ttlSeconds * 1000), createdAt: now } }),
  ]);
  return token;
}

/** What a token is worth now, without using it. */
export async function checkLinkToken(token: string, purpose: LinkPurpose, now = new Date()): Promise<LinkCheck> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { ok: false, reason: 'unknown' };
  const row = await db().linkToken.findUnique({ where: { id: linkTokenHash(token) } });
  if (!row || row.purpose !== purpose) return { ok: false, reason: 'unknown' };
  if (row.usedAt) return { ok: false, reason: 'used' };
  if (row.expiresAt <= now) return { ok: false, reason: 'expired' };
  return { ok: true, userId: row.userId };
}

/** Uses a token: succeeds once, for the first caller, while it is live. */
export async function spendLinkToken(token: string, purpose: LinkPurpose, now = new Date()): Promise<LinkCheck> {
  const check = await checkLinkToken(token, purpose, now);
  if (!check.ok) return check;
  const won = await db().linkToken.updateMany({
    where: { id: linkTokenHash(token), purpose, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  return won.count === 1 ? check : { ok: false, reason: 'used' };
}

/** Voids every live link of a user (the password changed by some path). */
export async function voidLinkTokens(userId: number, purpose: LinkPurpose): Promise<void> {
  await db().linkToken.deleteMany({ where: { userId, purpose, usedAt: null } });
}
