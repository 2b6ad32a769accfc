// POST /api/cuenta/seguridad/llaves/eliminar — form id: removes one of the user's passkeys.
import { removePasskey } from '@/lib/auth/passkeys';
import { securityRoute } from '@/lib/auth/security-route';
import { readForm } from '@/lib/http/body';
import { jsonResponse } from '@/lib/http/errors';
import { bodyLimit } from '@/lib/http/route';
import { log } from '@/lib/log';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

export const POST = securityRoute(async (req, session) => {
  const form = await readForm(req, bodyLimit());
  const ok = await removePasskey(session.userId, form.id ?? '');
  if (ok) log().info({ event: 'auth.passkey-removed', userId: session.userId }, 'passkey removed');
  return jsonResponse({ ok });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('json', 'POST');
