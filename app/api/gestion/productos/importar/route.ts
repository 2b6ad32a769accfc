// POST /api/gestion/productos/importar[?confirmar=1] — the body is a CSV of hotels' modules (up to
// 5 MB; header hotel;producto;version_licenciada;version_instalada;fin_licencia). Every row is
// checked and answered with its problems (the preview); with confirmar=1 and no problem, every row
// is written in one transaction, otherwise none. Answers { ok, problem, rows, errors, imported }.
import { jsonResponse } from '@/lib/http/errors';
import { readCapped } from '@/lib/http/body';
import { clientOf } from '@/lib/http/route';
import { importHotelModules, MODULES_CSV_MAX_BYTES } from '@/lib/products/staff/modules';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'products.manage',
  async (req, staff) => {
    const bytes = await readCapped(req, MODULES_CSV_MAX_BYTES);
    const write = new URL(req.url).searchParams.get('confirmar') === '1';
    return jsonResponse({ ok: true, ...(await importHotelModules(staff, bytes, write, clientOf(req))) });
  },
);
