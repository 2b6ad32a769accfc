// POST /api/gestion/facturas/:id/borrar — form confirmar=1: removes the invoice and its original;
// the audit entry keeps what it was.
import { readForm } from '@/lib/http/body';
import { jsonResponse, refusals } from '@/lib/http/errors';
import { otherMethods } from '@/lib/http/methods';
import { bodyLimit, clientOf } from '@/lib/http/route';
import { removeInvoice } from '@/lib/invoices/staff/invoices';
import { idFromPath } from '@/lib/staff/path-id';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const POST = staffRoute('invoices.manage', async (req, staff) => {
  const id = idFromPath(req, 'facturas');
  const form = await readForm(req, bodyLimit());
  if (form.confirmar !== '1') return jsonResponse({ ok: false, message: 'Marca la casilla para confirmar el borrado.' }, 400);
  const answer = await removeInvoice(staff, id, clientOf(req));
  if (!answer) throw refusals.notFound();
  return jsonResponse(answer);
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('json', 'POST');
