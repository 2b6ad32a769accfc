// POST /api/gestion/noticias/:id/borrar — deletes a news item (the page asks to confirm first).
import { jsonResponse, refusals } from '@/lib/http/errors';
import { clientOf } from '@/lib/http/route';
import { deleteNewsItem } from '@/lib/news/staff/editor';
import { idFromPath } from '@/lib/staff/path-id';
import { staffRoute } from '@/lib/staff/route';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

export const POST = staffRoute('news.edit', async (req, staff) => {
  const answer = await deleteNewsItem(staff, idFromPath(req, 'noticias'), clientOf(req));
  if (!answer) throw refusals.notFound();
  return jsonResponse(answer);
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('json', 'POST');
