// POST /api/gestion/soporte/casos/:id — form `estado`, `prioridad`, `responsable` (a staff id whose
// role works cases, `yo`, or empty: nobody): changes what differs, each audited; a new state goes
// into the case's history and mails its followers. Soporte técnico, atención al cliente, administración.
import { answer } from '@/lib/account/staff/actions';
import { clientOf, formOf } from '@/lib/http/route';
import { numericId } from '@/lib/http/route-params';
import { caseWorker, manageCase } from '@/lib/support/staff/case-work';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'cases.work',
  numericId,
  async (req, staff, { params: { id } }) => {
    const form = await formOf(req);
    return answer(() => manageCase(caseWorker(staff, clientOf(req)), id, form));
  },
);
