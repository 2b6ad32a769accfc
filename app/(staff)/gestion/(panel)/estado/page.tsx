// /gestion/estado: the service status page's back office: open incidents (each with its own page),
// a new incident, maintenance windows, the components. Administración and Soporte técnico.
import type { Metadata } from 'next';
import { ActionForm } from '@/components/staff/action-form';
import { ListTable } from '@/components/staff/list-table';
import { fieldClass } from '@/components/staff/post';
import { PreviewActionForm } from '@/components/staff/preview-action-form';
import { ImpactFields, IncidentStateField } from '@/components/staff/incident-fields';
import { MaintenanceFields, ModuleFields, NotifyField, UpdateText } from '@/components/staff/status-fields';
import { requireStaffPage } from '@/lib/staff/request-session';
import { maintenancePhase } from '@/lib/status/snapshot';
import { LIMITS } from '@/lib/status/staff/manage';
import { statusBoard } from '@/lib/status/staff/lists';
import { INCIDENT_STATE_LABELS, isIncidentState } from '@/lib/status/states';

export const metadata: Metadata = { title: 'Estado del servicio' };

const WHEN = new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', dateStyle: 'medium', timeStyle: 'short' });
const PHASES = { programado: 'Programado', 'en-curso': 'En curso', terminado: 'Terminado' } as const;

