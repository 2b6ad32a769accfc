// POST /api/gestion/facturas/:id — form numero, hotel (id), fecha, vencimiento, tipo (0–3),
// descripcion, importe: corrects the invoice, checked as the import checks a row; audited as
// before → after.
import { answerResponse, refusals } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';
import { updateInvoice } from '@/lib/invoices/staff/invoices';
import { numericId } from '@/lib/http/route-params';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'invoices.manage',
  numericId,
  async (req, staff, { params: { id } }) => {
    const answer = await updateInvoice(staff, id, await formOf(req), clientOf(req));
    if (!answer) throw refusals.notFound();
    return answerResponse(answer);
  },
);
