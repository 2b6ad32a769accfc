// POST /api/cuenta/soporte/accesos/<id>/revocar — a billing contact (type 1) of the grant's hotel
// revokes it now, ending the sessions still open on it; answers the grant. 401 without a session,
// 404 for a grant of a hotel the user is no contact of, 403 for a type 2 contact, 409 for a grant
// no longer in force.
import { accountRoute, requireSession } from '@/lib/auth/route';
import { jsonResponse } from '@/lib/http/errors';
import { clientOf } from '@/lib/http/route';
import { numericId, routeParams } from '@/lib/http/route-params';
import { revokeRemoteAccess } from '@/lib/support/remote-access';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = accountRoute('POST', async (req, jar, context) => {
  const session = await requireSession(jar);
  const { id } = await routeParams(context, numericId);
  return jsonResponse(await revokeRemoteAccess(session, id, clientOf(req)));
});
