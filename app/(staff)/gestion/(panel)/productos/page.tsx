// /gestion/productos (Administración, Soporte técnico): the catalogue (each module, its versions,
// its latest published, how many hotels have it), a hotel's modules by the picker, and the modules
// of many hotels from a CSV (all or nothing, with a preview).
import type { Metadata } from 'next';
import Link from 'next/link';
import { ListTable } from '@/components/staff/list-table';
import { ModulesImport } from '@/components/staff/products/modules-import';
import { ProductHotelFilter } from '@/components/staff/products/product-hotel-filter';
import { productCatalogue } from '@/lib/products/staff/versions';
import { requireStaffPage } from '@/lib/staff/request-session';

export const metadata: Metadata = { title: 'Productos' };

const cell = 'px-4 py-2 align-top';
const section = 'mt-8 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200';

export default async function ProductsPage() {
  await requireStaffPage('/gestion/productos');
  const products = await productCatalogue();
  return (
    <>
      <h1 className="text-2xl font-bold text-navy-900">Productos</h1>
      <p className="mt-2 text-slate-700">
        Los módulos que vendemos, sus versiones (notas, ficheros, declaración Veri*Factu) y qué tiene cada hotel.
        Publicar una versión avisa por correo a los hoteles que tienen el módulo, una sola vez.
      </p>
      <ListTable
        caption="Catálogo de productos"
        columns={['Producto', 'Versiones', 'Última publicada', 'Hoteles']}
        empty={products.length === 0 && 'No hay productos.'}
      >
        {products.map((p) => (
          <tr key={p.id} className="border-t border-slate-100">
            <td className={cell}>
              <Link href={`/gestion/productos/${p.id}`} className="text-brand-800 underline">
                {p.name}
              </Link>
            </td>
            <td className={cell}>{p.versions}</td>
            <td className={cell}>{p.latest ?? '—'}</td>
            <td className={cell}>{p.hotels}</td>
          </tr>
        ))}
      </ListTable>
      <section aria-labelledby="modulos-hotel" className={section}>
        <h2 id="modulos-hotel" className="text-lg font-semibold text-navy-900">
          Módulos de un hotel
        </h2>
        <div className="mt-3 max-w-xl">
          <ProductHotelFilter />
        </div>
      </section>
      <section aria-labelledby="importar-modulos" className={section}>
        <h2 id="importar-modulos" className="text-lg font-semibold text-navy-900">
          Importar módulos de varios hoteles (CSV)
        </h2>
        <div className="mt-3">
          <ModulesImport />
        </div>
      </section>
    </>
  );
}
