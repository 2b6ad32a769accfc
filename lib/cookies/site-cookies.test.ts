// The cookie policy (/cookies) is rendered from siteStorage; here, what the setters really send
// in each mode must be exactly the cookies that table names. The browser test (e2e/site.spec.ts)
// compares the rendered page with what Chromium receives in demo mode.
import { parseSetCookie } from 'cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestCookieJar } from '@/lib/auth/cookies';
import { signInOptions } from '@/lib/auth/passkeys';
import { clearPendingSignIn, startPendingSignIn } from '@/lib/auth/second-factor';
import { endSession, startSession } from '@/lib/auth/session';
import { endStaffSession, startStaffSession } from '@/lib/staff/session';
import { consentCookie } from '@/lib/consent/cookie';
import { db } from '@/lib/db';
import { resetEnvForTests } from '@/lib/env';
import { browserCookie, siteStorage, storedName, type StoredItem } from './site-cookies';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
});

interface Attributes {
  httpOnly: boolean;
  secure: boolean;
  sameSite: string;
  /** Compared for fixed lifetimes only: the session's follows the environment. */
  maxAge?: number;
}

/**
 * Every cookie a visitor can get, as the setters write it: the banner's choice, a two-factor
 * sign-in's pending step, a passkey ceremony, a session and its end; and staff's pending step and
 * session.
 */
async function cookiesSet(secure: boolean): Promise<Map<string, Attributes>> {
  const user = await db().user.create({ data: { email: `cookies-${secure}@example.es`, passwordHash: 'x' } });
  const jar = new RequestCookieJar(new Request('http://localhost:3000/'));
  await startPendingSignIn(jar, 'customer', user.id);
  clearPendingSignIn(jar, 'customer');
  await signInOptions(jar);
  await startSession(jar, user.id);
  await endSession(jar, null);
  const staff = await db().staffUser.create({
    data: { email: `cookies-${secure}@millehotel.es`, role: 'admin', passwordHash: 'x' },
  });
  await startPendingSignIn(jar, 'staff', staff.id);
  clearPendingSignIn(jar, 'staff');
  await startStaffSession(jar, staff.id);
  await endStaffSession(jar, null);
  const lines = [consentCookie('true', secure), ...jar.apply(new Response(null)).headers.getSetCookie()];
  const seen = new Map<string, Attributes>();
  for (const c of lines.map((l) => parseSetCookie(l))) {
    if (c.maxAge === 0 && seen.has(c.name)) continue; // the deletion of one already seen
    seen.set(c.name, {
      httpOnly: c.httpOnly === true,
      secure: c.secure === true,
      sameSite: String(c.sameSite).toLowerCase(),
      maxAge: c.maxAge,
    });
  }
  return seen;
}

/** The setters' cookies are the list's, each with the list's attributes. */
function expectListed(set: Map<string, Attributes>, isProduction: boolean): void {
  const list = listed(isProduction);
  expect([...set.keys()].sort()).toEqual([...list.keys()].sort());
  for (const [name, attributes] of list) {
    const got = set.get(name);
    expect({ name, ...got, maxAge: attributes.maxAge === undefined ? undefined : got?.maxAge }).toEqual({
      name,
      ...attributes,
    });
  }
}

function listed(isProduction: boolean): Map<string, Attributes> {
  return new Map(
    Object.values(siteStorage)
      .filter((i: StoredItem) => i.store === 'cookie')
      .map((i: StoredItem) => [
        storedName(i, isProduction),
        { httpOnly: i.httpOnly, secure: isProduction, sameSite: i.sameSite ?? 'lax', maxAge: i.maxAge },
      ]),
  );
}

describe('the cookie list', () => {
  it('names, in production, exactly the cookies the site sets there (__Host-mille_session)', async () => {
    Object.assign(process.env, {
      APP_ENV: 'production',
      SITE_URL: 'https://www.example.es',
      SMTP_URL: 'smtp://localhost:2525',
    });
    resetEnvForTests();
    const set = await cookiesSet(true);
    expectListed(set, true);
    expect([...set.keys()]).toEqual(
      expect.arrayContaining(['__Host-mille_session', '__Host-mille_2fa', '__Host-mille_webauthn']),
    );
  });

  it('names, in demo mode, exactly the cookies the site sets there', async () => {
    process.env.APP_ENV = 'demo';
    resetEnvForTests();
    const set = await cookiesSet(false);
    expectListed(set, false);
    expect([...set.keys()]).toContain('mille_session');
  });
});

describe('browserCookie', () => {
  it('finds a cookie by its whole name anywhere in document.cookie', () => {
    expect(browserCookie('a=1; CookieConsent=true; b=2', 'CookieConsent')).toBe('true');
    expect(browserCookie('XCookieConsent=true', 'CookieConsent')).toBeNull();
    expect(browserCookie('', 'CookieConsent')).toBeNull();
    expect(browserCookie('mille_signed_in=1', 'mille_signed_in')).toBe('1');
  });
});
