// POST /api/cuenta/soporte/casos/<id>/mensajes — a reply of the hotel's side (`texto`, JSON or form
// fields); answers the case with its thread.
import { customerApi } from '@/lib/auth/customer-api';
import { jsonResponse } from '@/lib/http/errors';
import { numericId } from '@/lib/http/route-params';
import { replyToCase } from '@/lib/support/cases';
import { readCaseSubmission } from '@/lib/support/submission';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = customerApi(numericId, {
  POST: async (req, session, { params: { id } }) =>
    jsonResponse(await replyToCase(session, id, await readCaseSubmission(req, session))),
});
