// POST /api/gestion/productos/subidas — JSON { nombre, tamano }: opens a resumable upload of a
// version's file (up to 2 GB). Answers { ok, id, nombre, tamano, recibidos, trozo, completo, sha256 }.
// Administración and Soporte técnico.
import { jsonResponse } from '@/lib/http/errors';
import { jsonOf } from '@/lib/http/route';
import { beginVersionUpload } from '@/lib/products/staff/uploads';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'products.manage',
  async (req, staff) => jsonResponse(await beginVersionUpload(staff, await jsonOf(req)), 201),
);
