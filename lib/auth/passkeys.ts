// Passkeys (WebAuthn, @simplewebauthn/server). The relying party is SITE_URL's host; the challenge
// of each ceremony travels in a sealed, short-lived cookie and is spent once (an atomic counter in
// the limiter store), so an answer cannot be replayed. One implementation for customers and staff:
// each function takes its owner's store (lib/auth/passkey-stores.ts), and a ceremony started for one
// kind of owner never serves the other. Whether the authenticator verified its user (PIN,
// biometrics: the UV flag) is told to the caller: a customer passkey that did not is one factor
// (something the user has), never the second factor a hotel may demand.
import 'server-only';
import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { company } from '@/lib/content/company';
import { env } from '@/lib/env';
import { consume } from '@/lib/http/rate-limit';
import type { DraftMail } from '@/lib/mail/compose';
import { changeWithMail } from '@/lib/mail/queue';
import type { Prisma } from '@/lib/generated/prisma/client';
import { siteStorage } from '@/lib/cookies/site-cookies';
import type { CookieJar } from './cookies';
import { customerPasskeyStore } from './passkey-stores';
import { seals } from '@/lib/seal/kinds';
import { setSiteCookie, siteCookieName } from './site-cookie';

const CEREMONY_SECONDS = siteStorage.passkeyCeremony.maxAge;
export const PASSKEY_NAME_MAX = 60;
type Purpose = 'register' | 'sign-in';

export interface StoredPasskey {
  id: string;
  ownerId: number;
  publicKey: Uint8Array;
  counter: number;
  transports: string;
}

/** Where one kind of owner's passkeys are kept (Passkey for customers, StaffPasskey for staff). */
export interface PasskeyStore {
  scope: 'customer' | 'staff';
  /** 'required': the authenticator must verify its user, as when a passkey stands for two factors. */
  userVerification: 'preferred' | 'required';
  /** A stable WebAuthn user handle that is not the e-mail. */
  userHandle(ownerId: number): string;
  list(ownerId: number): Promise<{ id: string; transports: string }[]>;
  count(ownerId: number): Promise<number>;
  find(id: string): Promise<StoredPasskey | null>;
  create(
    ownerId: number,
    passkey: { id: string; publicKey: Uint8Array<ArrayBuffer>; counter: number; transports: string; name: string },
    tx?: Prisma.TransactionClient,
  ): Promise<void>;
  /** Moves the signature counter on (only forwards, unless the authenticator keeps none); true if it did. */
  advance(id: string, counter: number, now: Date): Promise<boolean>;
  rename(ownerId: number, id: string, name: string): Promise<boolean>;
  /** In the caller's transaction when given. */
  remove(ownerId: number, id: string, tx?: Prisma.TransactionClient): Promise<boolean>;
}

type Ceremony = NonNullable<Awaited<ReturnType<typeof seals.customerPasskeyCeremony.unseal>>>;

// Each kind of owner seals its ceremonies as its own kind (lib/seal/kinds.ts): a ceremony
// started for a customer never serves a member of staff, nor the reverse.
const ceremonyKinds = { customer: seals.customerPasskeyCeremony, staff: seals.staffPasskeyCeremony } as const;

export function ceremonyCookieName(): string {
  return siteCookieName(siteStorage.passkeyCeremony);
}

function relyingParty(): { id: string; origin: string } {
  const url = new URL(env().SITE_URL);
  return { id: url.hostname, origin: url.origin };
}

async function keepCeremony(
  jar: CookieJar,
  challenge: string,
  purpose: Purpose,
  store: PasskeyStore,
  uid: number | null,
): Promise<void> {
  const sealed: Ceremony = { challenge, purpose, uid, exp: Date.now() + CEREMONY_SECONDS * 1000 };
  setSiteCookie(jar, siteStorage.passkeyCeremony, await ceremonyKinds[store.scope].seal(sealed), CEREMONY_SECONDS);
}

/** The ceremony the browser is in, spent: a second call with the same challenge gets null. */
async function takeCeremony(jar: CookieJar, purpose: Purpose, store: PasskeyStore): Promise<Ceremony | null> {
  const value = jar.get(ceremonyCookieName());
  setSiteCookie(jar, siteStorage.passkeyCeremony, '', 0);
  const data = await ceremonyKinds[store.scope].unseal(value);
  if (!data || data.purpose !== purpose || data.exp <= Date.now()) return null;
  const once = await consume(
    { name: 'webauthn-challenge', points: 1, durationSeconds: CEREMONY_SECONDS },
    data.challenge,
  );
  return once.allowed ? data : null;
}

export function cleanPasskeyName(raw: string): string {
  // One line of ordinary text: no control or bidirectional-override characters.
  return raw
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '')
    .trim()
    .slice(0, PASSKEY_NAME_MAX);
}

const transportsOf = (stored: string) => (stored ? stored.split(',') : undefined);

/**
 * How a registration treats user verification: the store's rule, or 'required' for this owner
 * (a customer whose passkey must be able to stand for the second factor a hotel demands).
 */
function userVerificationOf(store: PasskeyStore, requireUserVerification: boolean): PasskeyStore['userVerification'] {
  return requireUserVerification ? 'required' : store.userVerification;
}

/**
 * Options for navigator.credentials.create() for `user` (signed in, or a member of staff enrolling).
 * `requireUserVerification`: ask the authenticator to verify its user even if the store only prefers it.
 */
