// POST /api/gestion/facturas/:id — form numero, hotel (id), fecha, vencimiento, tipo (0–3),
// descripcion, importe: corrects the invoice, checked as the import checks a row; audited as
// before → after.
import { readForm } from '@/lib/http/body';
import { jsonResponse, refusals } from '@/lib/http/errors';
import { otherMethods } from '@/lib/http/methods';
import { bodyLimit, clientOf } from '@/lib/http/route';
import { updateInvoice } from '@/lib/invoices/staff/invoices';
import { idFromPath } from '@/lib/staff/path-id';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const POST = staffRoute('invoices.manage', async (req, staff) => {
  const id = idFromPath(req, 'facturas');
  const answer = await updateInvoice(staff, id, await readForm(req, bodyLimit()), clientOf(req));
  if (!answer) throw refusals.notFound();
  return jsonResponse(answer, answer.ok ? 200 : 400);
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('json', 'POST');
