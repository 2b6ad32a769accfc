// POST /api/gestion/soporte/sesiones/:id — form `fin` (Madrid time) and `trabajo`: closes an open
// remote session (no later than its grant's access ended); the hotel is told once. Soporte
// técnico, atención al cliente, administración.
import { operatorOf } from '@/lib/account/staff/audit';
import { answer } from '@/lib/account/staff/actions';
import { clientOf, formOf } from '@/lib/http/route';
import { numericId } from '@/lib/http/route-params';
import { closeRemoteSession } from '@/lib/support/staff/remote-access';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'remote.access',
  numericId,
  async (req, staff, { params: { id } }) => {
    const form = await formOf(req);
    return answer(() => closeRemoteSession(operatorOf(staff, clientOf(req)), id, form));
  },
);
