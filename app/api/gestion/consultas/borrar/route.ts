// POST /api/gestion/consultas/borrar — form email, confirmar=1: erases every enquiry of one person
// (RGPD right to erasure) with their mails. Audited as a count, without the erased data.
import { readForm } from '@/lib/http/body';
import { jsonResponse } from '@/lib/http/errors';
import { bodyLimit, clientOf } from '@/lib/http/route';
import { eraseByEmail } from '@/lib/enquiries/inbox';
import { staffRoute } from '@/lib/staff/route';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

export const POST = staffRoute('enquiries.work', async (req, staff) => {
  const form = await readForm(req, bodyLimit());
  if (form.confirmar !== '1') return jsonResponse({ ok: false, message: 'Marca la casilla para confirmar el borrado.' });
  return jsonResponse(await eraseByEmail(staff, form.email ?? '', clientOf(req)));
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('json', 'POST');
