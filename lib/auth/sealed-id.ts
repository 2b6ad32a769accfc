// The cookie of a server-side session (customers' and staff's alike): an iron-session seal of a
// random id, whose SHA-256 keys the session row. Nothing else is in the cookie.
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { sealData, unsealData } from 'iron-session';
import { env } from '@/lib/env';

interface Sealed {
  sid?: string;
}

/** A new random session id (a new one at every sign-in: no fixation). */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** The row key of a session id. */
export function sessionKey(sid: string): string {
  return createHash('sha256').update(sid).digest('hex');
}

export function sealSessionId(sid: string, ttlSeconds: number): Promise<string> {
  return sealData({ sid } satisfies Sealed, { password: env().SESSION_SECRET, ttl: ttlSeconds });
}

// Unsealing (key derivation, decryption, MAC) is the costliest step of every signed-in call, and
// a cookie always unseals to the same id. Recently unsealed cookies are remembered for a few
// minutes; the session record is still read on every call, so logouts and expiry act at once.
const UNSEAL_MEMO_MS = 5 * 60_000;
const UNSEAL_MEMO_MAX = 2000;
const unsealMemo = new Map<string, { sid: string; until: number }>();

export async function unsealSessionId(sealed: string | undefined, ttlSeconds: number): Promise<string | null> {
  if (!sealed) return null;
  const memo = unsealMemo.get(sealed);
  if (memo && memo.until > Date.now()) return memo.sid;
  let sid: string | null = null;
  try {
    const data = await unsealData<Sealed>(sealed, { password: env().SESSION_SECRET, ttl: ttlSeconds });
    sid = typeof data.sid === 'string' && data.sid.length >= 32 ? data.sid : null;
  } catch {
    sid = null;
  }
  unsealMemo.delete(sealed);
  if (sid) {
    // Oldest first in a Map: drop from the front when full.
    if (unsealMemo.size >= UNSEAL_MEMO_MAX) unsealMemo.delete(unsealMemo.keys().next().value!);
    unsealMemo.set(sealed, { sid, until: Date.now() + UNSEAL_MEMO_MS });
  }
  return sid;
}
