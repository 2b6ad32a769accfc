// POST /api/gestion/facturas/:id/borrar — form confirmar=1: removes the invoice and its original;
// the audit entry keeps what it was.
import { answerResponse, refusals } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';
import { removeInvoice } from '@/lib/invoices/staff/invoices';
import { numericId } from '@/lib/http/route-params';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'invoices.manage',
  numericId,
  async (req, staff, { params: { id } }) => {
    const form = await formOf(req);
    if (form.confirmar !== '1')
      return answerResponse({ ok: false, message: 'Marca la casilla para confirmar el borrado.' });
    const answer = await removeInvoice(staff, id, clientOf(req));
    if (!answer) throw refusals.notFound();
    return answerResponse(answer);
  },
);
