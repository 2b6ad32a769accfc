// POST /api/gestion/estado/incidencias/vista-previa — the new incident's form checked and shown as it will be published; nothing written.
import { answerResponse } from '@/lib/http/errors';
import { formOf } from '@/lib/http/route';
import { staffRoute } from '@/lib/staff/route';
import { previewIncident } from '@/lib/status/staff/manage';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute('POST', 'status.manage', async (req) =>
  answerResponse(await previewIncident(await formOf(req))),
);
