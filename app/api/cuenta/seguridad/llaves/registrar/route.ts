// POST /api/cuenta/seguridad/llaves/registrar — JSON {respuesta, nombre}: the browser's answer to
// the registration options; the passkey is stored when it checks out.
import { requireSecondFactorEnrolment, secondFactorAdded } from '@/lib/account/security';
import { registerPasskey } from '@/lib/auth/passkeys';
import { securityRoute } from '@/lib/auth/security-route';
import { readJson } from '@/lib/http/body';
import { jsonResponse, refusals } from '@/lib/http/errors';
import { bodyLimit } from '@/lib/http/route';
import { log } from '@/lib/log';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

export const POST = securityRoute(async (req, session, jar) => {
  const body = (await readJson(req, bodyLimit())) as { respuesta?: unknown; nombre?: unknown } | null;
  if (!body || typeof body !== 'object' || !body.respuesta || typeof body.respuesta !== 'object') throw refusals.badRequest();
  await requireSecondFactorEnrolment(session);
  const ok = await registerPasskey(jar, session.userId, body.respuesta as never, typeof body.nombre === 'string' ? body.nombre : '');
  if (ok) {
    await secondFactorAdded(session);
    log().info({ event: 'auth.passkey-added', userId: session.userId }, 'passkey added');
  }
  return jsonResponse(ok ? { ok: true } : { ok: false, mensaje: 'No se ha podido registrar la llave de acceso. Inténtalo de nuevo.' });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('json', 'POST');
