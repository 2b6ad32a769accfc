// Password hashing: argon2id with the OWASP parameters (m=19456 KiB, t=2, p=1).
import 'server-only';
import { randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// `Algorithm` is a const enum in the package's types; 2 is Argon2id.
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummy: Promise<string> | undefined;

/**
 * Verifies a password. With no stored hash (unknown e-mail) it still verifies against a dummy
 * hash with the same parameters, so both cases take the same time, and answers false.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  const target = stored ?? (await dummy);
  let ok = false;
  try {
    ok = await verify(target, password);
  } catch {
    ok = false;
  }
  return stored ? ok : false;
}

/** A temporary password for a new or reset user: 16 characters, no look-alikes. */
export function temporaryPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  let out = '';
  for (let i = 0; i < 16; i++) out += alphabet[randomInt(alphabet.length)];
  return `${out.slice(0, 4)}-${out.slice(4, 8)}-${out.slice(8, 12)}-${out.slice(12)}`;
}
