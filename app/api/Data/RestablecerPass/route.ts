// POST /api/Data/RestablecerPass — form token, newpass, repeatpass; JSON as CambioPassUser. A new
// password through an e-mailed link: every session of the user ends; the user then signs in.
import { resetPasswordWithLink } from '@/lib/auth/password-reset';
import { readForm } from '@/lib/http/body';
import { jsonResponse } from '@/lib/http/errors';
import { apiRoute, bodyLimit, clientOf } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

export const POST = apiRoute('json', async (req) => {
  const form = await readForm(req, bodyLimit());
  const answer = await resetPasswordWithLink({ token: form.token ?? '', newpass: form.newpass ?? '', repeatpass: form.repeatpass ?? '' }, clientOf(req));
  return jsonResponse(answer);
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('json', 'POST');
