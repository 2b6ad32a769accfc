// POST /api/gestion/productos/subidas/:id/datos?desde=<byte> — the next piece of an upload, as the
// raw body (application/octet-stream), from the byte it stands at (409 naming it otherwise). Whole
// 1 MB chunks are kept as they arrive; the last piece completes the file (`completo`, `sha256`).
import { jsonResponse } from '@/lib/http/errors';
import { numericId } from '@/lib/http/route-params';
import { sendVersionUploadPiece } from '@/lib/products/staff/uploads';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'products.manage',
  numericId,
  async (req, staff, { params: { id } }) => jsonResponse(await sendVersionUploadPiece(staff, id, req)),
);
