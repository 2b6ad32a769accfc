// POST /api/gestion/noticias/:id/estado — form accion (publicar | programar | retirar | borrador) and,
// to schedule, fecha (Madrid time, AAAA-MM-DDTHH:MM).
import { answerResponse, refusals } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';
import { changeNewsStatus, type StatusAction } from '@/lib/news/staff/editor';
import { numericId } from '@/lib/http/route-params';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

const ACTIONS: Record<string, StatusAction> = {
  publicar: 'publish',
  programar: 'schedule',
  retirar: 'withdraw',
  borrador: 'draft',
};

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'news.edit',
  numericId,
  async (req, staff, { params: { id } }) => {
    const form = await formOf(req);
    const action = ACTIONS[form.accion ?? ''];
    if (!action) return answerResponse({ ok: false, message: 'Acción desconocida.' });
    const answer = await changeNewsStatus(staff, id, action, form.fecha ?? '', clientOf(req));
    if (!answer) throw refusals.notFound();
    return answerResponse(answer);
  },
);
