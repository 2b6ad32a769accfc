// POST /api/gestion/usuarios — form email and, optionally, hotel (id or NIF/CIF) with the contact's
// fields: invites a customer user (an e-mailed link to choose the password) and links them.
import { operatorOf } from '@/lib/account/staff/audit';
import { answer, inviteAction } from '@/lib/account/staff/actions';
import { clientOf, formOf } from '@/lib/http/route';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'customers.manage',
  async (req, staff) => {
    const form = await formOf(req);
    return answer(() => inviteAction(operatorOf(staff, clientOf(req)), form));
  },
);
