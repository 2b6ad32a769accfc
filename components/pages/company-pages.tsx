// Company pages: /sobre-nosotros, /trabaja-con-nosotros, /clientes-satisfechos.
import { PageFrame } from '@/components/layout/page-frame';
import { company } from '@/lib/content/company';
import { referenceHotels } from '@/lib/content/customers';
import { pageText } from '@/lib/content/pages';
import { contactHref } from '@/lib/enquiries/fields';
import type { Locale } from '@/lib/i18n/routing';
import { Illustration } from './illustrations';
import { Breadcrumbs, CheckList, CtaBand, Section } from './parts';

type P = { locale: Locale };

function header(path: string) {
  const t = pageText(path);
  return { titulo: t.heading ?? t.title, subtitulo: t.subtitle ?? t.description };
}

export function SobreNosotrosPage({ locale }: P) {
  const path = '/sobre-nosotros';
  const f = company.facts;
  return (
    <PageFrame locale={locale} path={path} navbar="white" header={header(path)}>
      <Breadcrumbs path={path} locale={locale} />
      <section aria-labelledby="quienes-titulo" className="py-14 sm:py-20">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2">
          <div>
            <h2 id="quienes-titulo" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              Software hecho con hoteleros, desde hace {f.years} años
            </h2>
            <p className="mt-4 text-lg leading-8 text-slate-700">
              Somos {company.legalName}, una empresa de {company.address.city} dedicada a una sola cosa: el software de
              gestión para hoteles. Desarrollamos, implantamos y mantenemos una suite que cubre la recepción, la
              restauración, el almacén, los eventos, la contabilidad y la venta online.
            </p>
            <p className="mt-4 text-lg leading-8 text-slate-700">
              Nuestro equipo reúne programadores, consultores con experiencia en hotel y técnicos de soporte que
              atienden urgencias 24 horas al día, 365 días al año. Cuando un hotel nos llama, habla con alguien que
              conoce su programa y su negocio.
            </p>
          </div>
          <Illustration id="frontdesk" className="mx-auto w-full max-w-md" />
        </div>
      </section>
      <Section id="valores" title="Lo que nos diferencia" tone="muted">
        <ul className="grid gap-6 md:grid-cols-2">
          <li className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
            <h3 className="text-xl font-semibold text-slate-900">Producto propio y completo</h3>
            <p className="mt-3 leading-7 text-slate-600">
              Todo lo desarrollamos nosotros: recepción, TPV, back office, eventos, apps, motor de reservas y channel
              manager con {f.channels} canales. Un único proveedor y un único interlocutor para todo el hotel.
            </p>
          </li>
          <li className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
            <h3 className="text-xl font-semibold text-slate-900">Cerca de cada cliente</h3>
            <p className="mt-3 leading-7 text-slate-600">
              Implantación presencial o remota, formación en nuestra academia, consultoría de procesos y soporte de
              urgencias 24x7. Las mejoras del producto nacen de lo que nos piden nuestros clientes.
            </p>
          </li>
        </ul>
      </Section>
      <Section id="calidad" title="Calidad certificada ISO 9001">
        <div className="rounded-2xl bg-teal-50 p-8">
          <p className="max-w-3xl text-lg leading-8 text-slate-800">
            Nuestro sistema de gestión de la calidad está certificado según la norma ISO 9001 desde {f.isoSince}.
            Desarrollo, implantación, formación y soporte siguen procedimientos auditados cada año, con indicadores de
            tiempo de respuesta y de satisfacción de los clientes.
          </p>
          <dl className="mt-6 grid gap-4 sm:grid-cols-3">
            <div>
              <dt className="text-sm text-slate-600">Experiencia</dt>
              <dd className="text-2xl font-bold text-teal-800">{f.years} años</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">ISO 9001</dt>
              <dd className="text-2xl font-bold text-teal-800">desde {f.isoSince}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Soporte</dt>
              <dd className="text-2xl font-bold text-teal-800">24x7, 365 días</dd>
            </div>
          </dl>
        </div>
      </Section>
      <CtaBand title="¿Hablamos de tu hotel?" />
    </PageFrame>
  );
}

