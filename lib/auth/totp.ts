// Two-factor sign-in with an authenticator app (RFC 6238 TOTP via otpauth: 6 digits, 30 s, SHA-1,
// what every authenticator app reads) and single-use recovery codes.
// The secret is stored encrypted (AES-256-GCM, key derived from SESSION_SECRET with HKDF). A code
// is accepted one step either side of now, and never twice: the step accepted last is kept and
// only a later one passes, moved forward with a conditional update so two concurrent uses of one
// code cannot both win.
// One implementation for customers and staff: each function takes the store of its owner's secret,
// last step and recovery codes (lib/auth/totp-stores.ts).
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { company } from '@/lib/content/company';
import { env } from '@/lib/env';
import type { DraftMail } from '@/lib/mail/compose';
import { changeWithMail } from '@/lib/mail/queue';

const PERIOD = 30;
export const RECOVERY_CODE_COUNT = 10;

function key(): Buffer {
  return Buffer.from(hkdfSync('sha256', env().SESSION_SECRET, 'mille-totp', 'totp secret encryption v1', 32));
}

export function encryptSecret(base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const data = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), data.toString('base64url'), cipher.getAuthTag().toString('base64url')].join(
    '.',
  );
}

export function decryptSecret(stored: string): string {
  const [version, iv, data, tag] = stored.split('.');
  if (version !== 'v1' || !iv || !data || !tag) throw new Error('unknown TOTP secret format');
  const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

function totpFor(base32: string, label: string): TOTP {
  return new TOTP({
    issuer: company.name,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(base32),
  });
}

/** The time step a code matches (now ± 1), or null. */
function matchingStep(base32: string, code: string, now: Date): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor(base32, '').validate({ token, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD) + delta;
}

/** Where an owner's (a customer's or a staff member's) second factor is kept. */
export interface TotpStore {
  read(ownerId: number): Promise<{ secret: string | null; enabledAt: Date | null } | null>;
  /** Stores a new (encrypted) secret, not in force, and resets the last step. */
  setPendingSecret(ownerId: number, encrypted: string): Promise<void>;
  /**
   * Moves the last accepted step to `step` only if it is later than the stored one (and, with
   * `enableAt`, only while not yet enabled, enabling it): one conditional update; true if it won.
   */
  claimStep(ownerId: number, step: number, enableAt?: Date): Promise<boolean>;
  /** Removes the secret and the recovery codes (in the caller's transaction when given). */
  clear(ownerId: number, tx?: Prisma.TransactionClient): Promise<void>;
  replaceRecoveryCodes(ownerId: number, codeHashes: string[]): Promise<void>;
  /** Marks an unused code as used; true if this call spent it. */
  spendRecoveryCode(ownerId: number, codeHash: string, now: Date): Promise<boolean>;
  unusedRecoveryCodes(ownerId: number): Promise<number>;
}

export interface Enrolment {
  /** The secret as text, for typing into the app by hand (groups of four). */
  secret: string;
  uri: string;
  /** The otpauth URI as an SVG QR code. */
  qrSvg: string;
}

/** Starts (or restarts) enrolment: a new secret, not in force until a code confirms it. */
export async function startTotpEnrolment(store: TotpStore, ownerId: number, label: string): Promise<Enrolment | null> {
  const owner = await store.read(ownerId);
  if (!owner || owner.enabledAt) return null;
  const secret = new Secret({ size: 20 });
  await store.setPendingSecret(ownerId, encryptSecret(secret.base32));
  const uri = totpFor(secret.base32, label).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { secret: secret.base32.replace(/(.{4})/g, '$1 ').trim(), uri, qrSvg };
}

/** Confirms enrolment with a current code; returns the recovery codes (shown once) or null. */
export async function confirmTotpEnrolment(
  store: TotpStore,
  ownerId: number,
  code: string,
  now = new Date(),
): Promise<string[] | null> {
  const owner = await store.read(ownerId);
  if (!owner?.secret || owner.enabledAt) return null;
  const step = matchingStep(decryptSecret(owner.secret), code, now);
  if (step === null) return null;
  if (!(await store.claimStep(ownerId, step, now))) return null;
  return replaceRecoveryCodes(store, ownerId);
}

/**
 * Turns two-factor sign-in off (the caller has checked what lib/auth/own-access.ts asks), with the
 * owner's notice mail in the same transaction.
 */
export async function disableTotp(store: TotpStore, ownerId: number, notice: DraftMail): Promise<void> {
  await changeWithMail(
    (tx) => store.clear(ownerId, tx),
    () => notice,
  );
}

/**
 * Checks a second factor: a current TOTP code (each accepted once) or an unused recovery code
 * (spent). Only for owners with two-factor sign-in on.
 */
export async function verifySecondFactor(
  store: TotpStore,
  ownerId: number,
  input: string,
  now = new Date(),
): Promise<'totp' | 'recovery' | null> {
  const owner = await store.read(ownerId);
  if (!owner?.secret || !owner.enabledAt) return null;
  const step = matchingStep(decryptSecret(owner.secret), input, now);
  if (step !== null) return (await store.claimStep(ownerId, step)) ? 'totp' : null;
  const normalized = normalizeRecoveryCode(input);
  if (!normalized) return null;
  return (await store.spendRecoveryCode(ownerId, hashCode(normalized), now)) ? 'recovery' : null;
}

const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'; // no look-alikes (0/o, 1/l/i)

function hashCode(normalized: string): string {
  return createHash('sha256').update(normalized).digest('hex');
}

/** `abcde-fghjk` as typed, in any case, with or without the dash and spaces. */
function normalizeRecoveryCode(input: string): string | null {
  const compact = input.toLowerCase().replace(/[\s-]+/g, '');
  return compact.length === 10 && [...compact].every((c) => CODE_ALPHABET.includes(c)) ? compact : null;
}

/** Ten new codes of 10 characters (~49 bits each), replacing any earlier ones. */
export async function replaceRecoveryCodes(store: TotpStore, ownerId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(''),
  );
  await store.replaceRecoveryCodes(ownerId, codes.map(hashCode));
  return codes.map((c) => `${c.slice(0, 5)}-${c.slice(5)}`);
}

export async function unusedRecoveryCodes(store: TotpStore, ownerId: number): Promise<number> {
  return store.unusedRecoveryCodes(ownerId);
}
