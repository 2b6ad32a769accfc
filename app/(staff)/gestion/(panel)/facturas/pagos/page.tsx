// /gestion/facturas/pagos: how customers pay the vendor's invoices (bank transfer details and the
// SEPA creditor identifier), as Mis facturas shows them. Until saved here, the placeholders of
// lib/content/company.ts show. A hotel's direct-debit mandate is on the hotel's page.
import type { Metadata } from 'next';
import Link from 'next/link';
import { ActionForm } from '@/components/staff/action-form';
import { fieldClass } from '@/components/staff/post';
import { paymentSettings } from '@/lib/invoices/payment-settings';
import { requireStaffPage } from '@/lib/staff/request-session';

export const metadata: Metadata = { title: 'Datos de pago' };

export default async function PaymentSettingsPage() {
  await requireStaffPage('/gestion/facturas/pagos');
  const s = await paymentSettings();
  const field = (name: string, label: string, value: string, maxLength: number) => (
    <label className="block font-medium">
      {label}
      <span className="text-red-800"> *</span>
      <input name={name} required defaultValue={value} maxLength={maxLength} className={fieldClass} />
    </label>
  );
  return (
    <>
      <p className="text-sm">
        <Link href="/gestion/facturas" className="text-brand-800 underline">
          Facturas
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-navy-900">Datos de pago</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Lo que ven los clientes en «Mis facturas», en «Cómo pagar». La referencia del mandato SEPA de un hotel que paga
        por domiciliación se guarda en la página del hotel.
      </p>
      {s.placeholder && (
        <p role="status" className="mt-3 rounded-md bg-amber-50 p-3 text-amber-900">
          Aún no hay datos guardados (abajo, los de ejemplo): los clientes no ven ningún dato bancario, solo que los
          pidan a administración. Guarda los reales.
        </p>
      )}
      <ActionForm
        endpoint="facturas/pagos"
        submitLabel="Guardar"
        keep
        className="mt-6 grid max-w-2xl gap-4 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        {field('iban', 'IBAN', s.iban, 42)}
        {field('bic', 'BIC', s.bic, 11)}
        {field('beneficiario', 'Beneficiario', s.beneficiary, 120)}
        {field('acreedor', 'Identificador de acreedor SEPA', s.creditorId, 35)}
      </ActionForm>
    </>
  );
}
