// POST /api/gestion/usuarios/:id — form accion: desactivar | activar | desbloquear | enlace (reset
// link, or a new invitation) | cerrar-sesiones (sesion: one, else all) | restablecer-2fa (motivo) |
// enlazar (hotel and the contact's fields). Atención al cliente and administración.
import { operatorOf } from '@/lib/account/staff/audit';
import { answer, userAction } from '@/lib/account/staff/actions';
import { clientOf, formOf } from '@/lib/http/route';
import { numericId } from '@/lib/http/route-params';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'customers.manage',
  numericId,
  async (req, staff, { params: { id } }) => {
    const form = await formOf(req);
    return answer(() => userAction(operatorOf(staff, clientOf(req)), id, form));
  },
);
