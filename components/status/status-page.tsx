// /estado: the service status, static and rebuilt from the status feed within seconds of a change
// (lib/status/view.ts): each component's state and 90-day history, open incidents with their
// timeline, maintenance windows, past incidents, the subscription form (a plain form: no script;
// with no service ticked it says so under the services by CSS alone, before anything is sent, so
// what was typed stays where it is) and the feeds. Its Spanish text is written here, as the legal
// and company pages'.
import { PageFrame } from '@/components/layout/page-frame';
import { company } from '@/lib/content/company';
import { pageText } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/routing';
import type { DayBar } from '@/lib/status/history';
import {
  bannerOf,
  openIncidents,
  type ComponentView,
  type IncidentView,
  type MaintenanceView,
} from '@/lib/status/snapshot';
import { affectedLabel, COMPONENT_STATE_LABELS, INCIDENT_STATE_LABELS, type ComponentState } from '@/lib/status/states';
import { EMAIL_MAX, HONEYPOT } from '@/lib/status/subscriptions-form';
import { NO_COMPONENT_HINT } from '@/lib/status/subscriptions-outcomes';
import { publicStatus } from '@/lib/status/view';
import { calendarDay, madridDateTime, percent } from './format';
import { StatusBanner } from './status-banner';

const PATH = '/estado';
/** Where a signed-in hotel contact turns on the status mail of their account (Mi cuenta → Avisos). */
const ACCOUNT_STATUS_MAIL = '/micuenta?pestana=avisos';

/** Colour of a state (always beside its words: the colour alone says nothing to some readers). */
const TONE: Record<ComponentState, { bar: string; badge: string }> = {
  operativo: { bar: 'bg-emerald-500', badge: 'bg-emerald-100 text-emerald-900' },
  mantenimiento: { bar: 'bg-sky-500', badge: 'bg-sky-100 text-sky-900' },
  degradado: { bar: 'bg-amber-400', badge: 'bg-amber-100 text-amber-950' },
  parcial: { bar: 'bg-orange-500', badge: 'bg-orange-100 text-orange-950' },
  grave: { bar: 'bg-red-600', badge: 'bg-red-100 text-red-900' },
};

