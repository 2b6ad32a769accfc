// POST /api/cuenta/llave/opciones — options for signing in with a passkey (no e-mail needed).
import { signInOptions } from '@/lib/auth/passkeys';
import { accountRoute } from '@/lib/auth/route';
import { jsonResponse } from '@/lib/http/errors';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = accountRoute('POST', async (_req, jar) =>
  jsonResponse(await signInOptions(jar)),
);
