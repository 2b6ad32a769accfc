// POST /api/cuenta/avisos — form `tipo` (a kind of lib/mail/preference-kinds.ts) and `valor` (1 or
// 0): the signed-in customer turns one kind of mail on or off, recorded in their consent history.
import { saveMailChoice } from '@/lib/account/mail-choices';
import { securityRoute } from '@/lib/auth/security-route';
import { answerResponse } from '@/lib/http/errors';
import { formOf } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = securityRoute('POST', async (req, session) => {
  const form = await formOf(req);
  return answerResponse(await saveMailChoice(session, form.tipo ?? '', form.valor ?? ''));
});