function StateBadge({ state }: { state: ComponentState }) {
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${TONE[state].badge}`}>
      {COMPONENT_STATE_LABELS[state]}
    </span>
  );
}

function historySummary(days: DayBar[]): string {
  const counts = new Map<ComponentState, number>();
  for (const d of days) counts.set(d.state, (counts.get(d.state) ?? 0) + 1);
  const parts = (Object.keys(COMPONENT_STATE_LABELS) as ComponentState[])
    .filter((s) => counts.get(s))
    .map((s) => `${counts.get(s)} ${counts.get(s) === 1 ? 'día' : 'días'} ${COMPONENT_STATE_LABELS[s].toLowerCase()}`);
  return `Últimos ${days.length} días: ${parts.join(', ')}.`;
}

function HistoryBars({ component }: { component: ComponentView }) {
  const { days, uptime } = component.history;
  return (
    <div className="mt-3">
      <div role="img" aria-label={historySummary(days)} className="flex h-8 gap-px">
        {days.map((d) => (
          <span
            key={d.date}
            title={`${calendarDay(d.date)}: ${COMPONENT_STATE_LABELS[d.state]} (${percent(d.uptime)})`}
            className={`min-w-0 flex-1 rounded-[1px] ${TONE[d.state].bar}`}
          />
        ))}
      </div>
      <p className="mt-1 flex justify-between text-xs text-slate-600">
        <span>Hace {days.length} días</span>
        <span>Disponibilidad {percent(uptime)}</span>
        <span>Hoy</span>
      </p>
    </div>
  );
}

function Timeline({ incident }: { incident: IncidentView }) {
  return (
    <ol className="mt-3 space-y-3 border-l-2 border-slate-200 pl-4">
      {incident.updates.map((u) => (
        <li key={u.id}>
          <p className="text-sm text-slate-600">
            <strong className="font-semibold text-slate-900">{INCIDENT_STATE_LABELS[u.state]}</strong> ·{' '}
            <time dateTime={u.at}>{madridDateTime(u.at)}</time>
          </p>
          <p className="mt-1 whitespace-pre-line text-slate-800">{u.text}</p>
        </li>
      ))}
    </ol>
  );
}

function Affected({ incident }: { incident: IncidentView }) {
  if (incident.components.length === 0) return null;
  return (
    <p className="mt-2 text-sm text-slate-700">
      {affectedLabel(incident.resolvedAt !== null)}:{' '}
      {incident.components.map((c, i) => (
        <span key={c.id}>
          {i > 0 && '; '}
          {c.name} ({COMPONENT_STATE_LABELS[c.impact].toLowerCase()})
        </span>
      ))}
    </p>
  );
}

function IncidentCard({ incident }: { incident: IncidentView }) {
  return (
    <article
      aria-labelledby={`incidencia-${incident.id}`}
      data-incident-id={incident.id}
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5"
    >
      <h3 id={`incidencia-${incident.id}`} className="text-lg font-bold text-slate-900">
        {incident.title}
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {INCIDENT_STATE_LABELS[incident.state]} · desde el{' '}
        <time dateTime={incident.startedAt}>{madridDateTime(incident.startedAt)}</time>
      </p>
      <Affected incident={incident} />
      <Timeline incident={incident} />
    </article>
  );
}

function MaintenanceCard({ window }: { window: MaintenanceView }) {
  return (
    <article aria-labelledby={`mantenimiento-${window.id}`} className="rounded-2xl border border-sky-300 bg-sky-50 p-5">
      <h3 id={`mantenimiento-${window.id}`} className="text-lg font-bold text-slate-900">
        {window.title}
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {window.phase === 'en-curso' ? 'En curso' : 'Programado'}: del{' '}
        <time dateTime={window.startsAt}>{madridDateTime(window.startsAt)}</time> al{' '}
        <time dateTime={window.endsAt}>{madridDateTime(window.endsAt)}</time> (hora de Madrid)
      </p>
      <p className="mt-1 text-sm text-slate-700">Afecta a: {window.components.map((c) => c.name).join('; ')}</p>
      <p className="mt-2 whitespace-pre-line text-slate-800">{window.text}</p>
    </article>
  );
}

function SubscribeForm({ components }: { components: { id: number; name: string }[] }) {
  return (
    <section aria-labelledby="estado-suscribirse" id="suscribirse" className="rounded-2xl border border-slate-200 p-6">
      <h2 id="estado-suscribirse" className="text-xl font-bold text-slate-900">
        Recibir avisos por correo
      </h2>
      <p className="mt-2 text-slate-700">
        Te escribiremos cuando haya una incidencia o un mantenimiento de los servicios que elijas. Sin cuenta: te
        enviaremos un correo para confirmar la dirección, y cada aviso lleva un enlace para darte de baja con un clic.
        Usaremos tu dirección solo para estos avisos.
      </p>
      {/* Static like the rest of the page: it cannot know who is signed in, so it says it to everyone. */}
      <p className="mt-2 text-slate-700">
        ¿Eres cliente?{' '}
        <a href={ACCOUNT_STATUS_MAIL} className="font-semibold text-teal-800 underline">
          Actívalo en Mi cuenta → Avisos
        </a>{' '}
        («Estado del servicio»): te avisaremos en el correo de tu cuenta, sin suscribirte aquí.
      </p>
      <form method="post" action="/api/estado/suscripcion" className="group mt-4 space-y-4">
        <div>
          <label htmlFor="estado-email" className="block font-semibold text-slate-900">
            Correo electrónico
          </label>
          <input
            id="estado-email"
            name="email"
            type="email"
            required
            maxLength={EMAIL_MAX}
            autoComplete="email"
            className="mt-1 w-full max-w-md rounded-md border border-slate-400 px-3 py-2"
          />
        </div>
        <fieldset>
          <legend className="font-semibold text-slate-900">Servicios</legend>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {components.map((c) => (
              <li key={c.id}>
                <label className="flex items-center gap-2 text-slate-800">
                  <input type="checkbox" name={`componente-${c.id}`} defaultChecked className="h-4 w-4" />
                  {c.name}
                </label>
              </li>
            ))}
          </ul>
          {/* Shown by CSS alone while no service is ticked (:has, no script); in a live region so
              that it is announced when it appears. The service answers the same if it is sent anyway. */}
          <div aria-live="polite">
            <p
              id="estado-sin-servicios"
              className="mt-2 hidden rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 group-not-has-checked:block"
            >
              {NO_COMPONENT_HINT}
            </p>
          </div>
        </fieldset>
        <div className="hidden" aria-hidden="true">
          <label>
            No escribas aquí
            <input name={HONEYPOT} tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <button
          type="submit"
          className="rounded-full bg-teal-700 px-5 py-2 font-semibold text-white hover:bg-teal-800 focus:ring-2 focus:ring-teal-600 focus:ring-offset-2 focus:outline-none"
        >
          Suscribirme
        </button>
      </form>
    </section>
  );
}

export async function StatusPage({ locale }: { locale: Locale }) {
  const page = pageText(PATH);
  const status = await publicStatus();
  const banner = status ? bannerOf(status) : null;
  const open = status ? openIncidents(status) : [];
  const past = status ? status.incidents.filter((i) => i.resolvedAt !== null) : [];
  const windows = status ? status.maintenance.filter((m) => m.phase !== 'terminado') : [];
  const worst = status?.components.some((c) => c.state !== 'operativo' && c.state !== 'mantenimiento');
  return (
    <PageFrame
      locale={locale}
      path={PATH}
      banner={banner && <StatusBanner banner={banner} />}
      header={{ titulo: page.heading ?? page.title, subtitulo: page.subtitle ?? page.description }}
    >
      <div className="mx-auto max-w-5xl space-y-10 px-4 py-10 sm:px-6">
        {status ? (
          <p
            className={`rounded-2xl p-5 text-lg font-semibold ${worst ? 'bg-amber-100 text-amber-950' : 'bg-emerald-100 text-emerald-950'}`}
          >
            {open.length
              ? `${open.length === 1 ? 'Hay una incidencia abierta' : `Hay ${open.length} incidencias abiertas`}.`
              : 'Todos los servicios funcionan con normalidad.'}{' '}
            <span className="block text-sm font-normal">
              Actualizado el <time dateTime={status.at}>{madridDateTime(status.at)}</time> (hora de Madrid).
            </span>
          </p>
        ) : (
          <p className="rounded-2xl bg-slate-100 p-5 text-lg">
            El estado del servicio no se puede mostrar ahora mismo. Si algo no funciona, llama al soporte 24x7:{' '}
            <a href={`tel:${company.phones.emergency.tel}`} className="font-semibold underline">
              {company.phones.emergency.label}
            </a>
            .
          </p>
        )}

        {open.length > 0 && (
          <section aria-labelledby="estado-abiertas" className="space-y-4">
            <h2 id="estado-abiertas" className="text-2xl font-bold text-slate-900">
              Incidencias abiertas
            </h2>
            {open.map((i) => (
              <IncidentCard key={i.id} incident={i} />
            ))}
          </section>
        )}

        {windows.length > 0 && (
          <section aria-labelledby="estado-mantenimientos" className="space-y-4">
            <h2 id="estado-mantenimientos" className="text-2xl font-bold text-slate-900">
              Mantenimientos programados
            </h2>
            {windows.map((m) => (
              <MaintenanceCard key={m.id} window={m} />
            ))}
          </section>
        )}

        {status && (
          <section aria-labelledby="estado-componentes">
            <h2 id="estado-componentes" className="text-2xl font-bold text-slate-900">
              Servicios
            </h2>
            <ul className="mt-4 space-y-4">
              {status.components.map((c) => (
                <li key={c.id} data-component-id={c.id} className="rounded-2xl border border-slate-200 p-5">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div>
                      <h3 className="text-lg font-bold text-slate-900">{c.name}</h3>
                      {c.description && <p className="text-sm text-slate-700">{c.description}</p>}
                    </div>
                    <StateBadge state={c.state} />
                  </div>
                  <HistoryBars component={c} />
                </li>
              ))}
            </ul>
            <p className="mt-3 text-sm text-slate-600">
              Disponibilidad: el tiempo sin interrupción grave, con la interrupción parcial contada a medias; el
              rendimiento degradado y los mantenimientos anunciados no cuentan como caída. Días de la hora de Madrid.
            </p>
          </section>
        )}

        {past.length > 0 && (
          <section aria-labelledby="estado-pasadas">
            <h2 id="estado-pasadas" className="text-2xl font-bold text-slate-900">
              Incidencias de los últimos 90 días
            </h2>
            <ul className="mt-4 space-y-3">
              {past.map((i) => (
                <li key={i.id}>
                  <details className="rounded-xl border border-slate-200 p-4">
                    <summary className="cursor-pointer font-semibold text-slate-900">
                      {i.title}{' '}
                      <span className="font-normal text-slate-600">
                        · <time dateTime={i.startedAt}>{madridDateTime(i.startedAt)}</time> –{' '}
                        <time dateTime={i.resolvedAt!}>{madridDateTime(i.resolvedAt!)}</time>
                      </span>
                    </summary>
                    <Affected incident={i} />
                    <Timeline incident={i} />
                  </details>
                </li>
              ))}
            </ul>
          </section>
        )}

        {status && <SubscribeForm components={status.components} />}

        <section aria-labelledby="estado-fuentes">
          <h2 id="estado-fuentes" className="text-xl font-bold text-slate-900">
            Seguir el estado desde otras aplicaciones
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
            <li>
              <a href="/estado/feed.xml" className="font-semibold text-teal-800 underline">
                Canal Atom de incidencias y mantenimientos
              </a>
            </li>
            <li>
              <a href="/estado/mantenimiento.ics" className="font-semibold text-teal-800 underline">
                Calendario de mantenimientos (iCalendar)
              </a>
            </li>
            <li>
              <a href="/estado.json" className="font-semibold text-teal-800 underline">
                Estado en JSON
              </a>
            </li>
          </ul>
        </section>
      </div>
    </PageFrame>
  );
}
