// POST /api/internal/revalidate-news — the staff tool (or this server at start-up) asks for the
// news pages to be rebuilt now. Signed with a key derived from SESSION_SECRET (lib/news/revalidation).
import { env } from '@/lib/env';
import { jsonResponse, refusals } from '@/lib/http/errors';
import { apiRoute } from '@/lib/http/route';
import { REVALIDATE_HEADER, verifyRevalidation } from '@/lib/news/revalidation';
import { revalidateNewsPages } from '@/lib/news/revalidate-pages';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

export const POST = apiRoute('json', async (req) => {
  if (!verifyRevalidation(req.headers.get(REVALIDATE_HEADER), env().SESSION_SECRET)) throw refusals.unauthenticated();
  // The data and every page built from it: expired now, rebuilt on their next request.
  revalidateNewsPages();
  return jsonResponse({ revalidated: true });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('json', 'POST');
