// POST /api/cuenta/ajustes — form `ajuste` (a setting of lib/account/settings.ts) and `valor`: saves
// one of the signed-in customer's own settings.
import { saveSetting } from '@/lib/account/settings-store';
import { securityRoute } from '@/lib/auth/security-route';
import { answerResponse } from '@/lib/http/errors';
import { formOf } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = securityRoute('POST', async (req, session) => {
  const form = await formOf(req);
  return answerResponse(await saveSetting(session, form.ajuste ?? '', form.valor ?? ''));
});
