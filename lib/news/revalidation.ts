// On-demand revalidation of the news pages. The staff tool runs in its own process, where Next's
// revalidatePath cannot reach the server's cache; it asks each configured server instead, over
// POST /api/internal/revalidate-news, signed with a key derived from SESSION_SECRET.
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

export const REVALIDATE_PATH = '/api/internal/revalidate-news';
export const REVALIDATE_HEADER = 'x-news-revalidate';
/** How old a signed request may be (clocks of staff machines and servers differ a little). */
const MAX_SKEW_SECONDS = 300;

function key(secret: string): Buffer {
  // A key of its own, so this signature can never stand in for a session seal.
  return createHmac('sha256', secret).update('mille/news-revalidate/v1').digest();
}

function mac(secret: string, timestamp: string): Buffer {
  return createHmac('sha256', key(secret)).update(`${REVALIDATE_PATH}\n${timestamp}`).digest();
}

export function signRevalidation(secret: string, now = Date.now()): string {
  const ts = String(Math.floor(now / 1000));
  return `${ts}.${mac(secret, ts).toString('base64url')}`;
}

export function verifyRevalidation(token: string | null, secret: string, now = Date.now()): boolean {
  if (!token) return false;
  const m = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return false;
  const ts = m[1]!;
  if (Math.abs(Math.floor(now / 1000) - Number(ts)) > MAX_SKEW_SECONDS) return false;
  // Compare the text, not the decoded bytes: base64url's last character carries unused bits, so
  // several spellings decode alike, and only the one we issue is accepted.
  const given = Buffer.from(m[2]!, 'ascii');
  const expected = Buffer.from(mac(secret, ts).toString('base64url'), 'ascii');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface RevalidationResult {
  url: string;
  ok: boolean;
  detail: string;
}

/** Asks each server to refresh its news pages now. Never throws: the time floor still applies. */
export async function requestRevalidation(baseUrls: string[], secret: string, timeoutMs = 5000): Promise<RevalidationResult[]> {
  return Promise.all(
    baseUrls.map(async (base) => {
      const url = `${base.replace(/\/$/, '')}${REVALIDATE_PATH}`;
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { [REVALIDATE_HEADER]: signRevalidation(secret) },
          signal: AbortSignal.timeout(timeoutMs),
        });
        return { url, ok: res.ok, detail: `HTTP ${res.status}` };
      } catch (error) {
        return { url, ok: false, detail: (error as Error).message };
      }
    }),
  );
}