export function TrabajaPage({ locale }: P) {
  const path = '/trabaja-con-nosotros';
  const cards = [
    {
      title: 'Formación certificada',
      text: 'Tu equipo técnico y comercial se forma en nuestra academia en la suite completa, con materiales de demostración.',
    },
    {
      title: 'Soporte de segundo nivel',
      text: 'Tú atiendes a tus clientes y nosotros te respaldamos con soporte de segundo nivel y urgencias 24x7.',
    },
    {
      title: 'Márgenes y exclusividad',
      text: 'Condiciones económicas por volumen y zonas de actuación acordadas para que crezcas con tranquilidad.',
    },
    {
      title: 'Marketing compartido',
      text: 'Material comercial, demostraciones conjuntas, presencia en ferias y contactos de tu zona.',
    },
  ];
  return (
    <PageFrame locale={locale} path={path} navbar="white" header={header(path)}>
      <Breadcrumbs path={path} locale={locale} />
      <section aria-labelledby="programa-titulo" className="py-14 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="programa-titulo" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Programa de distribuidores
          </h2>
          <div className="mt-4 grid gap-8 lg:grid-cols-2">
            <div>
              <p className="text-lg leading-8 text-slate-700">
                ¿Eres una empresa de informática, consultoría o servicios para hostelería? Incorpora a tu oferta una
                suite de gestión hotelera con {company.facts.years} años de recorrido, channel manager con{' '}
                {company.facts.channels} canales y facturación Veri*Factu.
              </p>
              <p className="mt-4 text-lg leading-8 text-slate-700">
                Buscamos empresas que quieran vender, implantar y dar soporte de primer nivel a hoteles de su zona.
              </p>
              <a
                href={contactHref('distribuidor')}
                className="mt-8 inline-block rounded-full bg-teal-800 px-6 py-3 font-semibold text-white hover:bg-teal-900"
              >
                Quiero ser distribuidor
              </a>
            </div>
            <div className="rounded-2xl bg-slate-50 p-6">
              <h3 className="text-lg font-semibold text-slate-900">Qué buscamos</h3>
              <CheckList
                className="mt-4"
                items={[
                  'Experiencia con clientes de hostelería o pymes',
                  'Equipo técnico capaz de instalar y formar',
                  'Vocación de relación a largo plazo con tus clientes',
                ]}
              />
            </div>
          </div>
        </div>
      </section>
      <Section id="ventajas" title="Lo que te ofrecemos" tone="muted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((c) => (
            <li key={c.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-slate-900">{c.title}</h3>
              <p className="mt-2 leading-7 text-slate-600">{c.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand
        title="Hablemos de tu zona"
        text="Cuéntanos quién eres y dónde trabajas; te llamamos para presentarte el programa."
      />
    </PageFrame>
  );
}

export function ClientesPage({ locale }: P) {
  const path = '/clientes-satisfechos';
  return (
    <PageFrame locale={locale} path={path} navbar="white" header={header(path)}>
      <Breadcrumbs path={path} locale={locale} />
      <Section
        id="referencias"
        title="Hoteles que trabajan con nuestra suite"
        intro="Hoteles urbanos, resorts, apartamentos y hostales: cada uno con sus retos y los módulos que los resolvieron."
      >
        <ul className="grid items-start gap-6 md:grid-cols-2 lg:grid-cols-3">
          {referenceHotels.map((h) => (
            <li key={h.id} id={h.id} className="scroll-mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-xl font-semibold text-slate-900">{h.name}</h3>
              <p className="mt-1 text-sm font-semibold text-teal-800">{h.city}</p>
              <p className="mt-1 text-sm text-slate-600">{h.kind}</p>
              <p className="mt-3 leading-7 text-slate-700">{h.summary}</p>
              <details className="group mt-4">
                <summary className="inline-block cursor-pointer list-none rounded-full bg-teal-800 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-900 [&::-webkit-details-marker]:hidden">
                  <span className="group-open:hidden">Ver más</span>
                  <span className="hidden group-open:inline">Ver menos</span>
                  <span className="sr-only"> sobre {h.name}</span>
                </summary>
                <div className="mt-4 space-y-3 text-slate-700">
                  <h4 className="font-semibold text-slate-900">El reto</h4>
                  <p>{h.challenge}</p>
                  <h4 className="font-semibold text-slate-900">La solución</h4>
                  <p>{h.approach}</p>
                  <p className="text-sm text-slate-600">Módulos: {h.modules.join(', ')}</p>
                  <h4 className="font-semibold text-slate-900">Resultados</h4>
                  <CheckList items={h.results} />
                </div>
              </details>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand title="¿Quieres ser el próximo caso de éxito?" />
    </PageFrame>
  );
}
