// GET /api/cuenta/facturas/<id>/pagar — to the payment provider's checkout for this unpaid invoice
// (its hotel's billing contact only); 404 while no provider is configured (lib/invoices/payment-provider.ts).
import { customerApi } from '@/lib/auth/customer-api';
import { numericId } from '@/lib/http/route-params';
import { checkoutAddress } from '@/lib/invoices/pay';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = customerApi(numericId, {
  GET: async (_req, session, { params: { id } }) =>
    new Response(null, { status: 303, headers: { location: await checkoutAddress(session, id) } }),
});
