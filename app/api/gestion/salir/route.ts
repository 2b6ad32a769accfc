// POST /api/gestion/salir — ends the staff session (on every instance: its row goes).
import { jsonResponse } from '@/lib/http/errors';
import { staffPublicRoute } from '@/lib/staff/route';
import { endStaffSession, staffSessionFromJar } from '@/lib/staff/session';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

export const POST = staffPublicRoute(async (_req, jar) => {
  await endStaffSession(jar, await staffSessionFromJar(jar));
  return jsonResponse({ ok: true });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('json', 'POST');
