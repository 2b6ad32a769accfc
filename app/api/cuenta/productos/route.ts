// GET /api/cuenta/productos?hotel=<id> — the modules of one of the session's hotels: installed,
// licensed and latest version, whether an update is available, the notes of the newer versions and
// the files the hotel may download (docs/CONTRACT.md, "Productos"). Another hotel: 404.
import { customerApi } from '@/lib/auth/customer-api';
import { jsonResponse, refusals } from '@/lib/http/errors';
import { modulesForSession } from '@/lib/products/account';
import { modulesContract } from '@/lib/products/contract';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = customerApi({
  GET: async (req, session) => {
    const hotel = new URL(req.url).searchParams.get('hotel') ?? '';
    if (!/^\d{1,9}$/.test(hotel)) throw refusals.notFound();
    return jsonResponse(modulesContract(await modulesForSession(session, Number(hotel))));
  },
});
