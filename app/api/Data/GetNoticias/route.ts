// GET /api/Data/GetNoticias — every news item in the contract's shape, newest first.
import { jsonTextResponse } from '@/lib/http/errors';
import { apiRoute } from '@/lib/http/route';
import { newsApiBody } from '@/lib/news/contract';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute('GET', 'json', async () => jsonTextResponse(await newsApiBody()));
