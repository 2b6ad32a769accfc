// POST /api/gestion/salir — ends the staff session (on every instance: its row goes).
import { answerResponse } from '@/lib/http/errors';
import { staffPublicRoute } from '@/lib/staff/route';
import { endStaffSession, staffSessionFromJar } from '@/lib/staff/session';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffPublicRoute('POST', async (_req, jar) => {
  await endStaffSession(jar, await staffSessionFromJar(jar));
  return answerResponse({ ok: true });
});
