// GET /api/cuenta/soporte/accesos?hotel=<id_hotel> — the hotel's remote-access grants (in force and
// past) and the log of the sessions staff recorded on them, for any contact of the hotel
// (lib/support/remote-access.ts). 401 without a session, 404 for a hotel the user is no contact of.
import { accountRoute, requireSession } from '@/lib/auth/route';
import { jsonResponse } from '@/lib/http/errors';
import { remoteAccessView } from '@/lib/support/remote-access';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = accountRoute('GET', async (req, jar) => {
  const session = await requireSession(jar);
  return jsonResponse(await remoteAccessView(session, new URL(req.url).searchParams.get('hotel') ?? ''));
});
