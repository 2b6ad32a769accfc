// POST /api/gestion/consultas/borrar — form email, confirmar=1: erases one person's enquiries with
// their notes and enquiry mail (RGPD right to erasure; their account mail stays). Answers what was
// erased and kept, in `message` and as `counts`; audited as those counts, without the address.
import { eraseEnquiriesByEmail } from '@/lib/enquiries/erasure';
import { answerResponse } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'enquiries.work',
  async (req, staff) => {
    const form = await formOf(req);
    if (form.confirmar !== '1')
      return answerResponse({ ok: false, message: 'Marca la casilla para confirmar el borrado.' });
    return answerResponse(
      await eraseEnquiriesByEmail({ id: staff.staffId, email: staff.email }, form.email ?? '', clientOf(req)),
    );
  },
);
