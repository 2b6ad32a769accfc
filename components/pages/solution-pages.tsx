// The product pages under /soluciones/ that share the SolutionPage layout, each with its own blocks.
import { company } from '@/lib/content/company';
import { VerifactuDeclaration } from '@/components/forms/verifactu-declaration';
import { integrationTabs } from '@/lib/content/integrations';
import { mobileApps } from '@/lib/content/mobile-apps';
import { kitDigitalBlocks } from '@/lib/content/solutions';
import type { Locale } from '@/lib/i18n/routing';
import { dayLabel } from '@/lib/products/fields';
import { declarationPath, publicDeclarations } from '@/lib/products/public';
import { CheckList, Section } from './parts';
import { SolutionPage } from './solution-page';

type P = { locale: Locale };

export function OthelloPage({ locale }: P) {
  return (
    <SolutionPage locale={locale} path="/soluciones/othello">
      <Section id="modulos" title="Un solo programa para todo el hotel">
        <div className="grid gap-8 lg:grid-cols-2">
          <p className="text-lg leading-8 text-slate-700">
            Othello comparte datos con el terminal punto de venta, el back office, eventos, el motor de reservas y el
            channel manager. Empiezas por recepción y añades módulos cuando los necesites, sin migraciones ni dobles
            tecleos. La implantación incluye la carga de tus datos, la configuración de tarifas y la formación de tu
            equipo en nuestra academia.
          </p>
          <CheckList
            items={[
              `Channel manager con ${company.facts.channels} canales`,
              `Motor de reservas en ${company.facts.bookingSteps} pasos`,
              `Exportación contable con ${company.facts.accountingInterfaces} interfaces`,
              'Facturación Veri*Factu, SII y TicketBai',
              'Soporte 24 horas, 365 días al año',
            ]}
          />
        </div>
      </Section>
    </SolutionPage>
  );
}

export function TpvPage({ locale }: P) {
  return (
    <SolutionPage locale={locale} path="/soluciones/terminal-punto-de-venta">
      <Section id="hardware" title="Funciona con tu hardware">
        <p className="max-w-3xl text-lg leading-8 text-slate-700">
          El TPV trabaja en terminales táctiles Windows, en tablets Android e iOS con la app de punto de venta y en el
          móvil del camarero con el comandero. Imprime en impresoras térmicas de cocina y barra, abre cajones
          portamonedas y se conecta con cajones de cobro automático y datáfonos integrados.
        </p>
      </Section>
    </SolutionPage>
  );
}

export function BackOfficePage({ locale }: P) {
  const accounting = integrationTabs.find((t) => t.id === 'contabilidad')?.partners ?? [];
  return (
    <SolutionPage locale={locale} path="/soluciones/back-office">
      <Section
        id="contabilidad"
        title={`${company.facts.accountingInterfaces.charAt(0).toUpperCase()}${company.facts.accountingInterfaces.slice(1)} interfaces contables`}
      >
        <p className="max-w-3xl text-lg leading-8 text-slate-700">
          Si tu asesoría o tu cadena usan otro programa de contabilidad, el back office exporta los asientos de ventas,
          cobros y compras en su formato. Entre otros:
        </p>
        <p className="mt-4 max-w-3xl font-semibold text-slate-800">{accounting.map((p) => p.name).join(' · ')}</p>
        <p className="mt-4">
          <a
            href="/soluciones/integraciones-terceros?info=contabilidad"
            className="font-semibold text-teal-800 underline"
          >
            Ver todas las integraciones contables
          </a>
        </p>
      </Section>
    </SolutionPage>
  );
}

