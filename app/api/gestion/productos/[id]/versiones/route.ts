// POST /api/gestion/productos/:id/versiones — form: a new version of the product, as a draft
// (numero, fecha, notas, verifactu, and the declaration's fields). Answers { ok, message, id }.
import { answerResponse, refusals } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';
import { numericId } from '@/lib/http/route-params';
import { createVersion } from '@/lib/products/staff/versions';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'products.manage',
  numericId,
  async (req, staff, { params: { id } }) => {
    const answer = await createVersion(staff, id, await formOf(req), clientOf(req));
    if (!answer) throw refusals.notFound();
    return answerResponse(answer);
  },
);
