// POST /api/gestion/productos/versiones/:id/publicar — publishes a version; the first time, the
// release mail to the hotels that have the module is queued with it (once).
import { answerResponse, refusals } from '@/lib/http/errors';
import { clientOf } from '@/lib/http/route';
import { numericId } from '@/lib/http/route-params';
import { publishVersion } from '@/lib/products/staff/versions';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'products.manage',
  numericId,
  async (req, staff, { params: { id } }) => {
    const answer = await publishVersion(staff, id, clientOf(req));
    if (!answer) throw refusals.notFound();
    return answerResponse(answer);
  },
);
