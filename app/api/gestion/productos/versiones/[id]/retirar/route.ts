// POST /api/gestion/productos/versiones/:id/retirar — withdraws a published version.
import { answerResponse, refusals } from '@/lib/http/errors';
import { clientOf } from '@/lib/http/route';
import { numericId } from '@/lib/http/route-params';
import { withdrawVersion } from '@/lib/products/staff/versions';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'products.manage',
  numericId,
  async (req, staff, { params: { id } }) => {
    const answer = await withdrawVersion(staff, id, clientOf(req));
    if (!answer) throw refusals.notFound();
    return answerResponse(answer);
  },
);
