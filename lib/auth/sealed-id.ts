// The cookie of a server-side session (customers' and staff's alike): a sealed random id, whose
// SHA-256 keys the session row. Nothing else is in the cookie. Each audience seals with its own
// kind (lib/seal/kinds.ts), so a customer's cookie never opens as a staff one, nor the reverse.
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { seals } from '@/lib/seal/kinds';

/** Whose session: the kind its cookie is sealed as. */
export type SessionAudience = 'customer' | 'staff';

const kindOf = { customer: seals.customerSession, staff: seals.staffSession } as const;

/** A new random session id (a new one at every sign-in: no fixation). */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** The row key of a session id. */
export function sessionKey(sid: string): string {
  return createHash('sha256').update(sid).digest('hex');
}

export function sealSessionId(audience: SessionAudience, sid: string, ttlSeconds: number): Promise<string> {
  return kindOf[audience].seal({ sid }, ttlSeconds);
}

// Unsealing (key derivation, decryption, MAC) is the costliest step of every signed-in call, and
// a cookie always unseals to the same id. Recently unsealed cookies are remembered for a few
// minutes, per audience; the session record is still read on every call, so logouts and expiry
// act at once.
const UNSEAL_MEMO_MS = 5 * 60_000;
const UNSEAL_MEMO_MAX = 2000;
const unsealMemo = new Map<string, { sid: string; until: number }>();

export async function unsealSessionId(audience: SessionAudience, sealed: string | undefined): Promise<string | null> {
  if (!sealed) return null;
  const memoKey = `${audience}\n${sealed}`;
  const memo = unsealMemo.get(memoKey);
  if (memo && memo.until > Date.now()) return memo.sid;
  const sid = (await kindOf[audience].unseal(sealed))?.sid ?? null;
  unsealMemo.delete(memoKey);
  if (sid) {
    // Oldest first in a Map: drop from the front when full.
    if (unsealMemo.size >= UNSEAL_MEMO_MAX) unsealMemo.delete(unsealMemo.keys().next().value!);
    unsealMemo.set(memoKey, { sid, until: Date.now() + UNSEAL_MEMO_MS });
  }
  return sid;
}
