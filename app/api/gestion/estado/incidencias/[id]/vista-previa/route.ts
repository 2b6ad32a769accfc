// POST /api/gestion/estado/incidencias/:id/vista-previa — an update's form checked and shown as it will be published; nothing written.
import { answerResponse } from '@/lib/http/errors';
import { formOf } from '@/lib/http/route';
import { numericId } from '@/lib/http/route-params';
import { staffRoute } from '@/lib/staff/route';
import { previewUpdate } from '@/lib/status/staff/manage';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'status.manage',
  numericId,
  async (req, staff, { params: { id } }) => answerResponse(await previewUpdate(id, await formOf(req))),
);
