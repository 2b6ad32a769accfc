// POST /api/gestion/productos/versiones/:id — form: saves a version's fields (notes sanitised).
import { answerResponse, refusals } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';
import { numericId } from '@/lib/http/route-params';
import { updateVersion } from '@/lib/products/staff/versions';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'products.manage',
  numericId,
  async (req, staff, { params: { id } }) => {
    const answer = await updateVersion(staff, id, await formOf(req), clientOf(req));
    if (!answer) throw refusals.notFound();
    return answerResponse(answer);
  },
);
