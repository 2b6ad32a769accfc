// POST /api/gestion/soporte/casos/:id/unir — form `destino` (a case number of the same hotel):
// merges this duplicate into it (closed with a message pointing there; its thread kept; its
// followers follow the other), audited on both. Soporte técnico, atención al cliente, administración.
import { answer } from '@/lib/account/staff/actions';
import { clientOf, formOf } from '@/lib/http/route';
import { numericId } from '@/lib/http/route-params';
import { caseWorker, mergeCase } from '@/lib/support/staff/case-work';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'cases.work',
  numericId,
  async (req, staff, { params: { id } }) => {
    const form = await formOf(req);
    return answer(() => mergeCase(caseWorker(staff, clientOf(req)), id, form));
  },
);
