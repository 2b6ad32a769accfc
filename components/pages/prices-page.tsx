// /precios: every licence's "desde" price in one table, product by product (the same prices and
// JSON-LD offers as each product's page: lib/content/prices.ts through lib/content/solutions.ts).
import { JsonLd } from '@/components/seo/json-ld';
import { PageFrame } from '@/components/layout/page-frame';
import { pageText } from '@/lib/content/pages';
import { formatEuros, prices, VAT_NOTE } from '@/lib/content/prices';
import { solutions } from '@/lib/content/solutions';
import { contactHref } from '@/lib/enquiries/fields';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { softwareApplicationLd } from '@/lib/seo/structured-data';
import { Breadcrumbs, CtaBand, Section } from './parts';

const PATH = '/precios';

export function PricesPage({ locale }: { locale: Locale }) {
  const text = pageText(PATH);
  const priced = solutions.filter((s) => s.priceIds.length > 0);
  return (
    <PageFrame
      locale={locale}
      path={PATH}
      navbar="white"
      header={{ titulo: text.heading ?? text.title, subtitulo: text.subtitle ?? text.description }}
    >
      <Breadcrumbs path={PATH} locale={locale} />
      <JsonLd data={priced.map((s) => softwareApplicationLd(s))} />
      <Section id="licencias" title="Precios de licencia por producto">
        <div className="overflow-hidden rounded-xl border border-slate-200">
          <table className="w-full text-left text-sm sm:text-base">
            <caption className="sr-only">Precio de licencia desde el que parte cada producto</caption>
            <thead className="bg-slate-100 text-slate-800">
              <tr>
                <th scope="col" className="px-3 py-3 sm:px-4">
                  Producto
                </th>
                <th scope="col" className="px-3 py-3 sm:px-4">
                  Licencia
                </th>
                <th scope="col" className="px-3 py-3 text-right sm:px-4">
                  Desde
                </th>
              </tr>
            </thead>
            {priced.map((s) => (
              <tbody key={s.path} className="border-t border-slate-200">
                {s.priceIds.map((id, i) => (
                  <tr key={id} className={i > 0 ? 'border-t border-slate-100' : undefined}>
                    {i === 0 && (
                      <th scope="rowgroup" rowSpan={s.priceIds.length} className="px-3 py-3 align-top sm:px-4">
                        <a href={localePath(s.path, locale)} className="font-semibold text-teal-800 underline">
                          {s.name}
                        </a>
                      </th>
                    )}
                    <td className="px-3 py-3 text-slate-700 sm:px-4">{prices[id].label}</td>
                    <td className="px-3 py-3 text-right font-semibold whitespace-nowrap text-slate-900 sm:px-4">
                      {formatEuros(prices[id].from)}
                    </td>
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
        <p className="mt-4 text-sm text-slate-600">{VAT_NOTE}</p>
        <p className="mt-2 text-sm text-slate-600">
          ¿Necesitas varios módulos o varios hoteles?{' '}
          <a href={contactHref('informacion')} className="font-semibold text-teal-800 underline">
            Te preparamos un presupuesto
          </a>
          .
        </p>
      </Section>
      <CtaBand />
    </PageFrame>
  );
}
