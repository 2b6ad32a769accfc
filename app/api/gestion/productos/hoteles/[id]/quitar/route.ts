// POST /api/gestion/productos/hoteles/:id/quitar — form { producto } (its id): takes the module away.
import { answerResponse, refusals } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';
import { numericId } from '@/lib/http/route-params';
import { removeHotelModule } from '@/lib/products/staff/modules';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'products.manage',
  numericId,
  async (req, staff, { params: { id } }) => {
    const product = (await formOf(req)).producto ?? '';
    if (!/^\d{1,9}$/.test(product)) throw refusals.notFound();
    const answer = await removeHotelModule(staff, id, Number(product), clientOf(req));
    if (!answer) throw refusals.notFound();
    return answerResponse(answer);
  },
);
