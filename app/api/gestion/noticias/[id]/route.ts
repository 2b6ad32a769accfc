// POST /api/gestion/noticias/:id — multipart with `version`: saves the editor's fields, or 409 when
// someone saved the item since this copy was opened (nothing is overwritten).
import { answerResponse, refusals } from '@/lib/http/errors';
import { clientOf } from '@/lib/http/route';
import { saveNews } from '@/lib/news/staff/editor';
import { readEditorForm } from '@/lib/news/staff/editor-form';
import { numericId } from '@/lib/http/route-params';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'news.edit',
  numericId,
  async (req, staff, { params: { id } }) => {
    const { input, version } = await readEditorForm(req);
    const answer = await saveNews(staff, id, version, input, clientOf(req));
    if (!answer) throw refusals.notFound();
    return answerResponse(answer);
  },
);
