// GET /api/gestion/soporte/hoteles?q=… — the hotel picker's choices for the pages that use it: the
// support queue's hotel filter (/gestion/soporte, cases.work) and the remote-access pages
// (remote.access); either action will do, so a role with one of them and not the other still gets
// its page's picker. Soporte técnico, which does not manage customers or invoices, among them. The
// same answer as /api/gestion/hoteles/buscar, { ok: true, hotels: [{ id, name, taxId }] }, the
// first 20 whose name or NIF/CIF starts with q.
import { findHotels } from '@/lib/account/staff/hotels';
import { jsonResponse } from '@/lib/http/errors';
import { textParam } from '@/lib/http/list-params';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'GET',
  ['cases.work', 'remote.access'],
  async (req) => {
    const q = textParam.parse(new URL(req.url).searchParams.get('q') ?? undefined) ?? '';
    return jsonResponse({ ok: true, hotels: await findHotels(q) }, 200, { 'Cache-Control': 'no-store' });
  },
);
