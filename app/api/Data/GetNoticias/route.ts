// GET /api/Data/GetNoticias — every news item in the contract's shape, newest first.
import { jsonResponse } from '@/lib/http/errors';
import { apiRoute } from '@/lib/http/route';
import { newsForApi } from '@/lib/news/contract';

export const dynamic = 'force-dynamic';

export const GET = apiRoute('json', async () => jsonResponse(await newsForApi()));
