// POST /api/gestion/noticias/:id — multipart with `version`: saves the editor's fields, or 409 when
// someone saved the item since this copy was opened (nothing is overwritten).
import { jsonResponse, refusals } from '@/lib/http/errors';
import { clientOf } from '@/lib/http/route';
import { saveNews } from '@/lib/news/staff/editor';
import { readEditorForm } from '@/lib/news/staff/editor-form';
import { idFromPath } from '@/lib/staff/path-id';
import { staffRoute } from '@/lib/staff/route';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

export const POST = staffRoute('news.edit', async (req, staff) => {
  const id = idFromPath(req, 'noticias');
  const { input, version } = await readEditorForm(req);
  const answer = await saveNews(staff, id, version, input, clientOf(req));
  if (!answer) throw refusals.notFound();
  return jsonResponse(answer, !answer.ok && answer.conflict ? 409 : 200);
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('json', 'POST');
