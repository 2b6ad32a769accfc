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
  /** Lifetime in days when it is fixed; otherwise it follows the session settings. */
  days?: number;
}

export const siteStorage = {
  consent: { store: 'cookie', name: 'CookieConsent', httpOnly: false, days: 365 },
  // `__Host-` binds the cookie to our host over HTTPS (no Domain, Path=/, Secure).
  session: { store: 'cookie', name: '__Host-mille_session', demoName: 'mille_session', httpOnly: true },
  // Readable by the static pages' script on purpose: it only says "this browser has signed in".
  signedInHint: { store: 'cookie', name: 'mille_signed_in', httpOnly: false },
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
