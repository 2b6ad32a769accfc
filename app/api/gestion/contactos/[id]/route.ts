// POST /api/gestion/contactos/:id — the contact's fields (tipo, nombre, puesto, telefono,
// telefono2, otrosEmails, notas), or accion=mover with hotel (id or NIF/CIF), or accion=quitar.
import { operatorOf } from '@/lib/account/staff/audit';
import { answer, contactAction } from '@/lib/account/staff/actions';
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
    return answer(() => contactAction(operatorOf(staff, clientOf(req)), id, form));
  },
);