export function MotorPage({ locale }: P) {
  const steps = [
    {
      n: 1,
      title: 'Elige fechas y habitación',
      text: 'El huésped ve la disponibilidad real, los precios por régimen y las ofertas del día.',
    },
    {
      n: 2,
      title: 'Confirma y paga',
      text: 'Introduce sus datos, añade extras y paga o deja la garantía con tarjeta. Recibe la confirmación al momento.',
    },
  ];
  return (
    <SolutionPage locale={locale} path="/soluciones/motor-onetbooking">
      <Section
        id="pasos"
        title={`Reservar en ${company.facts.bookingSteps} pasos`}
        intro="Cada paso de más en un motor de reservas es un cliente que se va a otra web. Por eso OnetBooking pide solo lo imprescindible."
      >
        <ol className="grid gap-6 md:grid-cols-2">
          {steps.map((s) => (
            <li key={s.n} className="flex gap-4 rounded-2xl border border-slate-200 p-6">
              <span
                className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-teal-800 text-xl font-bold text-white"
                aria-hidden="true"
              >
                {s.n}
              </span>
              <div>
                <h3 className="text-lg font-semibold text-slate-900">
                  <span className="sr-only">Paso {s.n}: </span>
                  {s.title}
                </h3>
                <p className="mt-2 leading-7 text-slate-600">{s.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>
    </SolutionPage>
  );
}

export function EventosPage({ locale }: P) {
  return (
    <SolutionPage locale={locale} path="/soluciones/eventos-y-salones">
      <Section id="flujo" title="Del presupuesto a la factura">
        <ol className="grid gap-4 text-slate-700 sm:grid-cols-2 lg:grid-cols-4">
          {[
            'Presupuesto con menús y salas',
            'Confirmación y hitos de pago',
            'Órdenes de servicio a cada departamento',
            'Factura final con extras',
          ].map((step, i) => (
            <li key={step} className="rounded-2xl bg-slate-50 p-5">
              <span className="text-sm font-bold text-teal-800">Paso {i + 1}</span>
              <p className="mt-1 font-semibold text-slate-900">{step}</p>
            </li>
          ))}
        </ol>
      </Section>
    </SolutionPage>
  );
}

function StoreLink({ href, store, app }: { href: string; store: string; app: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${app} en ${store} (se abre en una pestaña nueva)`}
      className="inline-flex items-center rounded-lg bg-slate-900 px-3 py-2 text-xs font-semibold text-white hover:bg-slate-700"
    >
      {store}
    </a>
  );
}

export function AppsMovilesPage({ locale }: P) {
  return (
    <SolutionPage locale={locale} path="/soluciones/aplicaciones-moviles">
      <Section
        id="apps"
        title="Descarga nuestras aplicaciones"
        intro="Disponibles para Android e iOS. Necesitas una licencia de la suite para usarlas con los datos de tu hotel."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {mobileApps.map((app) => (
            <li key={app.id} className="flex flex-col rounded-2xl border border-slate-200 p-6">
              <h3 className="text-lg font-semibold text-slate-900">{app.name}</h3>
              <p className="mt-2 flex-1 leading-7 text-slate-600">{app.text}</p>
              <div className="mt-4 flex flex-wrap gap-2">
                <StoreLink href={app.googlePlay} store="Google Play" app={app.name} />
                <StoreLink href={app.appStore} store="App Store" app={app.name} />
              </div>
            </li>
          ))}
        </ul>
      </Section>
    </SolutionPage>
  );
}

export function AppsWebPage({ locale }: P) {
  const cards = [
    {
      title: 'Fast check-in online',
      text: 'Registro del huésped y firma antes de la llegada, con envío del parte de viajeros.',
      href: '/contacto?asunto=demo',
      cta: 'Solicitar demo de fast check-in',
    },
    {
      title: 'Enlace de pago',
      text: 'Cobra depósitos y estancias con un enlace seguro enviado por correo o mensajería.',
      href: '/contacto?asunto=demo',
      cta: 'Solicitar demo del enlace de pago',
    },
    {
      title: 'Food and beverage web',
      text: 'Pedidos, existencias y escandallos desde el navegador.',
      href: '/soluciones/back-office',
      cta: 'Ver el back office',
    },
  ];
  return (
    <SolutionPage locale={locale} path="/soluciones/aplicaciones-web">
      <Section id="web-apps" title="Nuestras aplicaciones web">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((c) => (
            <li key={c.title} className="flex flex-col rounded-2xl border border-slate-200 p-6">
              <h3 className="text-lg font-semibold text-slate-900">{c.title}</h3>
              <p className="mt-2 flex-1 leading-7 text-slate-600">{c.text}</p>
              <a href={c.href} className="mt-4 font-semibold text-teal-800 underline">
                {c.cta}
              </a>
            </li>
          ))}
          <li
            className="flex flex-col rounded-2xl border-2 border-dashed border-teal-700 bg-teal-50 p-6"
            data-testid="web-app-personalizada"
          >
            <h3 className="text-lg font-semibold text-slate-900">Web app personalizada</h3>
            <p className="mt-2 flex-1 leading-7 text-slate-700">
              La aplicación web a medida de tu hotel: carta digital, reservas de spa y actividades, encuestas o lo que
              tu equipo necesite. La diseñamos contigo.
            </p>
          </li>
        </ul>
      </Section>
    </SolutionPage>
  );
}

export function KitDigitalPage({ locale }: P) {
  return (
    <SolutionPage
      locale={locale}
      path="/soluciones/kit-digital"
      ctaTitle="¿Tienes el bono del Kit Digital?"
      ctaText="Escríbenos o llámanos: comprobamos qué soluciones puedes financiar y tramitamos el acuerdo de prestación."
    >
      <Section
        id="soluciones-kit"
        title="Soluciones que puedes financiar"
        intro="Cuatro categorías del programa en las que nuestra suite encaja para un hotel o un restaurante."
        tone="muted"
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {kitDigitalBlocks.map((b) => (
            <li key={b.id} id={b.id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-xl font-semibold text-slate-900">{b.title}</h3>
              <p className="mt-2 leading-7 text-slate-600">{b.text}</p>
              <CheckList items={b.points} className="mt-4" />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="como-funciona" title="Cómo funciona">
        <ol className="grid gap-4 text-slate-700 md:grid-cols-3">
          {[
            'Solicitas el bono digital en la sede electrónica de Red.es (acelerapyme.gob.es).',
            'Eliges con nosotros las soluciones y firmamos el acuerdo de prestación de soluciones de digitalización.',
            'Implantamos, formamos a tu equipo y presentamos la justificación de la ayuda.',
          ].map((step, i) => (
            <li key={step} className="rounded-2xl bg-slate-50 p-5">
              <span className="text-sm font-bold text-teal-800">Paso {i + 1}</span>
              <p className="mt-1">{step}</p>
            </li>
          ))}
        </ol>
      </Section>
    </SolutionPage>
  );
}

export async function VerifactuPage({ locale }: P) {
  const declarations = await publicDeclarations();
  return (
    <SolutionPage locale={locale} path="/soluciones/verifactu" featuresTitle="Cómo cumple la suite">
      <Section
        id="declaracion"
        title="Declaración responsable"
        intro="El reglamento exige al fabricante de cada sistema informático de facturación una declaración responsable de que cumple sus requisitos. Descarga la nuestra en PDF para tu archivo o tu asesoría."
      >
        <div data-slot="declaracion-descarga" className="flex flex-wrap gap-3">
          <VerifactuDeclaration />
        </div>
        {declarations.length > 0 && (
          <div className="mt-8">
            <h3 className="text-lg font-semibold text-slate-900">Declaraciones de cada versión adaptada</h3>
            <ul className="mt-3 space-y-2" aria-label="Declaraciones de cada versión adaptada">
              {declarations.map((v) => (
                <li key={v.id}>
                  <a href={declarationPath(v.id)} className="font-semibold text-teal-800 underline hover:text-teal-950">
                    {v.productName} {v.number}
                  </a>{' '}
                  <span className="text-slate-600">
                    · publicada el {dayLabel(new Date(`${v.releasedOn}T00:00:00Z`))} (PDF)
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Section>
      <Section
        id="webinar"
        title="Webinar Veri*Factu"
        intro="Te explicamos en una hora qué cambia en la facturación de tu hotel, los plazos y cómo se configura la suite."
        tone="muted"
      >
        <div className="flex flex-wrap items-center gap-3">
          <a
            href={company.verifactuWebinarUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-block rounded-full bg-teal-800 px-6 py-3 font-semibold text-white hover:bg-teal-900"
          >
            Ver el webinar<span className="sr-only"> (se abre en una pestaña nueva)</span>
          </a>
          <button
            type="button"
            disabled
            aria-describedby="proximamente-nota"
            className="cursor-not-allowed rounded-full bg-slate-200 px-6 py-3 font-semibold text-slate-600"
          >
            Próximamente
          </button>
          <p id="proximamente-nota" className="text-sm text-slate-600">
            Nuevas sesiones en preparación.
          </p>
        </div>
      </Section>
    </SolutionPage>
  );
}
