// /gestion/soporte/accesos/:id: one remote-access grant (who gave it, its window, its state, the
// case and the customer's note), the form that logs a session on it (refused with the reason
// unless the grant was in force at the session's start) and its sessions, an open one with the
// form that closes it (what was logged when it opened offered to edit; both forms say the hotel
// reads it); one the customer's revocation ended says so. Once closed, the page comes back at that session (`?cerrada=<id>#sesion-<id>`) saying
// so. The grant's case links to its page for a role that may open it (lib/staff/navigation.ts).
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ActionForm } from '@/components/staff/action-form';
import { dateTime } from '@/components/staff/format';
import { fieldClass } from '@/components/staff/post';
import { dateToMadridLocal } from '@/lib/news/madrid-time';
import {
  accessEnd,
  endedByRevocation,
  GRANT_STATE_LABELS,
  grantState,
  SESSION_TEXT_MAX,
} from '@/lib/support/remote-window';
import { grantDetail, SESSION_CLOSED } from '@/lib/support/staff/remote-access';
import { sectionOf } from '@/lib/staff/navigation';
import { requireStaffPage } from '@/lib/staff/request-session';
import { can } from '@/lib/staff/roles';

export const metadata: Metadata = { title: 'Acceso remoto' };

const card = 'mt-6 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200';
const hint = 'mt-1 text-sm text-slate-600';
/** Under «Qué se hizo»: the hotel reads it (its Soporte tab, and the mail once the session ends). */
const WORK_HINT = 'Lo ve el hotel en su área de clientes y, al terminar la sesión, en el correo que recibe.';

/** Whether `role` may open a support case's page (the check requireStaffPage makes there). */
function mayOpenCase(role: string): boolean {
  const section = sectionOf('/gestion/soporte/[id]');
  return section !== undefined && can(role, section.action);
}

