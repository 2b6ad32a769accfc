// POST /api/cuenta/seguridad/llaves/renombrar — form id, nombre: renames one of the user's passkeys.
import { renamePasskey } from '@/lib/auth/passkeys';
import { securityRoute } from '@/lib/auth/security-route';
import { answerResponse } from '@/lib/http/errors';
import { formOf } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = securityRoute('POST', async (req, session) => {
  const form = await formOf(req);
  const ok = await renamePasskey(session.userId, form.id ?? '', form.nombre ?? '');
  return answerResponse(ok ? { ok: true } : { ok: false, message: 'Escribe un nombre para la llave.' });
});
