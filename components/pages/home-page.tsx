// /index: feature blocks, solutions grid, integrations, four success cases.
import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/layout/page-frame';
import { JsonLd } from '@/components/seo/json-ld';
import { company } from '@/lib/content/company';
import { successCases } from '@/lib/content/customers';
import { integrationTabs } from '@/lib/content/integrations';
import { pageText } from '@/lib/content/pages';
import { fromLabel, prices } from '@/lib/content/prices';
import { homeFeatures, solutions } from '@/lib/content/solutions';
import { type Locale, localePath } from '@/lib/i18n/routing';
import { breadcrumbLd, organizationLd } from '@/lib/seo/structured-data';
import { Illustration } from './illustrations';
import { CtaBand, FeatureGrid, Section } from './parts';

const PATH = '/index';

export async function HomePage({ locale }: { locale: Locale }) {
  const text = pageText(PATH);
  const ti = await getTranslations({ locale: 'es', namespace: 'Integrations' });
  const figures = [
    { value: '+100', label: 'canales de venta conectados' },
    { value: '+40', label: 'interfaces contables' },
    { value: '+20', label: 'años de experiencia' },
    { value: 'ISO 9001', label: `calidad certificada desde ${company.facts.isoSince}` },
  ];
  return (
    <PageFrame
      locale={locale}
      path={PATH}
      navbar="dark"
      header={{ titulo: text.heading, subtitulo: text.subtitle, conbotones: true }}
    >
      <JsonLd data={organizationLd()} />
      <JsonLd data={breadcrumbLd(PATH)} />
      <section aria-label="Cifras" className="border-b border-slate-200 bg-white">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-10 sm:px-6 lg:grid-cols-4">
          {figures.map((f) => (
            <div key={f.label} className="flex flex-col text-center">
              <dt className="order-2 mt-1 text-sm text-slate-600">{f.label}</dt>
              <dd className="order-1 text-3xl font-bold text-teal-800">{f.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Section
        id="por-que"
        title="Por qué los hoteles eligen nuestra suite"
        intro="Software de gestión hotelera desarrollado en España, pensado para el día a día de recepción, sala, cocina y dirección."
      >
        <FeatureGrid features={homeFeatures} />
      </Section>

      <Section
        id="soluciones"
        title="Soluciones para cada área del hotel"
        intro="Empieza por lo que necesitas hoy y añade módulos cuando tu hotel crezca: todos comparten los mismos datos."
        tone="muted"
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {solutions
            .filter((s) => s.inGrid)
            .map((s) => (
              <li
                key={s.path}
                className="group relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm hover:border-teal-700"
              >
                <Illustration id={s.illustration} className="h-28 w-full" />
                <h3 className="mt-4 text-lg font-semibold text-slate-900">
                  <a href={localePath(s.path, locale)} className="after:absolute after:inset-0 after:content-['']">
                    {s.name}
                  </a>
                </h3>
                <p className="mt-2 flex-1 leading-7 text-slate-600">{s.summary}</p>
                {/* The page's first licence, named as the page names it: a bare "desde" would read as the whole product's price. */}
                {s.priceIds[0] && (
                  <p className="mt-4 text-sm font-semibold text-teal-800">
                    {prices[s.priceIds[0]].label} {fromLabel(s.priceIds[0])}
                  </p>
                )}
              </li>
            ))}
        </ul>
      </Section>

      <Section
        id="integraciones"
        title="Integrado con tu ecosistema"
        intro="Channel managers, revenue management, contabilidad, cerraduras, cajones de cobro y pasarelas de pago: conectamos la suite con los proveedores que ya usas."
      >
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-7">
          {integrationTabs.map((tab) => (
            <li key={tab.id}>
              <a
                href={`${localePath('/soluciones/integraciones-terceros', locale)}?info=${tab.id}`}
                className="flex h-full flex-col rounded-2xl border border-slate-200 p-4 text-center hover:border-teal-700 hover:bg-teal-50"
              >
                <span className="text-3xl font-bold text-teal-800">{tab.partners.length}</span>
                <span className="mt-1 font-semibold text-slate-900">{ti(`${tab.id}Label`)}</span>
                <span className="mt-1 text-xs text-slate-600">
                  {tab.partners
                    .slice(0, 2)
                    .map((p) => p.name)
                    .join(', ')}
                  …
                </span>
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="casos-de-exito" title="Casos de éxito" intro="Hoteles que ya trabajan con la suite." tone="muted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {successCases.map((c) => (
            <li key={c.caseId} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <p className="text-sm font-semibold text-teal-800">
                {c.hotel} · {c.city}
              </p>
              <h3 className="mt-2 text-lg font-semibold text-slate-900">{c.title}</h3>
              <p className="mt-2 flex-1 leading-7 text-slate-600">{c.text}</p>
              <a
                href={`${localePath('/clientes-satisfechos', locale)}#${c.caseId}`}
                className="mt-4 font-semibold text-teal-800 underline"
              >
                Leer el caso<span className="sr-only"> de {c.hotel}</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand />
    </PageFrame>
  );
}
