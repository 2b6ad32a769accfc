// GET /api/Data/GetAreasMenu — the navigation areas; `userkey` on the first one when signed in.
import { currentUserKey } from '@/lib/auth/user-key';
import { menuAreasForApi } from '@/lib/content/menu-api';
import { jsonResponse } from '@/lib/http/errors';
import { apiRoute } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

export const GET = apiRoute('json', async () => jsonResponse(menuAreasForApi(await currentUserKey())));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('json', 'GET');
