// POST /api/gestion/soporte/respuestas — form `titulo`, `texto`: a new canned reply (audited).
// Soporte técnico, atención al cliente, administración.
import { operatorOf } from '@/lib/account/staff/audit';
import { answerResponse } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';
import { createCannedReply } from '@/lib/support/staff/canned-replies';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute('POST', 'cases.work', async (req, staff) =>
  answerResponse(await createCannedReply(operatorOf(staff, clientOf(req)), await formOf(req))),
);
