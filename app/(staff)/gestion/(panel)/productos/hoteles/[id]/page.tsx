// /gestion/productos/hoteles/:id: the modules a hotel has (licensed and installed version, licence
// end), each edited or taken away, and a module added.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ActionForm } from '@/components/staff/action-form';
import { fieldClass } from '@/components/staff/post';
import { db } from '@/lib/db';
import { hotelModulesForStaff } from '@/lib/products/staff/modules';
import { requireStaffPage } from '@/lib/staff/request-session';

export const metadata: Metadata = { title: 'Módulos del hotel' };

const label = 'block text-sm font-medium';
const section = 'mt-6 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200';

function VersionSelect({
  name,
  label: text,
  versions,
  value,
}: {
  name: string;
  label: string;
  versions: string[];
  value: string;
}) {
  return (
    <label className={label}>
      {text}
      <select name={name} defaultValue={value} className={fieldClass}>
        <option value="">—</option>
        {versions.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );
}

export default async function HotelModulesPage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaffPage('/gestion/productos/hoteles/[id]');
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const hotel = await db().hotel.findUnique({
    where: { id: Number(id) },
    select: { id: true, name: true, taxId: true },
  });
  if (!hotel) notFound();
  const { modules, products } = await hotelModulesForStaff(hotel.id);
  const missing = products.filter((p) => !modules.some((m) => m.productId === p.id));
  return (
    <>
      <p>
        <Link href="/gestion/productos" className="text-brand-800 underline">
          ← Productos
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-navy-900">
        Módulos de {hotel.name} <span className="text-base font-normal text-slate-600">({hotel.taxId})</span>
      </h1>
      {modules.length === 0 && <p className="mt-4 text-slate-700">Este hotel no tiene módulos todavía.</p>}
      {modules.map((m) => (
        <section key={m.productId} aria-label={m.productName} className={section}>
          <h2 className="text-lg font-semibold text-navy-900">{m.productName}</h2>
          <ActionForm endpoint={`productos/hoteles/${hotel.id}`} submitLabel="Guardar" keep className="mt-3 space-y-3">
            <input type="hidden" name="producto" value={String(m.productId)} />
            <div className="grid gap-4 sm:grid-cols-3">
              <VersionSelect name="licenciada" label="Versión licenciada" versions={m.choices} value={m.licensed} />
              <VersionSelect name="instalada" label="Versión instalada" versions={m.choices} value={m.installed} />
              <label className={label}>
                Fin de la licencia
                <input name="fin" type="date" defaultValue={m.licenceEnd} className={fieldClass} />
              </label>
            </div>
          </ActionForm>
          <ActionForm
            endpoint={`productos/hoteles/${hotel.id}/quitar`}
            submitLabel="Quitar el módulo"
            secondary
            confirm={`¿Quitar ${m.productName} a ${hotel.name}?`}
            className="mt-3"
          >
            <input type="hidden" name="producto" value={String(m.productId)} />
          </ActionForm>
        </section>
      ))}
      {missing.length > 0 && (
        <section aria-labelledby="anadir-modulo" className={section}>
          <h2 id="anadir-modulo" className="text-lg font-semibold text-navy-900">
            Añadir un módulo
          </h2>
          <ActionForm endpoint={`productos/hoteles/${hotel.id}`} submitLabel="Añadir" className="mt-3 space-y-3">
            <div className="grid gap-4 sm:grid-cols-2">
              <label className={label}>
                Producto
                <select name="producto" className={fieldClass} required>
                  {missing.map((p) => (
                    <option key={p.id} value={String(p.id)}>
                      {p.name}
                    </option>
                  ))}
                </select>
              </label>
              <label className={label}>
                Fin de la licencia
                <input name="fin" type="date" className={fieldClass} />
              </label>
              <label className={label}>
                Versión licenciada (número)
                <input name="licenciada" className={fieldClass} />
              </label>
              <label className={label}>
                Versión instalada (número)
                <input name="instalada" className={fieldClass} />
              </label>
            </div>
          </ActionForm>
        </section>
      )}
    </>
  );
}
