// POST /api/cuenta/soporte/casos/<id>/seguimiento — `seguir`: true, the session's contact follows
// the case (mailed each staff reply and state change); false, stops following it. A case the
// session may not see is 404, as everywhere here; a write from another site 403; more than
// `followRule` calls of one user 429 (lib/support/cases.ts). Answers the case.
import { customerApi } from '@/lib/auth/customer-api';
import { jsonResponse } from '@/lib/http/errors';
import { clientOf, fieldsOf } from '@/lib/http/route';
import { numericId } from '@/lib/http/route-params';
import { followCase } from '@/lib/support/cases';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = customerApi(numericId, {
  POST: async (req, session, { params: { id } }) =>
    jsonResponse(await followCase(session, id, await fieldsOf(req), clientOf(req))),
});
