// GET /api/cuenta/soporte/casos/<id> — one case of the session's hotels with its thread.
import { customerApi } from '@/lib/auth/customer-api';
import { jsonResponse } from '@/lib/http/errors';
import { numericId } from '@/lib/http/route-params';
import { getCase } from '@/lib/support/cases';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = customerApi(numericId, {
  GET: async (_req, session, { params: { id } }) => jsonResponse(await getCase(session, id)),
});
