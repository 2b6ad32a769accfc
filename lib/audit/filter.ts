// The audit page's filters from a query string (the page and its CSV export read the same).
import type { AuditFilter } from './trail';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function auditFilterFrom(params: URLSearchParams): { filter: AuditFilter; page: number } {
  const get = (k: string) => (params.get(k) ?? '').trim().slice(0, 100);
  const persona = get('persona');
  const filter: AuditFilter = {
    actorId: /^\d{1,9}$/.test(persona) ? Number(persona) : undefined,
    action: get('accion') || undefined,
    objectType: get('objeto') || undefined,
    objectId: get('id') || undefined,
    from: DATE.test(get('desde')) ? get('desde') : undefined,
    to: DATE.test(get('hasta')) ? get('hasta') : undefined,
  };
  const page = /^\d{1,6}$/.test(get('pagina')) ? Math.max(1, Number(get('pagina'))) : 1;
  return { filter, page };
}

export function searchParamsOf(record: Record<string, string | string[] | undefined>): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(record)) if (typeof v === 'string') out.set(k, v);
  return out;
}
