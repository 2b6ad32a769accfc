// POST /api/gestion/hoteles/:id — the hotel's fields, or accion=exigir-2fa with valor=1|0 (two-factor
// sign-in required of its billing contacts). Atención al cliente and administración.
import { operatorOf } from '@/lib/account/staff/audit';
import { answer, hotelAction } from '@/lib/account/staff/actions';
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
    return answer(() => hotelAction(operatorOf(staff, clientOf(req)), id, form));
  },
);
