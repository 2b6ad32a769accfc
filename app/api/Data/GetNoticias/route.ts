// GET /api/Data/GetNoticias — every news item in the contract's shape, newest first.
import { jsonTextResponse } from '@/lib/http/errors';
import { apiRoute } from '@/lib/http/route';
import { newsApiBody } from '@/lib/news/contract';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

export const GET = apiRoute('json', async () => jsonTextResponse(await newsApiBody()));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('json', 'GET');
