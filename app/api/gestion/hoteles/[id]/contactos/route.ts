// POST /api/gestion/hoteles/:id/contactos — form email, tipo, nombre, puesto, telefono, telefono2,
// otrosEmails, notas: links that user to the hotel, or invites a new one and links them.
import { operatorOf } from '@/lib/account/staff/audit';
import { addHotelContact, answer } from '@/lib/account/staff/actions';
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
    return answer(() => addHotelContact(operatorOf(staff, clientOf(req)), id, form));
  },
);
