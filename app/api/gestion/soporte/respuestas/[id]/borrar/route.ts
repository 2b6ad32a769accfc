// POST /api/gestion/soporte/respuestas/:id/borrar — deletes a canned reply (audited; 404 when
// there is none). Soporte técnico, atención al cliente, administración.
import { answer } from '@/lib/account/staff/actions';
import { operatorOf } from '@/lib/account/staff/audit';
import { clientOf } from '@/lib/http/route';
import { numericId } from '@/lib/http/route-params';
import { deleteCannedReply } from '@/lib/support/staff/canned-replies';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'cases.work',
  numericId,
  async (req, staff, { params: { id } }) => answer(() => deleteCannedReply(operatorOf(staff, clientOf(req)), id)),
);
