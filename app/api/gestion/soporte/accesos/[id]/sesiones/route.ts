// POST /api/gestion/soporte/accesos/:id/sesiones — form `tecnico`, `inicio`, optional `fin` (Madrid
// time) and `trabajo`: records a remote session on the grant, refused with the reason (409) unless
// the grant is in force for its hotel at that time. Soporte técnico, atención al cliente, administración.
import { operatorOf } from '@/lib/account/staff/audit';
import { answer } from '@/lib/account/staff/actions';
import { clientOf, formOf } from '@/lib/http/route';
import { numericId } from '@/lib/http/route-params';
import { logRemoteSession } from '@/lib/support/staff/remote-access';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'remote.access',
  numericId,
  async (req, staff, { params: { id } }) => {
    const form = await formOf(req);
    const who = operatorOf(staff, clientOf(req));
    return answer(() => logRemoteSession({ ...who, actor: who.actor! }, id, form));
  },
);
