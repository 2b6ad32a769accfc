// POST /api/internal/refresh {"feeds": ["news"]} — this server's own watcher (lib/freshness/watch.ts)
// asks for the named feeds' pages to be rebuilt now: Next expires its cache only inside a request.
// Only this process holds the key it must carry (lib/freshness/self-call.ts).
import { z } from 'zod';
import { FEEDS } from '@/lib/boot/feeds';
import { refreshFeeds } from '@/lib/freshness/refresh';
import { isOwnCall, REFRESH_KEY_HEADER } from '@/lib/freshness/self-call';
import { readJson } from '@/lib/http/body';
import { jsonResponse, refusals } from '@/lib/http/errors';
import { apiRoute } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

const body = z.object({ feeds: z.array(z.enum(FEEDS.map((f) => f.name) as [string, ...string[]])).min(1) });

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = apiRoute('POST', 'json', async (req) => {
  if (!isOwnCall(req.headers.get(REFRESH_KEY_HEADER))) throw refusals.unauthenticated();
  const parsed = body.safeParse(await readJson(req, 4096));
  if (!parsed.success) throw refusals.badRequest();
  refreshFeeds(FEEDS.filter((f) => parsed.data.feeds.includes(f.name)));
  return jsonResponse({ refreshed: parsed.data.feeds });
});
