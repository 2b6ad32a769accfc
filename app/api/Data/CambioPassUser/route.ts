// POST /api/Data/CambioPassUser — form id, email, oldpass, newpass, repeatpass. With id -1 (forced
// change at sign-in) success signs the user in; otherwise a session is required. Success revokes
// every session of the user and starts a fresh one here, as proven as what it replaces (the
// session's second factor, or the sign-in's code step).
import { passwordChangeSchema } from '@/lib/auth/password-policy';
import { changePassword } from '@/lib/auth/password-change';
import { accountRoute } from '@/lib/auth/route';
import { readPendingSignIn, spendPendingSignIn } from '@/lib/auth/second-factor';
import { clearSessionCookies, sessionCookieName, sessionFromJar, startSession } from '@/lib/auth/session';
import { jsonResponse, refusals } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';
import { log } from '@/lib/log';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = accountRoute('POST', async (req, jar) => {
  const session = await sessionFromJar(jar);
  if (!session && jar.get(sessionCookieName()) !== undefined) clearSessionCookies(jar);
  const parsed = passwordChangeSchema.safeParse(await formOf(req));
  if (!parsed.success) throw refusals.badRequest();
  const pending = await readPendingSignIn(jar, 'customer');
  const { answer, signInUserId } = await changePassword(parsed.data, session, clientOf(req), pending?.verified ? pending.uid : null);
  // The pending sign-in is spent by the change: its proof of a second factor serves one session.
  const spent = answer.loginok && pending !== null && (await spendPendingSignIn(jar, pending));
  log().info(
    { event: 'auth.password-change', outcome: answer.loginok ? 'ok' : answer.exceptionmessagetraducible || 'refused', userId: session?.userId ?? signInUserId, forced: !session, client: clientOf(req) },
    'password change',
  );
  const secondFactor = session ? session.secondFactor : spent && pending?.verified === true && pending.uid === signInUserId;
  if (signInUserId !== null)
    await startSession(jar, signInUserId, new Date(), req.headers.get('user-agent') ?? '', secondFactor, {
      method: 'password-change',
      client: clientOf(req),
    });
  return jsonResponse(answer);
});