export default async function StatusAdminPage() {
  await requireStaffPage('/gestion/estado');
  const now = new Date();
  const board = await statusBoard(now);
  const components = board.components.map((c) => ({ id: c.id, name: c.name }));
  return (
    <>
      <h1 className="text-2xl font-bold text-navy-900">Estado del servicio</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Lo que se publica aquí sale en{' '}
        <a href="/estado" className="text-teal-800 underline">
          /estado
        </a>
        , en su JSON y sus canales, y en el aviso de la web y del área de clientes, en pocos segundos.{' '}
        {board.subscribers} {board.subscribers === 1 ? 'suscriptor confirmado' : 'suscriptores confirmados'}.
      </p>

      <section aria-labelledby="abiertas" className="mt-6">
        <h2 id="abiertas" className="text-lg font-semibold text-navy-900">
          Incidencias abiertas <span className="font-normal text-slate-600">({board.open.length})</span>
        </h2>
        <ListTable
          caption="Incidencias abiertas"
          columns={['Incidencia', 'Estado', 'Desde']}
          empty={board.open.length === 0 && 'No hay incidencias abiertas.'}
        >
          {board.open.map((i) => (
            <tr key={i.id} className="border-t border-slate-200">
              <td className="px-4 py-2">
                <a href={`/gestion/estado/incidencias/${i.id}`} className="font-semibold text-teal-800 underline">
                  {i.title}
                </a>
              </td>
              <td className="px-4 py-2">{isIncidentState(i.state) ? INCIDENT_STATE_LABELS[i.state] : i.state}</td>
              <td className="px-4 py-2 whitespace-nowrap">{WHEN.format(i.startedAt)}</td>
            </tr>
          ))}
        </ListTable>
      </section>

      <section aria-labelledby="nueva" className="mt-8 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <h2 id="nueva" className="text-lg font-semibold text-navy-900">
          Abrir una incidencia
        </h2>
        <PreviewActionForm
          endpoint="estado/incidencias"
          previewEndpoint="estado/incidencias/vista-previa"
          submitLabel="Publicar la incidencia"
          className="mt-3 space-y-4"
        >
          <div>
            <label htmlFor="incidencia-titulo" className="block font-medium">
              Título
            </label>
            <input id="incidencia-titulo" name="titulo" required maxLength={LIMITS.title} className={fieldClass} />
          </div>
          <IncidentStateField id="incidencia-estado" allowResolved={false} />
          <ImpactFields components={components} />
          <UpdateText id="incidencia-texto" label="Primera actualización" />
          <NotifyField id="incidencia-notificar" />
        </PreviewActionForm>
      </section>

      <section aria-labelledby="mantenimientos" className="mt-8">
        <h2 id="mantenimientos" className="text-lg font-semibold text-navy-900">
          Mantenimientos
        </h2>
        <p className="mt-1 text-slate-700">
          Empiezan y terminan solos a sus horas; el aviso de la web sale 12 horas antes.
        </p>
        <ListTable
          caption="Mantenimientos"
          columns={[
            'Mantenimiento',
            'Ventana',
            'Estado',
            <span key="borrar" className="sr-only">
              Borrar
            </span>,
          ]}
          empty={board.maintenance.length === 0 && 'No hay mantenimientos.'}
        >
          {board.maintenance.map((m) => (
            <tr key={m.id} className="border-t border-slate-200">
              <td className="px-4 py-2">
                <a href={`/gestion/estado/mantenimientos/${m.id}`} className="font-semibold text-teal-800 underline">
                  {m.title}
                </a>
                <span className="block text-sm text-slate-600">
                  {m.components.map((c) => c.component.name).join('; ')}
                </span>
              </td>
              <td className="px-4 py-2 whitespace-nowrap">
                {WHEN.format(m.startsAt)} – {WHEN.format(m.endsAt)}
              </td>
              <td className="px-4 py-2">{PHASES[maintenancePhase(m, now)]}</td>
              <td className="px-4 py-2 text-right">
                <ActionForm
                  endpoint={`estado/mantenimientos/${m.id}/borrar`}
                  submitLabel="Borrar"
                  secondary
                  confirm={`¿Borrar el mantenimiento «${m.title}»?`}
                />
              </td>
            </tr>
          ))}
        </ListTable>
        <div className="mt-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <h3 className="font-semibold text-navy-900">Programar un mantenimiento</h3>
          <PreviewActionForm
            endpoint="estado/mantenimientos"
            previewEndpoint="estado/mantenimientos/vista-previa"
            submitLabel="Publicar el mantenimiento"
            className="mt-3 space-y-4"
          >
            <MaintenanceFields components={components} earliest={now} />
            <UpdateText id="mantenimiento-texto" />
            <NotifyField id="mantenimiento-notificar" />
          </PreviewActionForm>
        </div>
      </section>

      <section aria-labelledby="componentes" className="mt-8">
        <h2 id="componentes" className="text-lg font-semibold text-navy-900">
          Componentes
        </h2>
        <ul className="mt-3 space-y-3">
          {board.components.map((c) => (
            <li key={c.id} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <ActionForm
                endpoint={`estado/componentes/${c.id}`}
                submitLabel={`Guardar ${c.name}`}
                secondary
                keep
                className="flex flex-wrap items-end gap-4"
              >
                <label className="block font-medium">
                  Nombre
                  <input name="nombre" defaultValue={c.name} required maxLength={LIMITS.name} className={fieldClass} />
                </label>
                <label className="block min-w-64 flex-1 font-medium">
                  Descripción
                  <input
                    name="descripcion"
                    defaultValue={c.description}
                    maxLength={LIMITS.description}
                    className={fieldClass}
                  />
                </label>
                <label className="block w-24 font-medium">
                  Orden
                  <input name="orden" defaultValue={c.position} required inputMode="numeric" className={fieldClass} />
                </label>
                <ModuleFields products={board.products} checked={c.products.map((p) => p.productId)} />
              </ActionForm>
              <div className="mt-2 flex flex-wrap items-center gap-3 text-sm text-slate-600">
                <span>{c._count.subscriptions} suscripciones</span>
                <ActionForm
                  endpoint={`estado/componentes/${c.id}/borrar`}
                  submitLabel={`Borrar ${c.name}`}
                  secondary
                  confirm={`¿Borrar el componente «${c.name}»? Sus suscripciones se pierden y sus incidencias pasadas dejan de nombrarlo.`}
                />
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <h3 className="font-semibold text-navy-900">Nuevo componente</h3>
          <ActionForm
            endpoint="estado/componentes"
            submitLabel="Crear el componente"
            className="mt-3 flex flex-wrap items-end gap-4"
          >
            <label className="block font-medium">
              Nombre
              <input name="nombre" required maxLength={LIMITS.name} className={fieldClass} />
            </label>
            <label className="block min-w-64 flex-1 font-medium">
              Descripción
              <input name="descripcion" maxLength={LIMITS.description} className={fieldClass} />
            </label>
            <label className="block w-24 font-medium">
              Orden
              <input name="orden" required inputMode="numeric" defaultValue="100" className={fieldClass} />
            </label>
            <ModuleFields products={board.products} />
          </ActionForm>
        </div>
      </section>

      {board.resolved.length > 0 && (
        <section aria-labelledby="resueltas" className="mt-8">
          <h2 id="resueltas" className="text-lg font-semibold text-navy-900">
            Últimas incidencias resueltas
          </h2>
          <ListTable
            caption="Últimas incidencias resueltas"
            columns={['Incidencia', 'Inicio', 'Resuelta']}
            empty={false}
          >
            {board.resolved.map((i) => (
              <tr key={i.id} className="border-t border-slate-200">
                <td className="px-4 py-2">
                  <a href={`/gestion/estado/incidencias/${i.id}`} className="text-teal-800 underline">
                    {i.title}
                  </a>
                </td>
                <td className="px-4 py-2 whitespace-nowrap">{WHEN.format(i.startedAt)}</td>
                <td className="px-4 py-2 whitespace-nowrap">{i.resolvedAt && WHEN.format(i.resolvedAt)}</td>
              </tr>
            ))}
          </ListTable>
        </section>
      )}
    </>
  );
}
