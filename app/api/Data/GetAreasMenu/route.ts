// GET /api/Data/GetAreasMenu — the navigation areas; `userkey` on the first one when signed in.
import { currentUserKey } from '@/lib/auth/user-key';
import { menuAreasForApi } from '@/lib/content/menu-api';
import { jsonResponse } from '@/lib/http/errors';
import { apiRoute } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute('GET', 'json', async () => jsonResponse(menuAreasForApi(await currentUserKey())));
