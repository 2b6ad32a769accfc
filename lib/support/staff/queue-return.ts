// The way back from a case's page to the support queue as it was left: the queue's link to a case
// carries the queue's query (`/gestion/soporte/7?lista=estado%3Dtodos%26prioridad%3Dalta`), and
// «← Casos de soporte» leads to /gestion/soporte with it. Only a query travels, never a path: the
// way back is always the queue itself, whatever the address says; a query that does not read as
// one (too long, a control character) is left out, and the empty parameters a filter form sends
// are dropped. Pure.

/** The support queue's address. */
export const QUEUE_PATH = '/gestion/soporte';

/** The parameter of a case's page that carries the queue's query. */
export const QUEUE_RETURN_PARAM = 'lista';

const MAX_LENGTH = 1000;

/** The queue's query as it may travel: its non-empty params, re-encoded; '' for none (or none acceptable). */
function queueQuery(query: URLSearchParams | string): string {
  if (typeof query === 'string' && (query.length > MAX_LENGTH || /[\u0000-\u001f\u007f-\u009f]/.test(query))) return '';
  const params = new URLSearchParams(query);
  const kept = new URLSearchParams();
  for (const [key, value] of params) {
    if (key === QUEUE_RETURN_PARAM || value.trim() === '') continue;
    if (/[\u0000-\u001f\u007f-\u009f]/.test(key + value)) return '';
    kept.append(key, value);
  }
  const out = kept.toString();
  return out.length > MAX_LENGTH ? '' : out;
}

/** The queue with `query` (its filters, its position), or the plain queue. */
export function queuePath(query: URLSearchParams | string): string {
  const q = queueQuery(query);
  return q ? `${QUEUE_PATH}?${q}` : QUEUE_PATH;
}

/** A case's page, carrying the queue's query when there is one (the way back keeps the filters). */
export function casePath(id: number, listQuery: URLSearchParams | string = ''): string {
  const q = queueQuery(listQuery);
  return q
    ? `${QUEUE_PATH}/${id}?${new URLSearchParams({ [QUEUE_RETURN_PARAM]: q }).toString()}`
    : `${QUEUE_PATH}/${id}`;
}

/** The way back from a case's page whose `lista` is `value` (as the address gave it, maybe repeated). */
export function queueBackPath(value: string | string[] | undefined): string {
  return queuePath(typeof value === 'string' ? value : '');
}
