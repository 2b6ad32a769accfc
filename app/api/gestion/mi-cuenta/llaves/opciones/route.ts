// POST /api/gestion/mi-cuenta/llaves/opciones — options for registering a passkey of the signed-in
// member (every role manages its own access: the action is the dashboard's, which all hold).
import { jsonResponse } from '@/lib/http/errors';
import { newPasskeyOptions } from '@/lib/staff/my-security';
import { staffRoute } from '@/lib/staff/route';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

export const POST = staffRoute('dashboard', async (_req, staff, jar) => jsonResponse(await newPasskeyOptions(jar, staff)));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('json', 'POST');
