// POST /api/gestion/soporte/respuestas/:id — form `titulo`, `texto`: changes a canned reply
// (audited; 404 when there is none). Soporte técnico, atención al cliente, administración.
import { answer } from '@/lib/account/staff/actions';
import { operatorOf } from '@/lib/account/staff/audit';
import { clientOf, formOf } from '@/lib/http/route';
import { numericId } from '@/lib/http/route-params';
import { updateCannedReply } from '@/lib/support/staff/canned-replies';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'cases.work',
  numericId,
  async (req, staff, { params: { id } }) => {
    const form = await formOf(req);
    return answer(() => updateCannedReply(operatorOf(staff, clientOf(req)), id, form));
  },
);
