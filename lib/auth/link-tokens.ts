// Single-use links sent by e-mail (password reset, invitations of customers and staff): 32 random bytes, only their
// SHA-256 stored, each with an expiry. Issuing a link voids the owner's earlier ones of the same
// purpose; using one is one conditional update, so of two concurrent uses one wins. One
// implementation for customers and staff: each function takes its owner's store.
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { db } from '@/lib/db';

export type LinkPurpose = 'reset' | 'invite' | 'staff-invite';

/** `purpose`: which of the purposes asked for the token has (a reset page also takes invitations). */
export type LinkCheck =
  | { ok: true; userId: number; purpose: LinkPurpose }
  | { ok: false; reason: 'unknown' | 'used' | 'expired'; purpose?: LinkPurpose };

interface LinkRow {
  ownerId: number;
  purpose: string;
  expiresAt: Date;
  usedAt: Date | null;
}

/** Where one kind of owner's links are kept (LinkToken for customers, StaffLinkToken for staff). */
export interface LinkTokenStore {
  /** Deletes the owner's links of `purpose` and stores the new one, in one transaction. */
  replace(ownerId: number, purpose: LinkPurpose, id: string, expiresAt: Date, now: Date): Promise<void>;
  find(id: string): Promise<LinkRow | null>;
  /** Marks a live, unused link used; true if this call did. */
  spend(id: string, purpose: LinkPurpose, now: Date): Promise<boolean>;
  voidUnused(ownerId: number, purpose: LinkPurpose): Promise<void>;
}

export const customerLinkStore: LinkTokenStore = {
  async replace(userId, purpose, id, expiresAt, now) {
    await db().$transaction([
      db().linkToken.deleteMany({ where: { userId, purpose } }),
      db().linkToken.create({ data: { id, userId, purpose, expiresAt, createdAt: now } }),
    ]);
  },
  async find(id) {
    const row = await db().linkToken.findUnique({ where: { id } });
    return row && { ownerId: row.userId, purpose: row.purpose, expiresAt: row.expiresAt, usedAt: row.usedAt };
  },
  async spend(id, purpose, now) {
    return (
      (
        await db().linkToken.updateMany({
          where: { id, purpose, usedAt: null, expiresAt: { gt: now } },
          data: { usedAt: now },
        })
      ).count === 1
    );
  },
  async voidUnused(userId, purpose) {
    await db().linkToken.deleteMany({ where: { userId, purpose, usedAt: null } });
  },
};

export const staffLinkStore: LinkTokenStore = {
  async replace(staffUserId, purpose, id, expiresAt, now) {
    await db().$transaction([
      db().staffLinkToken.deleteMany({ where: { staffUserId, purpose } }),
      db().staffLinkToken.create({ data: { id, staffUserId, purpose, expiresAt, createdAt: now } }),
    ]);
  },
  async find(id) {
    const row = await db().staffLinkToken.findUnique({ where: { id } });
    return row && { ownerId: row.staffUserId, purpose: row.purpose, expiresAt: row.expiresAt, usedAt: row.usedAt };
  },
  async spend(id, purpose, now) {
    return (
      (
        await db().staffLinkToken.updateMany({
          where: { id, purpose, usedAt: null, expiresAt: { gt: now } },
          data: { usedAt: now },
        })
      ).count === 1
    );
  },
  async voidUnused(staffUserId, purpose) {
    await db().staffLinkToken.deleteMany({ where: { staffUserId, purpose, usedAt: null } });
  },
};

export function linkTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new link token for `ownerId` (returned once, to put in the mail), voiding the earlier ones. */
export async function issueLinkToken(
  ownerId: number,
  purpose: LinkPurpose,
  ttlSeconds: number,
  now = new Date(),
  store: LinkTokenStore = customerLinkStore,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await store.replace(ownerId, purpose, linkTokenHash(token), new Date(now.getTime() + ttlSeconds * 1000), now);
  return token;
}

/** What a token is worth now, without using it. */
export async function checkLinkToken(
  token: string,
  purpose: LinkPurpose | readonly LinkPurpose[],
  now = new Date(),
  store: LinkTokenStore = customerLinkStore,
): Promise<LinkCheck> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { ok: false, reason: 'unknown' };
  const row = await store.find(linkTokenHash(token));
  const purposes: readonly string[] = typeof purpose === 'string' ? [purpose] : purpose;
  if (!row || !purposes.includes(row.purpose)) return { ok: false, reason: 'unknown' };
  const found = row.purpose as LinkPurpose;
  if (row.usedAt) return { ok: false, reason: 'used', purpose: found };
  if (row.expiresAt <= now) return { ok: false, reason: 'expired', purpose: found };
  return { ok: true, userId: row.ownerId, purpose: found };
}

/** Uses a token: succeeds once, for the first caller, while it is live. */
export async function spendLinkToken(
  token: string,
  purpose: LinkPurpose | readonly LinkPurpose[],
  now = new Date(),
  store: LinkTokenStore = customerLinkStore,
): Promise<LinkCheck> {
  const check = await checkLinkToken(token, purpose, now, store);
  if (!check.ok) return check;
  return (await store.spend(linkTokenHash(token), check.purpose, now))
    ? check
    : { ok: false, reason: 'used', purpose: check.purpose };
}

/** Voids every live link of an owner (the password changed by some path). */
export async function voidLinkTokens(
  ownerId: number,
  purpose: LinkPurpose,
  store: LinkTokenStore = customerLinkStore,
): Promise<void> {
  await store.voidUnused(ownerId, purpose);
}
