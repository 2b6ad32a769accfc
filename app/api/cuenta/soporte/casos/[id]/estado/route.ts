// POST /api/cuenta/soporte/casos/<id>/estado — `accion`: cerrar, reabrir (within 7 days of the
// resolution) or valorar (`valoracion` 1–5, `comentario`, once resolved); answers the case.
import { customerApi } from '@/lib/auth/customer-api';
import { jsonResponse } from '@/lib/http/errors';
import { numericId } from '@/lib/http/route-params';
import { changeCaseState } from '@/lib/support/cases';
import { readCaseSubmission } from '@/lib/support/submission';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = customerApi(numericId, {
  POST: async (req, session, { params: { id } }) =>
    jsonResponse(await changeCaseState(session, id, await readCaseSubmission(req, session))),
});
