// /gestion/estado/mantenimientos/:id: one maintenance window, to change its times, components and
// text (previewed first, audited, subscribers told if asked) while it is not over. Administración
// and Soporte técnico.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PreviewActionForm } from '@/components/staff/preview-action-form';
import { MaintenanceFields, NotifyField, UpdateText } from '@/components/staff/status-fields';
import { requireStaffPage } from '@/lib/staff/request-session';
import { readComponents } from '@/lib/status/read';
import { maintenanceDetail } from '@/lib/status/staff/lists';

export const metadata: Metadata = { title: 'Mantenimiento' };

const WHEN = new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', dateStyle: 'medium', timeStyle: 'short' });

export default async function MaintenancePage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaffPage('/gestion/estado/mantenimientos/[id]');
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const [window, components] = await Promise.all([maintenanceDetail(Number(id)), readComponents()]);
  if (!window) notFound();
  const over = window.endsAt <= new Date();
  return (
    <>
      <p>
        <a href="/gestion/estado" className="text-teal-800 underline">
          Estado del servicio
        </a>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-navy-900">{window.title}</h1>
      <p className="mt-1 text-slate-700">
        Del {WHEN.format(window.startsAt)} al {WHEN.format(window.endsAt)} (hora de Madrid)
        {over && ' · terminado'}
      </p>
      {over ? (
        <p className="mt-4 text-slate-700">Un mantenimiento terminado ya no se cambia.</p>
      ) : (
        <section aria-labelledby="cambiar" className="mt-6 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <h2 id="cambiar" className="text-lg font-semibold text-navy-900">
            Cambiar el mantenimiento
          </h2>
          <PreviewActionForm
            endpoint={`estado/mantenimientos/${window.id}`}
            previewEndpoint="estado/mantenimientos/vista-previa"
            submitLabel="Guardar el mantenimiento"
            className="mt-3 space-y-4"
          >
            <MaintenanceFields
              components={components}
              window={{ ...window, componentIds: window.components.map((c) => c.componentId) }}
            />
            <UpdateText id="mantenimiento-texto" defaultValue={window.text} />
            <NotifyField id="mantenimiento-notificar" />
          </PreviewActionForm>
        </section>
      )}
    </>
  );
}
