// POST /api/gestion/hoteles — form with the hotel's fields (the contract's datoshotel names and
// nif): creates a hotel. Atención al cliente and administración.
import { operatorOf } from '@/lib/account/staff/audit';
import { answer, createHotelAction } from '@/lib/account/staff/actions';
import { clientOf, formOf } from '@/lib/http/route';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'customers.manage',
  async (req, staff) => {
    const form = await formOf(req);
    return answer(() => createHotelAction(operatorOf(staff, clientOf(req)), form));
  },
);
