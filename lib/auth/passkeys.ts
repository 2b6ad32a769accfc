// Passkeys (WebAuthn, @simplewebauthn/server). The relying party is SITE_URL's host; the challenge
// of each ceremony travels in a sealed, short-lived cookie and is spent once (an atomic counter in
// the limiter store), so an answer cannot be replayed. A passkey sign-in is complete by itself.
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
import { sealData, unsealData } from 'iron-session';
import { company } from '@/lib/content/company';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { consume } from '@/lib/http/rate-limit';
import { siteStorage } from '@/lib/cookies/site-cookies';
import type { CookieJar } from './cookies';
import { setSiteCookie, siteCookieName } from './site-cookie';

const CEREMONY_SECONDS = siteStorage.passkeyCeremony.maxAge;
export const PASSKEY_NAME_MAX = 60;
type Purpose = 'register' | 'sign-in';

interface Ceremony {
  challenge: string;
  purpose: Purpose;
  uid: number | null;
  exp: number;
}

export function ceremonyCookieName(): string {
  return siteCookieName(siteStorage.passkeyCeremony);
}

function relyingParty(): { id: string; origin: string } {
  const url = new URL(env().SITE_URL);
  return { id: url.hostname, origin: url.origin };
}

async function keepCeremony(jar: CookieJar, challenge: string, purpose: Purpose, uid: number | null): Promise<void> {
  const sealed: Ceremony = { challenge, purpose, uid, exp: Date.now() + CEREMONY_SECONDS * 1000 };
  setSiteCookie(jar, siteStorage.passkeyCeremony, await sealData(sealed, { password: env().SESSION_SECRET, ttl: CEREMONY_SECONDS }), CEREMONY_SECONDS);
}

/** The ceremony the browser is in, spent: a second call with the same challenge gets null. */
async function takeCeremony(jar: CookieJar, purpose: Purpose): Promise<Ceremony | null> {
  const value = jar.get(ceremonyCookieName());
  setSiteCookie(jar, siteStorage.passkeyCeremony, '', 0);
  if (!value) return null;
  let data: Partial<Ceremony>;
  try {
    data = await unsealData<Partial<Ceremony>>(value, { password: env().SESSION_SECRET, ttl: CEREMONY_SECONDS });
  } catch {
    return null;
  }
  if (data.purpose !== purpose || typeof data.challenge !== 'string' || typeof data.exp !== 'number' || data.exp <= Date.now()) return null;
  const once = await consume({ name: 'webauthn-challenge', points: 1, durationSeconds: CEREMONY_SECONDS }, data.challenge);
  return once.allowed ? (data as Ceremony) : null;
}

export function cleanPasskeyName(raw: string): string {
  // One line of ordinary text: no control or bidirectional-override characters.
  return raw.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '').trim().slice(0, PASSKEY_NAME_MAX);
}

/** Options for navigator.credentials.create() for the signed-in user. */
export async function registrationOptions(jar: CookieJar, user: { id: number; email: string }) {
  const rp = relyingParty();
  const existing = await db().passkey.findMany({ where: { userId: user.id }, select: { id: true, transports: true } });
  const options = await generateRegistrationOptions({
    rpName: company.name,
    rpID: rp.id,
    userName: user.email,
    // A stable handle that is not the e-mail or the database id.
    userID: new TextEncoder().encode(`mille-user-${user.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports ? p.transports.split(',') : undefined })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await keepCeremony(jar, options.challenge, 'register', user.id);
  return options;
}

/** Verifies and stores a new passkey; false when the answer does not check out. */
export async function registerPasskey(jar: CookieJar, userId: number, response: RegistrationResponseJSON, name: string): Promise<boolean> {
  const ceremony = await takeCeremony(jar, 'register');
  if (!ceremony || ceremony.uid !== userId) return false;
  const rp = relyingParty();
  let verified;
  try {
    verified = await verifyRegistrationResponse({ response, expectedChallenge: ceremony.challenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: false });
  } catch {
    return false;
  }
  if (!verified.verified) return false;
  const { credential } = verified.registrationInfo;
  const count = await db().passkey.count({ where: { userId } });
  await db().passkey.create({
    data: {
      id: credential.id,
      userId,
      publicKey: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: (credential.transports ?? []).join(','),
      name: cleanPasskeyName(name) || `Llave de acceso ${count + 1}`,
    },
  });
  return true;
}

/** Options for navigator.credentials.get(), for any account (discoverable credentials). */
export async function signInOptions(jar: CookieJar) {
  const options = await generateAuthenticationOptions({ rpID: relyingParty().id, userVerification: 'preferred', challenge: randomBytes(32) });
  await keepCeremony(jar, options.challenge, 'sign-in', null);
  return options;
}

/** The user a passkey answer signs in, or null. */
export async function verifyPasskeySignIn(jar: CookieJar, response: AuthenticationResponseJSON): Promise<number | null> {
  const ceremony = await takeCeremony(jar, 'sign-in');
  if (!ceremony || typeof response?.id !== 'string') return null;
  const passkey = await db().passkey.findUnique({ where: { id: response.id } });
  if (!passkey) return null;
  const rp = relyingParty();
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: ceremony.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: { id: passkey.id, publicKey: new Uint8Array(passkey.publicKey), counter: passkey.counter, transports: passkey.transports ? passkey.transports.split(',') : undefined },
      requireUserVerification: false,
    });
  } catch {
    return null;
  }
  if (!verified.verified) return null;
  // A counter that goes backwards means a cloned authenticator (0 = the authenticator keeps none).
  const next = verified.authenticationInfo.newCounter;
  const moved = await db().passkey.updateMany({
    where: { id: passkey.id, ...(next > 0 ? { counter: { lt: next } } : {}) },
    data: { counter: next, lastUsedAt: new Date() },
  });
  return moved.count === 1 ? passkey.userId : null;
}

export async function renamePasskey(userId: number, id: string, name: string): Promise<boolean> {
  const clean = cleanPasskeyName(name);
  if (!clean) return false;
  return (await db().passkey.updateMany({ where: { id, userId }, data: { name: clean } })).count === 1;
}

export async function removePasskey(userId: number, id: string): Promise<boolean> {
  return (await db().passkey.deleteMany({ where: { id, userId } })).count === 1;
}
