// GET /Soluciones/verifactu — the old capitalised address (spec §2) moves to the lower-case page.
import { permanentRedirect } from '@/lib/http/permanent-redirect';

export const GET = permanentRedirect('/soluciones/verifactu');
export const HEAD = GET;
