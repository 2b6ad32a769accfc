// POST /api/gestion/entrar/llave/opciones — options for signing in to the back office with a passkey.
import { jsonResponse } from '@/lib/http/errors';
import { staffPublicRoute } from '@/lib/staff/route';
import { staffPasskeySignInOptions } from '@/lib/staff/passkey-sign-in';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffPublicRoute('POST', async (_req, jar) =>
  jsonResponse(await staffPasskeySignInOptions(jar)),
);
