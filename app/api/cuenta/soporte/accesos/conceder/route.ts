// POST /api/cuenta/soporte/accesos/conceder — JSON or form `{ id_hotel, dias, caso, nota }`: a billing
// contact (type 1) grants remote access to their hotel for 1–14 days (7 when `dias` is left out),
// optionally for one support case; answers the grant. 401 without a session, 404 for a hotel the
// user is no contact of, 403 for a type 2 contact, 400 a value that does not do.
import { accountRoute, requireSession } from '@/lib/auth/route';
import { jsonResponse, refusals } from '@/lib/http/errors';
import { clientOf, formOf, jsonOf } from '@/lib/http/route';
import { grantRemoteAccess, type GrantRequest } from '@/lib/support/remote-access';

export const dynamic = 'force-dynamic';

async function requestOf(req: Request): Promise<GrantRequest> {
  if (!(req.headers.get('content-type') ?? '').includes('json')) return formOf(req);
  const body = await jsonOf(req);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw refusals.badRequest();
  return body as GrantRequest;
}

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = accountRoute('POST', async (req, jar) => {
  const session = await requireSession(jar);
  return jsonResponse(await grantRemoteAccess(session, await requestOf(req), clientOf(req)));
});
