// POST /api/gestion/entrar/alta/llave/opciones — registration options for the pending member who
// enrols a passkey as the second factor: { ok, opciones }.
import { answerResponse } from '@/lib/http/errors';
import { staffPublicRoute } from '@/lib/staff/route';
import { staffEnrolmentPasskeyOptions } from '@/lib/staff/passkey-sign-in';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffPublicRoute('POST', async (_req, jar) => {
  const answer = await staffEnrolmentPasskeyOptions(jar);
  return answerResponse(answer.ok ? { ok: true, options: answer.options } : answer);
});
