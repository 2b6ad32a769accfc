// GET /api/cuenta/soporte/adjuntos/<id> — a file attached to a case of the session's hotels (the
// case's own rule: another hotel's, or an invoice-linked case of a non-billing contact, is 404),
// streamed from the file store with Range and ETag. Checked images and PDF are shown in the
// browser; anything else (text, logs, ZIP) is a download.
import { customerApi } from '@/lib/auth/customer-api';
import { fileResponse } from '@/lib/files';
import { numericId } from '@/lib/http/route-params';
import { attachmentFile } from '@/lib/support/cases';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = customerApi(numericId, {
  GET: async (req, session, { params: { id } }) =>
    fileResponse(req, await attachmentFile(session, id), { disposition: 'inline' }),
});
