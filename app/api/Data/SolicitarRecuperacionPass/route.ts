// POST /api/Data/SolicitarRecuperacionPass — form email; text/plain OK whether or not the account
// exists (a reset link is mailed when it does), or the contract's 403/413/415/429 refusals.
import { OK } from '@/lib/contract/tokens';
import { requestPasswordReset } from '@/lib/auth/password-reset';
import { textResponse } from '@/lib/http/errors';
import { apiRoute, clientOf, formOf } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = apiRoute('POST', 'text', async (req) => {
  const form = await formOf(req);
  await requestPasswordReset(form.email ?? '', clientOf(req));
  return textResponse(OK);
});
