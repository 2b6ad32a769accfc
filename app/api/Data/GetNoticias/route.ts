// GET /api/Data/GetNoticias — every news item in the contract's shape, newest first, with its ETag
// (304 for a client that has it; the server layer sends it compressed, server/compressed-answers.ts).
import { taggedJsonResponse } from '@/lib/http/etag';
import { apiRoute } from '@/lib/http/route';
import { newsApiBody } from '@/lib/news/contract';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute('GET', 'json', async (req) =>
  taggedJsonResponse(req, await newsApiBody()),
);
