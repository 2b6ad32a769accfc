// POST /api/gestion/entrar/llave/opciones — options for signing in to the back office with a passkey.
import { jsonResponse } from '@/lib/http/errors';
import { staffPublicRoute } from '@/lib/staff/route';
import { staffPasskeySignInOptions } from '@/lib/staff/passkey-sign-in';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

export const POST = staffPublicRoute(async (_req, jar) => jsonResponse(await staffPasskeySignInOptions(jar)));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('json', 'POST');
