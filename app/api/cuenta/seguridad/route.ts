// GET /api/cuenta/seguridad — the signed-in customer's two-factor state, passkeys and open sessions.
import { securityOverview } from '@/lib/account/security';
import { securityRoute } from '@/lib/auth/security-route';
import { jsonResponse } from '@/lib/http/errors';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = securityRoute('GET', async (_req, session) =>
  jsonResponse(await securityOverview(session)),
);
