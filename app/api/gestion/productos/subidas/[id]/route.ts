// GET /api/gestion/productos/subidas/:id — where an upload of the session's staff member stands
// (`recibidos`: the byte the next piece starts at), to resume it after a cut; 404 for another's.
import { jsonResponse } from '@/lib/http/errors';
import { numericId } from '@/lib/http/route-params';
import { versionUploadStatus } from '@/lib/products/staff/uploads';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'GET',
  'products.manage',
  numericId,
  async (_req, staff, { params: { id } }) => jsonResponse(await versionUploadStatus(staff, id)),
);
