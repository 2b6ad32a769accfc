// POST /api/cuenta/seguridad/llaves/eliminar — form id, pass: removes one of the user's passkeys,
// after the current password and, while the account has a second factor, only in a session that
// proved one (403 and 400 with the sentence otherwise); the owner gets a notice mail.
import { removeOwnPasskey } from '@/lib/account/security';
import { securityRoute } from '@/lib/auth/security-route';
import { answerResponse } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';
import { log } from '@/lib/log';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = securityRoute('POST', async (req, session) => {
  const form = await formOf(req);
  const ok = await removeOwnPasskey(session, form.id ?? '', form.pass ?? '', clientOf(req), req);
  if (ok) log().info({ event: 'auth.passkey-removed', userId: session.userId }, 'passkey removed');
  return answerResponse(ok ? { ok } : { ok, message: 'Esa llave de acceso ya no existe.', kind: 'missing' });
});
