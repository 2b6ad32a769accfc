// POST /api/Data/LoginUsuario — form email, pass; the contract's login answer. A new session id on
// success; for an account with two-factor sign-in, a pending sign-in for VerificarSegundoFactor.
import { accountRoute } from '@/lib/auth/route';
import { startPendingSignIn } from '@/lib/auth/second-factor';
import { dropCarriedSession, startSession } from '@/lib/auth/session';
import { signIn } from '@/lib/account/sign-in';
import { jsonResponse } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = accountRoute('POST', async (req, jar) => {
  const form = await formOf(req);
  const client = clientOf(req);
  const { answer, userId, pendingUserId } = await signIn(form.email ?? '', form.pass ?? '', client);
  if (pendingUserId !== undefined) await startPendingSignIn(jar, 'customer', pendingUserId);
  if (userId !== null) {
    // Whatever session the browser carried ends here; the new one gets a fresh id (no fixation).
    await dropCarriedSession(jar);
    await startSession(jar, userId, new Date(), req.headers.get('user-agent') ?? '', false, {
      method: 'password',
      client,
    });
  }
  return jsonResponse(answer);
});
