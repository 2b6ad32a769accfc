// Everything the site keeps in a visitor's browser: its cookies and its one local-storage entry.
// The code that sets each one takes the name and attributes from here, and the cookie policy
// (/cookies) is rendered from this table, so the legal page names exactly what the site sets.
// Pure (no server-only): the cookie banner and the navbar's account button read it in the browser.

export interface StoredItem {
  store: 'cookie' | 'localStorage';
  /** The name in production. */
  name: string;
  /**
   * The name in demo mode, when it differs: a `__Host-` cookie must be Secure, and demo mode runs
   * over plain HTTP.
   */
  demoName?: string;
  /** Hidden from the page's scripts. */
  httpOnly: boolean;
  /** Sent along from other sites' links (lax) or only from our own pages (strict). */
  sameSite?: 'lax' | 'strict';
  /** Lifetime in seconds when it is fixed; otherwise it follows the session settings. */
  maxAge?: number;
}

const DAY = 24 * 3600;

// `__Host-` binds a cookie to our host over HTTPS (no Domain, Path=/, Secure).
export const siteStorage = {
  consent: { store: 'cookie', name: 'CookieConsent', httpOnly: false, sameSite: 'lax', maxAge: 365 * DAY },
  session: {
    store: 'cookie',
    name: '__Host-mille_session',
    demoName: 'mille_session',
    httpOnly: true,
    sameSite: 'lax',
  },
  // Readable by the static pages' script on purpose: it only says "this browser has signed in".
  signedInHint: { store: 'cookie', name: 'mille_signed_in', httpOnly: false, sameSite: 'lax' },
  // Between the password and the code of a two-factor sign-in (lib/auth/second-factor.ts).
  secondFactorPending: {
    store: 'cookie',
    name: '__Host-mille_2fa',
    demoName: 'mille_2fa',
    httpOnly: true,
    sameSite: 'strict',
    maxAge: 5 * 60,
  },
  // Between asking for a passkey and the browser's answer (lib/auth/passkeys.ts).
  passkeyCeremony: {
    store: 'cookie',
    name: '__Host-mille_webauthn',
    demoName: 'mille_webauthn',
    httpOnly: true,
    sameSite: 'strict',
    maxAge: 5 * 60,
  },
  // The back office's session (lib/staff/session.ts): staff only, never sent from another site.
  staffSession: {
    store: 'cookie',
    name: '__Host-mille_staff',
    demoName: 'mille_staff',
    httpOnly: true,
    sameSite: 'strict',
  },
  // Between a staff member's password and their code or enrolment (lib/auth/second-factor.ts).
  staffSecondFactorPending: {
    store: 'cookie',
    name: '__Host-mille_staff_2fa',
    demoName: 'mille_staff_2fa',
    httpOnly: true,
    sameSite: 'strict',
    maxAge: 5 * 60,
  },
  appVersion: { store: 'localStorage', name: 'app_version_mille', httpOnly: false },
} as const satisfies Record<string, StoredItem>;

export type StoredItemId = keyof typeof siteStorage;

/** The name an item has in this mode. */
export function storedName(item: StoredItem, isProduction: boolean): string {
  return isProduction ? item.name : (item.demoName ?? item.name);
}

/**
 * A cookie's value in `document.cookie`, or null. Written out rather than imported: it ships in
 * the public pages' script, where the `cookie` package (used on the server) would add weight.
 */
export function browserCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}
