// GET /api/gestion/productos/hoteles/buscar?q=… — the hotel picker's choices for the products pages
// (Soporte técnico does not manage customers): the same answer as /api/gestion/hoteles/buscar,
// { ok: true, hotels: [{ id, name, taxId }] }, the first 20 whose name or NIF/CIF starts with q.
import { findHotels } from '@/lib/account/staff/hotels';
import { jsonResponse } from '@/lib/http/errors';
import { textParam } from '@/lib/http/list-params';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = staffRoute('GET', 'products.manage', async (req) => {
  const q = textParam.parse(new URL(req.url).searchParams.get('q') ?? undefined) ?? '';
  return jsonResponse({ ok: true, hotels: await findHotels(q) }, 200, { 'Cache-Control': 'no-store' });
});