export default async function RemoteGrantPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { staff } = await requireStaffPage('/gestion/soporte/accesos/[id]');
  const { id } = await params;
  const { cerrada } = await searchParams;
  const grant = /^\d{1,9}$/.test(id) ? await grantDetail(Number(id)) : null;
  if (!grant) notFound();
  const now = new Date();
  const state = grantState(grant, now);
  const nowLocal = dateToMadridLocal(now);
  return (
    <>
      <p className="text-sm">
        <Link href="/gestion/soporte/accesos" className="text-brand-800 underline">
          Accesos remotos
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-navy-900">
        Permiso {grant.id} · {grant.hotel.name}
      </h1>
      <dl className={`${card} grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]`}>
        <dt className="font-medium text-slate-700">Estado</dt>
        <dd>
          <strong className={state === 'activo' ? 'text-teal-900' : 'text-slate-800'}>
            {GRANT_STATE_LABELS[state]}
          </strong>
        </dd>
        <dt className="font-medium text-slate-700">Concedido por</dt>
        <dd className="break-all">{grant.grantedByEmail}</dd>
        <dt className="font-medium text-slate-700">Desde</dt>
        <dd>{dateTime(grant.startsAt)}</dd>
        <dt className="font-medium text-slate-700">Hasta</dt>
        <dd>{dateTime(grant.endsAt)}</dd>
        {grant.revokedAt && (
          <>
            <dt className="font-medium text-slate-700">Revocado</dt>
            <dd className="break-all">
              {dateTime(grant.revokedAt)} por {grant.revokedByEmail}
            </dd>
          </>
        )}
        <dt className="font-medium text-slate-700">Caso</dt>
        <dd>
          {grant.caseId === null ? (
            '—'
          ) : mayOpenCase(staff.role) ? (
            <Link
              href={`/gestion/soporte/${grant.caseId}`}
              aria-label={`Caso ${grant.caseId}`}
              className="text-brand-800 underline"
            >
              {grant.caseId}
            </Link>
          ) : (
            grant.caseId
          )}
        </dd>
        <dt className="font-medium text-slate-700">Nota del cliente</dt>
        <dd className="break-words whitespace-pre-line">{grant.note || '—'}</dd>
      </dl>

      <section aria-labelledby="registrar" className={card}>
        <h2 id="registrar" className="text-lg font-semibold text-navy-900">
          Registrar una sesión
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {state === 'activo'
            ? `El permiso está en vigor hasta el ${dateTime(accessEnd(grant))}. Deja el fin vacío si la sesión sigue abierta: el hotel recibe un correo ahora y otro al cerrarla.`
            : `Este permiso no está en vigor: solo se puede registrar una sesión que empezó mientras lo estaba (hasta el ${dateTime(accessEnd(grant))}).`}
        </p>
        <ActionForm
          endpoint={`soporte/accesos/${grant.id}/sesiones`}
          submitLabel="Registrar la sesión"
          className="mt-4 grid gap-4 sm:grid-cols-3"
        >
          <label className="block font-medium">
            Técnico
            <input
              name="tecnico"
              required
              maxLength={100}
              defaultValue={staff.name || staff.email}
              className={fieldClass}
            />
          </label>
          <label className="block font-medium">
            Inicio (hora de Madrid)
            <input type="datetime-local" name="inicio" required defaultValue={nowLocal} className={fieldClass} />
          </label>
          <label className="block font-medium">
            Fin (vacío: sigue abierta)
            <input type="datetime-local" name="fin" className={fieldClass} />
          </label>
          <div className="sm:col-span-3">
            <label className="block font-medium">
              Qué se hizo
              <textarea
                name="trabajo"
                rows={3}
                maxLength={SESSION_TEXT_MAX}
                aria-describedby="trabajo-nota"
                className={fieldClass}
              />
            </label>
            <p id="trabajo-nota" className={hint}>
              {WORK_HINT}
            </p>
          </div>
        </ActionForm>
      </section>

      <section aria-labelledby="sesiones" className={card}>
        <h2 id="sesiones" className="text-lg font-semibold text-navy-900">
          Sesiones <span className="font-normal text-slate-600">({grant.sessions.length})</span>
        </h2>
        {grant.sessions.length === 0 && <p className="mt-2 text-slate-700">Aún no hay sesiones en este permiso.</p>}
        <ul className="mt-4 space-y-4">
          {grant.sessions.map((s) => (
            <li key={s.id} id={`sesion-${s.id}`} className="rounded-md border border-slate-200 p-4">
              <p className="font-medium">
                {s.technician} · {dateTime(s.startedAt)} – {s.endedAt ? dateTime(s.endedAt) : 'abierta'}
              </p>
              <p className="mt-1 text-sm text-slate-600">Registrada por {s.staffEmail}</p>
              {endedByRevocation(grant, s) && (
                <p className="mt-1 text-sm font-medium text-slate-800">
                  Cerrada al revocar el cliente el permiso
                  {s.whatWasDone ? '.' : ': sin «Qué se hizo» del técnico.'}
                </p>
              )}
              {s.whatWasDone && <p className="mt-2 break-words whitespace-pre-line">{s.whatWasDone}</p>}
              {s.endedAt && cerrada === String(s.id) && (
                <p role="status" className="mt-2 text-brand-800">
                  {SESSION_CLOSED}
                </p>
              )}
              {!s.endedAt && (
                <ActionForm
                  endpoint={`soporte/sesiones/${s.id}`}
                  submitLabel="Cerrar la sesión"
                  secondary
                  then={`/gestion/soporte/accesos/${grant.id}?cerrada=${s.id}#sesion-${s.id}`}
                  className="mt-3 grid gap-3 sm:grid-cols-3"
                >
                  <label className="block font-medium">
                    Fin (hora de Madrid)
                    <input type="datetime-local" name="fin" required defaultValue={nowLocal} className={fieldClass} />
                  </label>
                  <div className="sm:col-span-2">
                    <label className="block font-medium">
                      Qué se hizo
                      <textarea
                        name="trabajo"
                        required
                        rows={2}
                        maxLength={SESSION_TEXT_MAX}
                        defaultValue={s.whatWasDone}
                        aria-describedby={`trabajo-nota-${s.id}`}
                        className={fieldClass}
                      />
                    </label>
                    <p id={`trabajo-nota-${s.id}`} className={hint}>
                      {WORK_HINT}
                    </p>
                  </div>
                </ActionForm>
              )}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
