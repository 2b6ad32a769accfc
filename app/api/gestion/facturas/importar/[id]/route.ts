// POST /api/gestion/facturas/importar/:id — imports an uploaded CSV, all or nothing: 409 with the
// reason when any row has a problem now (nothing written), else the summary (added, unchanged,
// refused), audited with the file's hash. Only its uploader; 404 for anyone else or once expired.
import { answerResponse, refusals } from '@/lib/http/errors';
import { clientOf } from '@/lib/http/route';
import { tokenId } from '@/lib/http/route-params';
import { confirmPendingImport } from '@/lib/invoices/pending-import';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'invoices.manage',
  tokenId,
  async (req, staff, { params: { id } }) => {
    const answer = await confirmPendingImport(staff, id, clientOf(req));
    if (!answer) throw refusals.notFound();
    if (!answer.ok) return answerResponse(answer);
    const { added, unchanged, refused } = answer.summary;
    return answerResponse({
      ok: true,
      summary: answer.summary,
      message: `Importación hecha: ${added} añadidas, ${unchanged} sin cambios, ${refused} rechazadas.`,
    });
  },
);
