// /gestion/estado/incidencias/:id: one incident, its timeline and the form of its next update
// (resolving it is an update in state "Resuelto"). Administración and Soporte técnico.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PreviewActionForm } from '@/components/staff/preview-action-form';
import { IncidentUpdateFields } from '@/components/staff/incident-update-fields';
import { NotifyField, UpdateText } from '@/components/staff/status-fields';
import { requireStaffPage } from '@/lib/staff/request-session';
import { readComponents } from '@/lib/status/read';
import { incidentDetail } from '@/lib/status/staff/lists';
import { noticeNote } from '@/lib/status/staff/timeline';
import { INCIDENT_STATE_LABELS, isIncidentState } from '@/lib/status/states';

export const metadata: Metadata = { title: 'Incidencia' };

const WHEN = new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', dateStyle: 'medium', timeStyle: 'short' });
const stateLabel = (s: string) => (isIncidentState(s) ? INCIDENT_STATE_LABELS[s] : s);

export default async function IncidentPage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaffPage('/gestion/estado/incidencias/[id]');
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const [incident, components] = await Promise.all([incidentDetail(Number(id)), readComponents()]);
  if (!incident) notFound();
  return (
    <>
      <p>
        <a href="/gestion/estado" className="text-teal-800 underline">
          Estado del servicio
        </a>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-navy-900">{incident.title}</h1>
      <p className="mt-1 text-slate-700">
        {stateLabel(incident.state)} · desde {WHEN.format(incident.startedAt)}
        {incident.resolvedAt && ` · resuelta ${WHEN.format(incident.resolvedAt)}`}
      </p>
      {/* Rendered resolved too, in the same place: the form keeps the outcome of the update that resolved it. */}
      <section
        aria-labelledby={incident.resolvedAt ? undefined : 'actualizar'}
        className={incident.resolvedAt ? 'mt-6' : 'mt-6 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200'}
      >
        {!incident.resolvedAt && (
          <h2 id="actualizar" className="text-lg font-semibold text-navy-900">
            Publicar una actualización
          </h2>
        )}
        <PreviewActionForm
          open={!incident.resolvedAt}
          endpoint={`estado/incidencias/${incident.id}/actualizaciones`}
          previewEndpoint={`estado/incidencias/${incident.id}/vista-previa`}
          submitLabel="Publicar la actualización"
          className="mt-3 space-y-4"
        >
          <IncidentUpdateFields
            stateId="actualizacion-estado"
            state={incident.state}
            components={components}
            current={incident.components.map((c) => [c.componentId, c.impact])}
          />
          <UpdateText id="actualizacion-texto" />
          <NotifyField id="actualizacion-notificar" />
        </PreviewActionForm>
      </section>
      <section aria-labelledby="cronologia" className="mt-8">
        <h2 id="cronologia" className="text-lg font-semibold text-navy-900">
          Cronología
        </h2>
        <ol className="mt-3 space-y-3">
          {incident.updates.map((u) => {
            const notice = noticeNote(u);
            return (
              <li key={u.id} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
                <p className="text-sm text-slate-600">
                  <strong className="text-slate-900">{stateLabel(u.state)}</strong> · {WHEN.format(u.at)}
                  {notice && ` · ${notice}`}
                </p>
                <p className="mt-1 whitespace-pre-line">{u.text}</p>
              </li>
            );
          })}
        </ol>
      </section>
    </>
  );
}
