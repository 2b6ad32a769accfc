// GET /Soluciones/Othello — the old capitalised address (spec §2) moves to the lower-case page.
import { permanentRedirect } from '@/lib/http/permanent-redirect';

export const GET = permanentRedirect('/soluciones/othello');
export const HEAD = GET;
