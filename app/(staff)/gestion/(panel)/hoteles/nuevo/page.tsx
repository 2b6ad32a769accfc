// /gestion/hoteles/nuevo: a new hotel with every field the customer area shows.
import type { Metadata } from 'next';
import Link from 'next/link';
import { ActionForm } from '@/components/staff/action-form';
import { HotelFields } from '@/components/staff/customer-fields';
import { requireStaffPage } from '@/lib/staff/request-session';

export const metadata: Metadata = { title: 'Nuevo hotel' };

export default async function NewHotelPage() {
  await requireStaffPage('/gestion/hoteles/nuevo');
  return (
    <>
      <p className="text-sm">
        <Link href="/gestion/hoteles" className="text-brand-800 underline">
          Hoteles
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-navy-900">Nuevo hotel</h1>
      <section className="mt-6 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <ActionForm endpoint="hoteles" submitLabel="Crear hotel" then="/gestion/hoteles" className="space-y-5">
          <HotelFields />
        </ActionForm>
      </section>
    </>
  );
}
