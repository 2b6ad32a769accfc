// POST /api/gestion/noticias — multipart: a new news item, saved as a draft. Redacción and
// administración.
import { answerResponse } from '@/lib/http/errors';
import { clientOf } from '@/lib/http/route';
import { createNewsDraft } from '@/lib/news/staff/editor';
import { readEditorForm } from '@/lib/news/staff/editor-form';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute('POST', 'news.edit', async (req, staff) => {
  const { input } = await readEditorForm(req);
  return answerResponse(await createNewsDraft(staff, input, clientOf(req)));
});
