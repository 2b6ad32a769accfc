// The notice mail when an account signs in from a browser it has not used before (the browser in
// words: lib/http/user-agent.ts). The address is never kept or mailed.
import 'server-only';
import { createHash } from 'node:crypto';
import Bowser from 'bowser';
import { db } from '@/lib/db';
import { log } from '@/lib/log';
import { newBrowserMail } from '@/lib/mail/account-mails';
import { queueMail } from '@/lib/mail/queue';
import { describeBrowser } from '@/lib/http/user-agent';

/** Browser and system family, without versions: an update does not make a browser "new". */
function fingerprint(userAgent: string): string {
  const parsed = userAgent ? Bowser.parse(userAgent) : null;
  const family = `${parsed?.browser.name ?? '?'}|${parsed?.os.name ?? '?'}|${parsed?.platform.type ?? '?'}`;
  return createHash('sha256').update(family).digest('hex');
}

/**
 * Remembers the browser of a new session; mails a notice when the account has signed in before
 * from other browsers but never from this one (the very first sign-in is not news).
 */
export async function noteSignInBrowser(userId: number, userAgent: string, now = new Date()): Promise<void> {
  const print = fingerprint(userAgent);
  const known = await db().knownBrowser.findMany({ where: { userId }, select: { fingerprint: true } });
  if (known.some((k) => k.fingerprint === print)) return;
  const created = await db()
    .knownBrowser.createMany({ data: [{ userId, fingerprint: print, firstSeenAt: now }] })
    .catch(() => ({ count: 0 }));
  if (created.count !== 1 || known.length === 0) return;
  const user = await db().user.findUnique({ where: { id: userId }, select: { email: true } });
  if (!user) return;
  const { browser, system } = describeBrowser(userAgent);
  await queueMail(newBrowserMail(user.email, now, browser, system));
  log().info({ event: 'auth.new-browser', userId }, 'sign-in from a new browser: notice queued');
}
