// /gestion/consultas/:id: one enquiry whole: its fields, the mails sent for it with their delivery
// status, state and assignee, internal notes, and "Responder".
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ActionForm } from '@/components/staff/action-form';
import { dateOnly, dateTime } from '@/components/staff/format';
import { fieldClass } from '@/components/staff/post';
import { mailStatusLabel } from '@/lib/mail/kinds';
import { ENQUIRY_STATES, enquiryDetail, NOTE_MAX, REPLY_MAX, STATE_LABELS } from '@/lib/enquiries/staff/inbox';
import { listStaff } from '@/lib/staff/member';
import { requireStaffPage } from '@/lib/staff/request-session';
import { can } from '@/lib/staff/roles';

export const metadata: Metadata = { title: 'Consulta' };

export default async function EnquiryPage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaffPage('/gestion/consultas/[id]');
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const [e, staff] = await Promise.all([enquiryDetail(Number(id)), listStaff()]);
  if (!e) notFound();
  const assignable = staff.filter((s) => !s.disabled && can(s.role, 'enquiries.work'));
  const section = 'rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200';
  return (
    <>
      <p>
        <Link href="/gestion/consultas" className="text-brand-800 underline">
          ← Consultas
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-navy-900">
        {e.kindTitle} <span className="font-normal text-slate-600">n.º {e.id}</span>
      </h1>
      <p className="mt-1 text-slate-700">
        Recibida el {dateTime(e.createdAt)} · se borrará automáticamente el {dateOnly(e.deletesAt)}
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <section aria-labelledby="datos" className={section}>
            <h2 id="datos" className="text-lg font-semibold text-navy-900">
              Datos
            </h2>
            <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
              {e.fields.map((f) => (
                <div key={f.key} className="contents">
                  <dt className="font-medium text-slate-600">{f.label}</dt>
                  <dd className="break-words whitespace-pre-wrap">{f.value || '—'}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="correos" className={section}>
            <h2 id="correos" className="text-lg font-semibold text-navy-900">
              Correos ({e.mails.length})
            </h2>
            <ul className="mt-3 space-y-3">
              {e.mails.map((m) => (
                <li key={m.id} className="rounded-md border border-slate-200 p-3">
                  <p className="font-medium">{m.subject}</p>
                  <p className="text-sm text-slate-700">
                    Para {m.to}
                    {m.authorEmail ? ` · respuesta de ${m.authorEmail}` : ''} · {dateTime(m.createdAt)}
                  </p>
                  <p className="text-sm">
                    Estado: <strong>{mailStatusLabel(m.status)}</strong>
                    {m.sentAt ? ` el ${dateTime(m.sentAt)}` : ''}
                    {m.attempts > 0 && m.status !== 'sent' ? ` · ${m.attempts} intentos` : ''}
                  </p>
                  {m.lastError && m.status !== 'sent' && (
                    <p className="text-sm text-red-800">Último error: {m.lastError}</p>
                  )}
                  {m.text && <p className="mt-2 text-sm whitespace-pre-wrap">{m.text}</p>}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="responder" className={section}>
            <h2 id="responder" className="text-lg font-semibold text-navy-900">
              Responder
            </h2>
            {e.email ? (
              <ActionForm
                endpoint={`consultas/${e.id}/responder`}
                submitLabel="Enviar respuesta"
                className="mt-3 space-y-3"
              >
                <label className="block font-medium">
                  Respuesta a {e.email} (le llega desde la dirección de la empresa; si contesta, te llega a ti)
                  <textarea name="texto" required maxLength={REPLY_MAX} rows={6} className={fieldClass} />
                </label>
              </ActionForm>
            ) : (
              <p className="mt-2">Esta consulta no dejó correo electrónico.</p>
            )}
          </section>
        </div>
        <div className="space-y-6">
          <section aria-labelledby="gestion" className={section}>
            <h2 id="gestion" className="text-lg font-semibold text-navy-900">
              Gestión
            </h2>
            <ActionForm endpoint={`consultas/${e.id}`} submitLabel="Guardar" keep className="mt-3 space-y-3">
              <label className="block font-medium">
                Estado
                {/* Keyed by the stored value: a change made elsewhere (a reply answers it) shows after a refresh. */}
                <select key={e.state} name="estado" defaultValue={e.state} className={fieldClass}>
                  {ENQUIRY_STATES.map((s) => (
                    <option key={s} value={s}>
                      {STATE_LABELS[s]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="block font-medium">
                Asignada a
                <select
                  key={e.assigneeId ?? 0}
                  name="asignada"
                  defaultValue={e.assigneeId ? String(e.assigneeId) : ''}
                  className={fieldClass}
                >
                  <option value="">Nadie</option>
                  {assignable.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.email}
                    </option>
                  ))}
                </select>
              </label>
            </ActionForm>
          </section>
          <section aria-labelledby="notas" className={section}>
            <h2 id="notas" className="text-lg font-semibold text-navy-900">
              Notas internas
            </h2>
            <ul className="mt-3 space-y-3">
              {e.notes.map((n) => (
                <li key={n.id} className="rounded-md bg-amber-50 p-3">
                  <p className="text-sm text-slate-700">
                    {n.authorEmail} · {dateTime(n.createdAt)}
                  </p>
                  <p className="whitespace-pre-wrap">{n.text}</p>
                </li>
              ))}
            </ul>
            <ActionForm
              endpoint={`consultas/${e.id}/nota`}
              submitLabel="Añadir nota"
              secondary
              className="mt-3 space-y-3"
            >
              <label className="block font-medium">
                Nota (solo la ve el personal)
                <textarea name="texto" required maxLength={NOTE_MAX} rows={3} className={fieldClass} />
              </label>
            </ActionForm>
          </section>
        </div>
      </div>
    </>
  );
}
