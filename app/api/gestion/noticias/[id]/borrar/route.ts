// POST /api/gestion/noticias/:id/borrar — deletes a news item (the page asks to confirm first).
import { answerResponse, refusals } from '@/lib/http/errors';
import { clientOf } from '@/lib/http/route';
import { deleteNewsItem } from '@/lib/news/staff/editor';
import { numericId } from '@/lib/http/route-params';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'news.edit',
  numericId,
  async (req, staff, { params: { id } }) => {
    const answer = await deleteNewsItem(staff, id, clientOf(req));
    if (!answer) throw refusals.notFound();
    return answerResponse(answer);
  },
);
