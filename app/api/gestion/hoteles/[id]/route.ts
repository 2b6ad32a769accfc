// POST /api/gestion/hoteles/:id — the hotel's fields, or accion=exigir-2fa with valor=1|0 (two-factor
// sign-in required of its billing contacts). Atención al cliente and administración.
import { operatorOf } from '@/lib/account/staff/audit';
import { answer, hotelAction } from '@/lib/account/staff/actions';
import { readForm } from '@/lib/http/body';
import { bodyLimit, clientOf } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/methods';
import { idFromPath } from '@/lib/staff/path-id';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const POST = staffRoute('customers.manage', async (req, staff) => {
  const id = idFromPath(req, 'hoteles');
  const form = await readForm(req, bodyLimit());
  return answer(() => hotelAction(operatorOf(staff, clientOf(req)), id, form));
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('json', 'POST');
