// GET /api/gestion/productos/ficheros/:id — a version's file for staff, streamed with Range and ETag.
import { db } from '@/lib/db';
import { fileResponse } from '@/lib/files';
import { refusals } from '@/lib/http/errors';
import { numericId } from '@/lib/http/route-params';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'GET',
  'products.manage',
  numericId,
  async (req, _staff, { params: { id } }) => {
    const found = await db().versionFile.findUnique({ where: { id }, select: { fileId: true } });
    if (!found) throw refusals.notFound();
    return fileResponse(req, found.fileId);
  },
);
