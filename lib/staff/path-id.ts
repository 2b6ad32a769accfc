// The numeric id after /api/gestion/<section>/ in a request's path (route handlers stay plain
// functions of a Request, as the API tests call them).
import { refusals } from '@/lib/http/errors';

export function idFromPath(req: Request, section: string): number {
  const parts = new URL(req.url).pathname.split('/');
  const at = parts.indexOf(section);
  const raw = at >= 0 ? parts[at + 1] : undefined;
  if (!raw || !/^\d{1,9}$/.test(raw)) throw refusals.notFound();
  return Number(raw);
}
