// GET /api/Data/GetNoticias — every news item in the contract's shape, newest first.
import { jsonResponse, jsonTextResponse } from '@/lib/http/errors';
import { apiRoute } from '@/lib/http/route';
import { newsApiBody } from '@/lib/news/contract';

export const dynamic = 'force-dynamic';

export const GET = apiRoute('json', async () => jsonTextResponse(await newsApiBody()));

// CONTRACT.md: another method on a known path → 405, in the endpoint's own format (JSON).
const methodNotAllowed = async () => jsonResponse({ error: 'method-not-allowed', message: 'Método no permitido' }, 405, { allow: 'GET, HEAD' });
export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
