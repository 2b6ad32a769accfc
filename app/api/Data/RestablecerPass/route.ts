// POST /api/Data/RestablecerPass — form token, newpass, repeatpass; JSON as CambioPassUser. A new
// password through an e-mailed link: every session of the user ends; the user then signs in.
import { resetPasswordWithLink } from '@/lib/auth/password-reset';
import { jsonResponse } from '@/lib/http/errors';
import { apiRoute, clientOf, formOf } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = apiRoute('POST', 'json', async (req) => {
  const form = await formOf(req);
  const answer = await resetPasswordWithLink({ token: form.token ?? '', newpass: form.newpass ?? '', repeatpass: form.repeatpass ?? '' }, clientOf(req));
  return jsonResponse(answer);
});
