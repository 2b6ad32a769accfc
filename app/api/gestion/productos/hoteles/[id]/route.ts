// POST /api/gestion/productos/hoteles/:id — form { producto, licenciada, instalada, fin }: sets a
// module of the hotel (versions by number, fin YYYY-MM-DD or empty).
import { answerResponse, refusals } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';
import { numericId } from '@/lib/http/route-params';
import { setHotelModule } from '@/lib/products/staff/modules';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'products.manage',
  numericId,
  async (req, staff, { params: { id } }) => {
    const answer = await setHotelModule(staff, id, await formOf(req), clientOf(req));
    if (!answer) throw refusals.notFound();
    return answerResponse(answer);
  },
);
