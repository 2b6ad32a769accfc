// POST /api/Data/VerificarSegundoFactor — form codigo (TOTP or recovery code) of a sign-in whose
// password was right; answers like LoginUsuario, with a new session on success.
import { accountRoute } from '@/lib/auth/route';
import { verifyPendingSignIn } from '@/lib/auth/second-factor-step';
import { dropCarriedSession, startSession } from '@/lib/auth/session';
import { jsonResponse } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = accountRoute('POST', async (req, jar) => {
  const form = await formOf(req);
  const client = clientOf(req);
  const { answer, userId, factor } = await verifyPendingSignIn(jar, form.codigo ?? '', client);
  if (userId !== null) {
    await dropCarriedSession(jar);
    // A session that proved a second factor (a hotel's two-factor requirement asks for one).
    await startSession(jar, userId, new Date(), req.headers.get('user-agent') ?? '', true, {
      method: factor === 'recovery' ? 'recovery' : 'code',
      client,
    });
  }
  return jsonResponse(answer);
});
