// POST /api/gestion/entrar/alta/llave/opciones — registration options for the pending member who
// enrols a passkey as the second factor: { ok, opciones }.
import { jsonResponse } from '@/lib/http/errors';
import { staffPublicRoute } from '@/lib/staff/route';
import { staffEnrolmentPasskeyOptions } from '@/lib/staff/passkey-sign-in';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

export const POST = staffPublicRoute(async (_req, jar) => {
  const answer = await staffEnrolmentPasskeyOptions(jar);
  return jsonResponse(answer.ok ? { ok: true, opciones: answer.options } : answer);
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('json', 'POST');