export async function registrationOptions(
  jar: CookieJar,
  user: { id: number; email: string },
  store: PasskeyStore = customerPasskeyStore,
  requireUserVerification = false,
) {
  const rp = relyingParty();
  const existing = await store.list(user.id);
  const options = await generateRegistrationOptions({
    rpName: company.name,
    rpID: rp.id,
    userName: user.email,
    userID: new TextEncoder().encode(store.userHandle(user.id)),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: transportsOf(p.transports) })),
    authenticatorSelection: {
      residentKey: 'required',
      userVerification: userVerificationOf(store, requireUserVerification),
    },
  });
  await keepCeremony(jar, options.challenge, 'register', store, user.id);
  return options;
}

export interface RegistrationRules {
  /** The answer must show user verification (as the options asked; the same rule as there). */
  requireUserVerification?: boolean;
  /** The notice mail of the new passkey (its stored name), queued in the passkey's own transaction. */
  notice?: (name: string) => DraftMail;
}

/** Verifies and stores a new passkey; false when the answer does not check out. */
export async function registerPasskey(
  jar: CookieJar,
  userId: number,
  response: RegistrationResponseJSON,
  name: string,
  store: PasskeyStore = customerPasskeyStore,
  rules: RegistrationRules = {},
): Promise<boolean> {
  const ceremony = await takeCeremony(jar, 'register', store);
  if (!ceremony || ceremony.uid !== userId) return false;
  const rp = relyingParty();
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: ceremony.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: userVerificationOf(store, rules.requireUserVerification ?? false) === 'required',
    });
  } catch {
    return false;
  }
  if (!verified.verified) return false;
  const { credential } = verified.registrationInfo;
  const count = await store.count(userId);
  const stored = cleanPasskeyName(name) || `Llave de acceso ${count + 1}`;
  await changeWithMail(
    (tx) =>
      store.create(
        userId,
        {
          id: credential.id,
          publicKey: new Uint8Array(credential.publicKey),
          counter: credential.counter,
          transports: (credential.transports ?? []).join(','),
          name: stored,
        },
        tx,
      ),
    () => rules.notice?.(stored) ?? null,
  );
  return true;
}

/** Options for navigator.credentials.get(), for any account (discoverable credentials). */
export async function signInOptions(jar: CookieJar, store: PasskeyStore = customerPasskeyStore) {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty().id,
    userVerification: store.userVerification,
    challenge: randomBytes(32),
  });
  await keepCeremony(jar, options.challenge, 'sign-in', store, null);
  return options;
}

/** A sign-in answer matched with its (spent) ceremony and the passkey it names, before any check. */
export interface PasskeyAnswer {
  challenge: string;
  passkey: StoredPasskey;
  response: AuthenticationResponseJSON;
}

/** Spends the request's sign-in ceremony and finds the passkey the answer names; null if either is missing. */
export async function openPasskeyAnswer(
  jar: CookieJar,
  response: AuthenticationResponseJSON,
  store: PasskeyStore = customerPasskeyStore,
): Promise<PasskeyAnswer | null> {
  const ceremony = await takeCeremony(jar, 'sign-in', store);
  if (!ceremony || typeof response?.id !== 'string') return null;
  const passkey = await store.find(response.id);
  return passkey ? { challenge: ceremony.challenge, passkey, response } : null;
}

/** A passkey answer that checked out: whether its authenticator verified the user (PIN, biometrics). */
export interface PasskeyCheck {
  userVerified: boolean;
}

/**
 * Checks the answer's signature (origin, relying party, challenge, counter); null unless it signs its
 * owner in. A store that requires user verification refuses an answer without it.
 */
export async function checkPasskeyAnswer(
  answer: PasskeyAnswer,
  store: PasskeyStore = customerPasskeyStore,
): Promise<PasskeyCheck | null> {
  const { passkey } = answer;
  const rp = relyingParty();
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response: answer.response,
      expectedChallenge: answer.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: transportsOf(passkey.transports),
      },
      requireUserVerification: store.userVerification === 'required',
    });
  } catch {
    return null;
  }
  if (!verified.verified) return null;
  // A counter that goes backwards means a cloned authenticator (0 = the authenticator keeps none).
  if (!(await store.advance(passkey.id, verified.authenticationInfo.newCounter, new Date()))) return null;
  return { userVerified: verified.authenticationInfo.userVerified };
}

/** The owner a passkey answer signs in and whether the authenticator verified them, or null. */
export async function verifyPasskeySignIn(
  jar: CookieJar,
  response: AuthenticationResponseJSON,
  store: PasskeyStore = customerPasskeyStore,
): Promise<(PasskeyCheck & { ownerId: number }) | null> {
  const answer = await openPasskeyAnswer(jar, response, store);
  const check = answer && (await checkPasskeyAnswer(answer, store));
  return answer && check ? { ownerId: answer.passkey.ownerId, ...check } : null;
}

export async function renamePasskey(
  userId: number,
  id: string,
  name: string,
  store: PasskeyStore = customerPasskeyStore,
): Promise<boolean> {
  const clean = cleanPasskeyName(name);
  if (!clean) return false;
  return store.rename(userId, id, clean);
}

/**
 * Removes one of the owner's passkeys; true if it did. `notice`: the owner's notice mail of it,
 * queued in the removal's own transaction.
 */
export async function removePasskey(
  userId: number,
  id: string,
  store: PasskeyStore = customerPasskeyStore,
  notice?: () => DraftMail,
): Promise<boolean> {
  return changeWithMail(
    (tx) => store.remove(userId, id, tx),
    (removed) => (removed && notice ? notice() : null),
  );
}
