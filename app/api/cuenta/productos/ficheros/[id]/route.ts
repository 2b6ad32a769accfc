// GET /api/cuenta/productos/ficheros/<id> — a version's file (installer, manual, notes) of a module
// one of the session's hotels has (its licensed version or the latest), streamed from the file
// store with Range and ETag, so a cut download resumes; anything else 404.
import { customerApi } from '@/lib/auth/customer-api';
import { fileResponse } from '@/lib/files';
import { numericId } from '@/lib/http/route-params';
import { versionFileForSession } from '@/lib/products/account';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = customerApi(numericId, {
  GET: async (req, session, { params: { id } }) => fileResponse(req, await versionFileForSession(session, id)),
});
