// GET|POST /api/cuenta/soporte/casos — GET: one page of the cases of the session's hotels, newest
// first (?hotel=&estado=&pos=); POST: opens a case (JSON or form fields) and answers it.
import { customerApi } from '@/lib/auth/customer-api';
import { jsonResponse } from '@/lib/http/errors';
import { listCases, openCase } from '@/lib/support/cases';
import { readCaseSubmission } from '@/lib/support/submission';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = customerApi({
  GET: async (req, session) => jsonResponse(await listCases(session, new URL(req.url).searchParams)),
  POST: async (req, session) => jsonResponse(await openCase(session, await readCaseSubmission(req, session)), 201),
});
