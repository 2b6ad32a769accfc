// The cookie policy (/cookies) is rendered from siteStorage; here, what the setters really send
// in each mode must be exactly the cookies that table names. The browser test (e2e/site.spec.ts)
// compares the rendered page with what Chromium receives in demo mode.
import { parseSetCookie } from 'cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestCookieJar } from '@/lib/auth/cookies';
import { endSession, startSession } from '@/lib/auth/session';
import { consentCookie } from '@/lib/consent/cookie';
import { db } from '@/lib/db';
import { resetEnvForTests } from '@/lib/env';
import { browserCookie, siteStorage, storedName } from './site-cookies';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
});

/** Every cookie a visitor can get: the banner's choice, then a sign-in and a sign-out. */
async function cookiesSet(secure: boolean): Promise<Map<string, { httpOnly: boolean }>> {
  const user = await db().user.create({ data: { email: `cookies-${secure}@example.es`, passwordHash: 'x' } });
  const jar = new RequestCookieJar(new Request('http://localhost:3000/'));
  await startSession(jar, user.id);
  await endSession(jar, null);
  const lines = [consentCookie('true', secure), ...jar.apply(new Response(null)).headers.getSetCookie()];
  return new Map(lines.map((l) => parseSetCookie(l)).map((c) => [c.name, { httpOnly: c.httpOnly === true }]));
}

function listed(isProduction: boolean): Map<string, { httpOnly: boolean }> {
  return new Map(
    Object.values(siteStorage)
      .filter((i) => i.store === 'cookie')
      .map((i) => [storedName(i, isProduction), { httpOnly: i.httpOnly }]),
  );
}

describe('the cookie list', () => {
  it('names, in production, exactly the cookies the site sets there (__Host-mille_session)', async () => {
    Object.assign(process.env, { APP_ENV: 'production', SITE_URL: 'https://www.example.es', SMTP_URL: 'smtp://localhost:2525' });
    resetEnvForTests();
    const set = await cookiesSet(true);
    expect(set).toEqual(listed(true));
    expect([...set.keys()]).toContain('__Host-mille_session');
  });

  it('names, in demo mode, exactly the cookies the site sets there', async () => {
    process.env.APP_ENV = 'demo';
    resetEnvForTests();
    const set = await cookiesSet(false);
    expect(set).toEqual(listed(false));
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
