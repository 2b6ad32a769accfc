import { describe, expect, it } from 'vitest';
import { CONSENT_GIVEN_CLASS, consentCookie } from '@/lib/consent/cookie';
import { consentPrecheckScript } from './consent-precheck';

/** Runs the inline script against a stand-in document and returns the classes it put on <html>. */
function run(cookie: string): string[] {
  const classes: string[] = [];
  const document = { cookie, documentElement: { classList: { add: (c: string) => classes.push(c) } } };
  new Function('document', consentPrecheckScript)(document);
  return classes;
}

describe('consent precheck', () => {
  it('marks <html> when a choice is stored, accepted or declined, wherever the cookie sits', () => {
    expect(run(consentCookie('true', false).split(';')[0]!)).toEqual([CONSENT_GIVEN_CLASS]);
    expect(run(`_ga=1; ${consentCookie('false', false).split(';')[0]}; other=2`)).toEqual([CONSENT_GIVEN_CLASS]);
  });

  it('leaves it alone without a choice, or for a cookie whose name only ends the same', () => {
    expect(run('')).toEqual([]);
    expect(run('theme=dark')).toEqual([]);
    expect(run('XCookieConsent=true')).toEqual([]);
  });
});
