// POST /api/gestion/personal/:id/segundo-factor — form motivo: resets the member's second factor
// (secret and recovery codes gone, sessions ended, enrolment at the next sign-in). Administración
// only; not one's own (409); audited with the reason.
import { answerResponse, refusals } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';
import { resetSecondFactor } from '@/lib/staff/member';
import { numericId } from '@/lib/http/route-params';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'staff.manage',
  numericId,
  async (req, staff, { params: { id } }) => {
    const form = await formOf(req);
    const answer = await resetSecondFactor(staff, id, form.motivo ?? '', clientOf(req));
    if (!answer) throw refusals.notFound();
    return answerResponse(answer);
  },
);
