// GET /api/gestion/soporte/adjuntos/:id — a file attached to any case (internal notes' too), for
// the roles that work cases, streamed from the file store as the customer's download is (Range,
// ETag, nosniff, sandboxing CSP; checked images and PDF inline, anything else as a download).
import { fileResponse } from '@/lib/files';
import { numericId } from '@/lib/http/route-params';
import { staffAttachmentFile } from '@/lib/support/staff/case-work';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'GET',
  'cases.work',
  numericId,
  async (req, _staff, { params: { id } }) =>
    fileResponse(req, await staffAttachmentFile(id), { disposition: 'inline' }),
);
