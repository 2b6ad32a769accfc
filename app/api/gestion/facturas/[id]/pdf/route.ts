// GET /api/gestion/facturas/:id/pdf — the PDF the customer downloads for this invoice: the original
// when one is attached, else the generated copy (`x-mille-documento: original | copia`).
import { refusals } from '@/lib/http/errors';
import { invoiceDocument, invoiceFileName } from '@/lib/invoices/service';
import { numericId } from '@/lib/http/route-params';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'GET',
  'invoices.manage',
  numericId,
  async (_req, _staff, { params: { id } }) => {
    const doc = await invoiceDocument(id);
    if (!doc) throw refusals.notFound();
    return new Response(doc.bytes as BodyInit, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${invoiceFileName(doc.number)}"`,
        'cache-control': 'private, no-store',
        'x-mille-documento': doc.original ? 'original' : 'copia',
      },
    });
  },
);
