// POST /api/gestion/invitacion — form token, newpass, repeatpass: the password chosen through an
// invitation link; then the second-factor enrolment of the sign-in page (a pending cookie).
import { startPendingSignIn } from '@/lib/auth/second-factor';
import { answerResponse, refusals } from '@/lib/http/errors';
import { consume } from '@/lib/http/rate-limit';
import { clientOf, formOf } from '@/lib/http/route';
import { addressRule } from '@/lib/auth/lockout';
import { acceptInvitation } from '@/lib/staff/invitations';
import { staffPublicRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffPublicRoute('POST', async (req, jar) => {
  // Tokens are 256-bit, but every guess still costs a request counted per address.
  if (!(await consume(addressRule(), clientOf(req))).allowed)
    throw refusals.tooMany('Demasiados intentos. Espera unos minutos.');
  const form = await formOf(req);
  const result = await acceptInvitation((form.token ?? '').slice(0, 64), form.newpass ?? '', form.repeatpass ?? '');
  if (!result.ok) return answerResponse(result);
  await startPendingSignIn(jar, 'staff', result.staffId);
  return answerResponse({ ok: true });
});
