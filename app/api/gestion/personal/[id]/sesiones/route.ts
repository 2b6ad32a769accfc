// POST /api/gestion/personal/:id/sesiones — form sesion=<id> ends that session of the member, or
// todas=1 every one (one's own: all but the current). Administración only; audited.
import { answerResponse, refusals } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';
import { endMemberSession, endMemberSessions } from '@/lib/staff/member';
import { numericId } from '@/lib/http/route-params';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'staff.manage',
  numericId,
  async (req, staff, { params: { id } }) => {
    const form = await formOf(req);
    const answer =
      form.todas === '1'
        ? await endMemberSessions(staff, id, clientOf(req))
        : form.sesion
          ? await endMemberSession(staff, id, form.sesion, clientOf(req))
          : { ok: false as const, message: 'Elige una sesión.' };
    if (!answer) throw refusals.notFound();
    return answerResponse(answer);
  },
);
