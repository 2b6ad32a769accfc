// POST /api/gestion/facturas/pagos — form iban, bic, beneficiario, acreedor: how customers pay the
// vendor's invoices (shown in Mis facturas), checked and audited.
import { answerResponse } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';
import { savePaymentSettings } from '@/lib/invoices/staff/payment-settings';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'invoices.manage',
  async (req, staff) => answerResponse(await savePaymentSettings(staff, await formOf(req), clientOf(req))),
);
