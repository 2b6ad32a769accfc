// GET /api/cuenta/productos/declaracion/<versionId> — the Veri*Factu declaration PDF of a version a
// hotel of the session has (licensed, installed or downloadable); 404 otherwise or when the version
// has none. Generated from the version's data: the same data, the same bytes.
import { customerApi } from '@/lib/auth/customer-api';
import { numericId } from '@/lib/http/route-params';
import { declarationForSession } from '@/lib/products/account';
import { declarationResponse } from '@/lib/products/declaration-response';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = customerApi(numericId, {
  GET: async (_req, session, { params: { id } }) => declarationResponse(await declarationForSession(session, id)),
});
