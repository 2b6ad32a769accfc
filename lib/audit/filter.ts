// The audit page's filters from a query string (the page and its CSV export read the same).
import { dateParam, idParam, listParams, textParam } from '@/lib/http/list-params';
import type { AuditFilter } from './trail';

export const auditFilterFrom = listParams(
  { persona: idParam, accion: textParam, objeto: textParam, id: textParam, desde: dateParam, hasta: dateParam },
  (p): AuditFilter => ({
    actorId: p.persona,
    action: p.accion,
    objectType: p.objeto,
    objectId: p.id,
    from: p.desde,
    to: p.hasta,
  }),
);
