// The demo's bank details: DEMO ONLY, saved as the demo admin through the staff settings (audited
// like any change), so the demo's "Cómo pagar" shows a transfer block; the product shows customers
// no bank details until staff save real ones (lib/invoices/payment-settings.ts).
import 'server-only';
import { db } from '@/lib/db';
import { DEMO_STAFF } from '@/lib/staff/demo-seed';
import { savePaymentSettings } from './payment-settings';

/**
 * DEMO ONLY: made-up transfer details (a well-formed IBAN, not the vendor's account) and creditor
 * identifier, as the staff form posts them. Never seeded outside demo mode (lib/seed).
 */
export const DEMO_PAYMENT_FORM = {
  iban: 'ES29 2100 0813 6402 0123 4567',
  bic: 'CAIXESBBXXX',
  beneficiario: 'Mille Informática, S.L. (demo)',
  acreedor: 'ES12000B46000000',
} as const;

/** Saves the demo's bank details once (as the demo admin); details already saved are left alone. */
export async function seedDemoPaymentSettings(): Promise<void> {
  if (await db().paymentSettings.findUnique({ where: { id: 1 }, select: { id: true } })) return;
  const admin = DEMO_STAFF.find((s) => s.role === 'admin')!;
  const staff = await db().staffUser.findUnique({ where: { email: admin.email }, select: { id: true } });
  if (!staff) throw new Error(`Demo staff ${admin.email} missing: the staff seed runs first`);
  const saved = await savePaymentSettings(
    { staffId: staff.id, email: admin.email, name: admin.name, role: admin.role, key: '' },
    { ...DEMO_PAYMENT_FORM },
    'demo-seed',
  );
  if (!saved.ok) throw new Error(`Demo payment settings: ${saved.message}`);
}

/** After the staff: saved as the demo admin. */
export const paymentSettingsSeeder = { name: 'payment-settings', run: seedDemoPaymentSettings };
