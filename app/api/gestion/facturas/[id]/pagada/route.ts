// POST /api/gestion/facturas/:id/pagada — form fecha (AAAA-MM-DD or DD/MM/AAAA; empty: today in
// Madrid), or pagada=0 to mark it unpaid again: the invoice's payment, audited as before → after.
import { answerResponse, refusals } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';
import { numericId } from '@/lib/http/route-params';
import { markInvoicePaid } from '@/lib/invoices/staff/invoices';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'invoices.manage',
  numericId,
  async (req, staff, { params: { id } }) => {
    const answer = await markInvoicePaid(staff, id, await formOf(req), clientOf(req));
    if (!answer) throw refusals.notFound();
    return answerResponse(answer);
  },
);
