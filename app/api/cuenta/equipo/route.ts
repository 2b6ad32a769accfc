// GET /api/cuenta/equipo?hotel=ID — the hotel's team (lib/account/team.ts) for its billing contact:
// 404 not the user's hotel, 403 not its billing contact.
import { hotelIdOf, listTeam } from '@/lib/account/team';
import { securityRoute } from '@/lib/auth/security-route';
import { answerResponse } from '@/lib/http/errors';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = securityRoute('GET', async (req, session) => {
  const hotelId = hotelIdOf(new URL(req.url).searchParams.get('hotel'));
  return answerResponse({ ok: true, ...(await listTeam(session, hotelId)) });
});
