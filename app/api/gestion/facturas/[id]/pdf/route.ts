// GET /api/gestion/facturas/:id/pdf — the PDF the customer downloads for this invoice: the original
// when one is attached, else the generated copy (`x-mille-documento: original | copia`).
import { refusals } from '@/lib/http/errors';
import { otherMethods } from '@/lib/http/methods';
import { invoiceDocument, invoiceFileName } from '@/lib/invoices/service';
import { idFromPath } from '@/lib/staff/path-id';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const GET = staffRoute('invoices.manage', async (req) => {
  const doc = await invoiceDocument(idFromPath(req, 'facturas'));
  if (!doc) throw refusals.notFound();
  return new Response(doc.bytes as BodyInit, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${invoiceFileName(doc.number)}"`,
      'cache-control': 'private, no-store',
      'x-mille-documento': doc.original ? 'original' : 'copia',
    },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('json', 'GET');
