// POST /api/internal/revalidate-news — the staff tool (or this server at start-up) asks for the
// news pages to be rebuilt now. Signed with a key derived from SESSION_SECRET (lib/news/revalidation).
import { revalidatePath, revalidateTag } from 'next/cache';
import { env } from '@/lib/env';
import { jsonResponse, refusals } from '@/lib/http/errors';
import { apiRoute } from '@/lib/http/route';
import { REVALIDATE_HEADER, verifyRevalidation } from '@/lib/news/revalidation';
import { NEWS_CACHE_TAG } from '@/lib/news/view';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

export const POST = apiRoute('json', async (req) => {
  if (!verifyRevalidation(req.headers.get(REVALIDATE_HEADER), env().SESSION_SECRET)) throw refusals.unauthenticated();
  // The data and every page built from it: expired now, rebuilt on their next request.
  revalidateTag(NEWS_CACHE_TAG, { expire: 0 });
  for (const path of ['/blog', '/en/blog', '/blog/rss.xml', '/sitemap.xml']) revalidatePath(path);
  revalidatePath('/blog/[slug]', 'page');
  return jsonResponse({ revalidated: true });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('json', 'POST');
