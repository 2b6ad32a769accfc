// Every value the service seals (encrypts and authenticates) for a browser or for itself says what
// it is for and for whom: a kind names its purpose, its audience (customer, staff or the service)
// and its subject, and each kind has a key of its own, derived from SESSION_SECRET with HKDF under
// that name. A value sealed as one kind cannot even be opened by another kind's reader (wrong key),
// and the kind's name is also sealed inside and checked, so that two kinds could never be confused
// by a shared key. A reader is typed by its kind: code holding the staff pending sign-in's reader has
// no way to read a customer's. Every kind is declared in lib/seal/kinds.ts; nothing seals with
// SESSION_SECRET itself.
import 'server-only';
import { hkdfSync } from 'node:crypto';
import { sealData, unsealData } from 'iron-session';
import { z } from 'zod';
import { env } from '@/lib/env';

/** 'visitor': someone without an account (a status page subscriber). */
export type SealAudience = 'customer' | 'staff' | 'service' | 'visitor';

export interface SealSpec<S extends z.ZodType> {
  /** What the value is for: 'session', 'pending-sign-in', 'passkey-ceremony', 'mail-link'… */
  purpose: string;
  audience: SealAudience;
  /** Whom the value is about: 'user' (a hotel contact), 'staff-user', 'link'… */
  subject: string;
  /** The longest the value may live (read when sealing); a reader refuses it after that. */
  ttlSeconds: number | (() => number);
  /** The payload's shape: a reader checks it after opening. */
  schema: S;
}

export interface SealKind<T> {
  /** `purpose/audience/subject`: the kind's name, in its key and inside every value. */
  readonly name: string;
  seal(value: T, ttlSeconds?: number): Promise<string>;
  /** The payload, or null for anything else: another kind's value, tampered, expired or malformed. */
  unseal(sealed: string | undefined | null): Promise<T | null>;
}

const KEY_SALT = 'mille sealed values';

/** The key of one kind: HKDF-SHA-256 over SESSION_SECRET with the kind's name as the label. */
export function sealKey(secret: string, name: string): string {
  return Buffer.from(hkdfSync('sha256', secret, KEY_SALT, `v1 ${name}`, 32)).toString('base64url');
}

export function sealKind<S extends z.ZodType>(spec: SealSpec<S>): SealKind<z.infer<S>> {
  const name = `${spec.purpose}/${spec.audience}/${spec.subject}`;
  const maxTtl = () => (typeof spec.ttlSeconds === 'function' ? spec.ttlSeconds() : spec.ttlSeconds);
  let cached: { secret: string; key: string } | null = null;
  const key = () => {
    const secret = env().SESSION_SECRET;
    if (cached?.secret !== secret) cached = { secret, key: sealKey(secret, name) };
    return cached.key;
  };
  const envelope = z.object({ k: z.literal(name), v: z.unknown() });
  return {
    name,
    seal(value, ttlSeconds = maxTtl()) {
      return sealData({ k: name, v: value }, { password: key(), ttl: Math.min(ttlSeconds, maxTtl()) });
    },
    async unseal(sealed) {
      if (!sealed) return null;
      try {
        const data = await unsealData<unknown>(sealed, { password: key(), ttl: maxTtl() });
        const opened = envelope.safeParse(data);
        const parsed = opened.success ? spec.schema.safeParse(opened.data.v) : null;
        return parsed?.success ? (parsed.data as z.infer<S>) : null;
      } catch {
        return null;
      }
    },
  };
}
