// GET /Soluciones/verifactu — the old site's capitalised address, still linked from outside, moves to the lower-case page.
import { permanentRedirect } from '@/lib/http/permanent-redirect';

export const GET = permanentRedirect('/soluciones/verifactu');
export const HEAD = GET;
