// GET /soluciones/verifactu/declaracion/<versionId> — the declaración responsable of a published
// version adapted to Veri*Factu, generated from its data (the same data, the same bytes); 404 for
// any other version.
import { apiRoute } from '@/lib/http/route';
import { refusals } from '@/lib/http/errors';
import { routeParams, numericId } from '@/lib/http/route-params';
import { publicDeclarationPdf } from '@/lib/products/catalogue';
import { declarationResponse } from '@/lib/products/declaration-response';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute('GET', 'text', async (_req, context) => {
  const { id } = await routeParams(context, numericId);
  const found = await publicDeclarationPdf(id);
  if (!found) throw refusals.notFound();
  return declarationResponse(found, 'public, max-age=300');
});
