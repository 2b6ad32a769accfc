// POST /api/gestion/estado/mantenimientos/vista-previa — a maintenance window's form checked and shown as it will be published; nothing written.
import { answerResponse } from '@/lib/http/errors';
import { formOf } from '@/lib/http/route';
import { staffRoute } from '@/lib/staff/route';
import { previewMaintenance } from '@/lib/status/staff/manage';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute('POST', 'status.manage', async (req) =>
  answerResponse(await previewMaintenance(await formOf(req))),
);
