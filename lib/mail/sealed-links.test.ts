// A single-use link waiting in the outbox: what a copy of the database holds (no usable link), what
// the recipient gets (the link), and a mail whose link expired before it could leave (not sent).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedAccounts } from '@/lib/account/demo-seed';
import { checkLinkToken } from '@/lib/auth/link-tokens';
import { requestPasswordReset, settleResetRequests } from '@/lib/auth/password-reset';
import { db } from '@/lib/db';
import { LINK_EXPIRED_TEXT, processOutbox, retryMailNow, SECRET_SENT_TEXT } from './outbox';
import type { OutgoingMail } from './transport';

const USER = 'direccion@hotelatlantico.es';

async function deliver(): Promise<{ sent: OutgoingMail[]; run: Awaited<ReturnType<typeof processOutbox>> }> {
  const sent: OutgoingMail[] = [];
  const run = await processOutbox({ sender: { send: async (m) => void sent.push({ ...m }), close: () => undefined } });
  return { sent, run };
}

/** Every token-looking string of 43 base64url characters in a text. */
const tokensIn = (text: string) => [...text.matchAll(/[A-Za-z0-9_-]{43}/g)].map((m) => m[0]);

beforeEach(async () => {
  await seedAccounts();
  await db().outboxMail.deleteMany();
  await db().rateLimiterFlexible.deleteMany();
});
afterEach(() => vi.useRealTimers());

describe('a reset link in the outbox', () => {
  it('is stored sealed: no token the site would accept is in the database, and the recipient gets the link', async () => {
    await requestPasswordReset(USER, '203.0.113.40');
    await settleResetRequests();
    const [stored] = await db().outboxMail.findMany({ where: { to: USER } });
    expect(stored).toMatchObject({ secret: true, kind: 'password-reset' });
    expect(stored!.text).not.toMatch(/#token=|restablecer-contrasena/);
    // Nothing in the stored row is a live token.
    for (const candidate of tokensIn(JSON.stringify(stored)))
      expect((await checkLinkToken(candidate, 'reset')).ok).toBe(false);

    const { sent } = await deliver();
    const token = /\/restablecer-contrasena#token=([A-Za-z0-9_-]{43})/.exec(sent[0]!.text)![1]!;
    expect((await checkLinkToken(token, 'reset')).ok).toBe(true);
    expect(sent[0]!.text).not.toContain('[[enlace:');
    expect((await db().outboxMail.findUniqueOrThrow({ where: { id: stored!.id } })).text).toBe(SECRET_SENT_TEXT);
  });

  it('is not sent once expired (an outage longer than the link), and a retry does not send it either', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    await requestPasswordReset(USER, '203.0.113.41');
    await settleResetRequests();
    vi.setSystemTime(Date.now() + 31 * 60_000);
    const { sent, run } = await deliver();
    expect(sent).toEqual([]);
    expect(run.failed).toBe(1);
    const row = await db().outboxMail.findFirstOrThrow({ where: { to: USER } });
    expect(row).toMatchObject({ status: 'failed', text: LINK_EXPIRED_TEXT });
    expect(row.lastError).toMatch(/caducó/);
    expect((await retryMailNow(row.id)).status).toBe('queued');
    expect((await deliver()).sent).toEqual([]);
  });
});
