// POST /api/gestion/personal — form email, nombre, papel: invites a member of staff (an e-mailed
// single-use link). Administración only.
import { answerResponse } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';
import { inviteStaff } from '@/lib/staff/admin';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'staff.manage',
  async (req, staff) => {
    const form = await formOf(req);
    return answerResponse(
      await inviteStaff(
        staff,
        { email: form.email ?? '', name: form.nombre ?? '', role: form.papel ?? '' },
        clientOf(req),
      ),
    );
  },
);
