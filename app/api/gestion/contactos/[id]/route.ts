// POST /api/gestion/contactos/:id — the contact's fields (tipo, nombre, puesto, telefono,
// telefono2, otrosEmails, notas), or accion=mover with hotel (id or NIF/CIF), or accion=quitar.
import { operatorOf } from '@/lib/account/staff/audit';
import { answer, contactAction } from '@/lib/account/staff/actions';
import { readForm } from '@/lib/http/body';
import { bodyLimit, clientOf } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/methods';
import { idFromPath } from '@/lib/staff/path-id';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const POST = staffRoute('customers.manage', async (req, staff) => {
  const id = idFromPath(req, 'contactos');
  const form = await readForm(req, bodyLimit());
  return answer(() => contactAction(operatorOf(staff, clientOf(req)), id, form));
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('json', 'POST');
