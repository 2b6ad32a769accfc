// /gestion/soporte/:id: one support case in the back office: the thread with its attachments and
// the internal notes (marked, staff only), the reply (a canned reply may fill it; attachments; the
// state it leaves the case in), an internal note, the customer's side (who opened it, the hotel,
// the invoice, the followers), both response targets (met or not), and the management: handler,
// state, priority, merging a duplicate into another case of the hotel; the remote-access permits
// the hotel gave for it. «← Casos de soporte» leads back to the queue as it was left (its query
// travels in `lista`: lib/support/staff/queue-return.ts); a link to another page of the back office
// is shown only where the member's role may open it (canOpen), else its text.
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ActionForm } from '@/components/staff/action-form';
import { CannedReplyPicker } from '@/components/staff/canned-reply-picker';
import { CaseMergeForm } from '@/components/staff/case-merge-form';
import { dateTime, dateTimeWords } from '@/components/staff/format';
import { fieldClass } from '@/components/staff/post';
import { fileSize } from '@/lib/format/file-size';
import { dueWords, spanWords } from '@/lib/support/case-clock';
import { CASE_LIMITS, CATEGORIES, labelOf, PRIORITIES, PRODUCT_AREAS, STATES } from '@/lib/support/fields';
import { listCannedReplies } from '@/lib/support/staff/canned-replies';
import {
  caseHandlers,
  REPLY_STATES,
  staffCaseDetail,
  type StaffAttachment,
  type StaffCaseDetail,
} from '@/lib/support/staff/case-work';
import { casePath, queueBackPath, QUEUE_RETURN_PARAM } from '@/lib/support/staff/queue-return';
import { GRANT_STATE_LABELS, grantState } from '@/lib/support/remote-window';
import { ATTACHMENT_LIMITS } from '@/lib/support/submission';
import type { TargetStatus } from '@/lib/support/targets';
import { canOpen } from '@/lib/staff/navigation';
import { requireStaffPage } from '@/lib/staff/request-session';

export const metadata: Metadata = { title: 'Caso de soporte' };

const card = 'rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200';
const accept = '.png,.jpg,.jpeg,.gif,.webp,.pdf,.txt,.log,.zip,image/*,application/pdf,text/plain,application/zip';

function Attachments({ files }: { files: StaffAttachment[] }) {
  if (files.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2 text-sm">
      {files.map((f) => (
        <li key={f.id}>
          <a
            href={`/api/gestion/soporte/adjuntos/${f.id}`}
            className="text-brand-800 underline"
            target="_blank"
            rel="noopener"
          >
            {f.name}
          </a>{' '}
          <span className="text-slate-600">({fileSize(f.size)})</span>
        </li>
      ))}
    </ul>
  );
}

function Target({ label, status, now }: { label: string; status: TargetStatus; now: Date }) {
  const words: Record<TargetStatus['state'], string> = {
    met: 'Cumplido',
    breached: 'Incumplido',
    'due-soon': 'Vence pronto',
    'on-time': 'En plazo',
    paused: 'En pausa (espera al cliente)',
  };
  const bad = status.state === 'breached';
  return (
    <div>
      <dt className="font-medium text-slate-700">{label}</dt>
      <dd>
        <strong className={bad ? 'text-red-800' : status.state === 'due-soon' ? 'text-amber-900' : 'text-slate-900'}>
          {words[status.state]}
        </strong>
        {status.due && (
          <span className="block text-sm text-slate-700">
            {status.state === 'met'
              ? `plazo hasta el ${dateTime(status.due)}`
              : bad && status.msLeft !== null
                ? `vencía el ${dateTime(status.due)} (${spanWords(status.msLeft)} tarde)`
                : `${dueWords(status.due, now)} · ${dateTime(status.due)}`}
          </span>
        )}
      </dd>
    </div>
  );
}

/** A link to a page of the back office when `role` may open it, else its text (a 403 is a dead end). */
function StaffLink({ role, href, children }: { role: string; href: string; children: ReactNode }) {
  return canOpen(role, href) ? (
    <Link href={href} className="text-brand-800 underline">
      {children}
    </Link>
  ) : (
    <>{children}</>
  );
}

function CustomerSide({ c, role }: { c: StaffCaseDetail; role: string }) {
  // The hotel's record (customers), or else its modules (products: what a technician installs).
  const hotelHref = [`/gestion/hoteles/${c.hotel.id}`, `/gestion/productos/hoteles/${c.hotel.id}`].find((href) =>
    canOpen(role, href),
  );
  return (
    <section aria-labelledby="cliente" className={card}>
      <h2 id="cliente" className="text-lg font-semibold text-navy-900">
        Cliente
      </h2>
      <dl className="mt-3 space-y-2">
        <div>
          <dt className="font-medium text-slate-700">Hotel</dt>
          <dd>
            {hotelHref ? (
              <Link href={hotelHref} className="text-brand-800 underline">
                {c.hotel.name}
              </Link>
            ) : (
              c.hotel.name
            )}{' '}
            <span className="text-slate-600">({c.hotel.taxId})</span>
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-700">Abierto por</dt>
          <dd className="break-words">
            {c.openedBy.name || '—'}
            {c.openedBy.position && <span className="text-slate-600"> · {c.openedBy.position}</span>}
            {c.openedBy.email && <span className="block break-all">{c.openedBy.email}</span>}
            {c.openedBy.phone && <span className="block">{c.openedBy.phone}</span>}
          </dd>
        </div>
        {c.invoice && (
          <div>
            <dt className="font-medium text-slate-700">Factura</dt>
            <dd>
              <StaffLink role={role} href={`/gestion/facturas/${c.invoice.id}`}>
                {c.invoice.number}
              </StaffLink>
            </dd>
          </div>
        )}
        <div>
          <dt className="font-medium text-slate-700">Siguen el caso (reciben los correos)</dt>
          <dd className="break-all">{c.followers.length ? c.followers.join(', ') : 'Nadie'}</dd>
        </div>
        {c.rating !== null && (
          <div>
            <dt className="font-medium text-slate-700">Valoración</dt>
            <dd>
              {c.rating} de 5{c.ratingComment && <span className="block break-words">«{c.ratingComment}»</span>}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

function RemoteGrants({ grants, role, now }: { grants: StaffCaseDetail['grants']; role: string; now: Date }) {
  return (
    <section aria-labelledby="accesos" className={card}>
      <h2 id="accesos" className="text-lg font-semibold text-navy-900">
        Accesos remotos
      </h2>
      {grants.length === 0 ? (
        <p className="mt-2 text-slate-700">El hotel no ha dado ningún permiso de acceso remoto para este caso.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {grants.map((g) => {
            const state = grantState(g, now);
            return (
              <li key={g.id}>
                <StaffLink role={role} href={`/gestion/soporte/accesos/${g.id}`}>
                  Permiso {g.id}
                </StaffLink>{' '}
                ·{' '}
                <strong className={state === 'activo' ? 'text-teal-900' : 'text-slate-800'}>
                  {GRANT_STATE_LABELS[state]}
                </strong>
                <span className="block text-sm text-slate-700">
                  Del {dateTime(g.startsAt)} al {dateTime(g.endsAt)}
                  {g.revokedAt && ` · revocado el ${dateTime(g.revokedAt)}`}
                </span>
                <span className="block text-sm break-all text-slate-600">Concedido por {g.grantedByEmail}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export default async function StaffCasePage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { staff } = await requireStaffPage('/gestion/soporte/[id]');
  const { id } = await params;
  // The queue's query this case was opened from: the way back, and carried to the cases linked here.
  const list = (await searchParams)[QUEUE_RETURN_PARAM];
  const back = queueBackPath(list);
  const listQuery = back.split('?')[1] ?? '';
  if (!/^\d{1,9}$/.test(id)) notFound();
  const now = new Date();
  const [c, handlers, canned] = await Promise.all([
    staffCaseDetail(Number(id), now),
    caseHandlers(),
    listCannedReplies(),
  ]);
  if (!c) notFound();
  const defaultState = c.state === 'nueva' ? 'en_curso' : REPLY_STATES.includes(c.state) ? c.state : '';
  return (
    <>
      <p>
        <Link href={back} className="text-brand-800 underline">
          ← Casos de soporte
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold break-words text-navy-900">
        Caso {c.id} · {c.subject}
      </h1>
      <p className="mt-1 text-slate-700">
        {labelOf(STATES, c.state)} · prioridad {labelOf(PRIORITIES, c.priority).toLowerCase()} ·{' '}
        {labelOf(CATEGORIES, c.category)} · {labelOf(PRODUCT_AREAS, c.productArea)} · abierto el {dateTime(c.createdAt)}{' '}
        · {c.handler ? `lo lleva ${c.handler.name || c.handler.email}` : 'sin asignar'}
      </p>
      {c.mergedInto && (
        <p role="status" className="mt-3 rounded-md bg-amber-50 p-3 ring-1 ring-amber-200">
          Unido como duplicado al{' '}
          <Link href={casePath(c.mergedInto.id, listQuery)} className="text-brand-800 underline">
            caso {c.mergedInto.id} · {c.mergedInto.subject}
          </Link>
          .
        </p>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <section aria-labelledby="hilo" className={card}>
            <h2 id="hilo" className="text-lg font-semibold text-navy-900">
              Conversación
            </h2>
            <ol className="mt-3 space-y-3">
              <li className="rounded-md border border-slate-200 p-3">
                <p className="text-sm text-slate-700">
                  {c.openedBy.name || 'Cliente'} (cliente) · {dateTime(c.createdAt)}
                </p>
                <p className="mt-1 break-words whitespace-pre-wrap">{c.description}</p>
                <Attachments files={c.openingAttachments} />
              </li>
              {c.messages.map((m) => (
                <li
                  key={m.id}
                  className={`rounded-md p-3 ${m.internal ? 'bg-amber-50 ring-1 ring-amber-200' : m.fromStaff ? 'bg-slate-50 ring-1 ring-slate-200' : 'border border-slate-200'}`}
                >
                  <p className="text-sm text-slate-700">
                    {m.internal && <strong className="text-amber-900">Nota interna · </strong>}
                    {m.author} ({m.fromStaff ? 'soporte' : 'cliente'}) · {dateTime(m.createdAt)}
                  </p>
                  <p className="mt-1 break-words whitespace-pre-wrap">{m.text}</p>
                  <Attachments files={m.attachments} />
                </li>
              ))}
            </ol>
          </section>
          {!c.mergedInto && (
            <section aria-labelledby="responder" className={card}>
              <h2 id="responder" className="text-lg font-semibold text-navy-900">
                Responder al cliente
              </h2>
              <p className="mt-1 text-sm text-slate-700">
                Lo ve el hotel en su área de clientes; quienes siguen el caso reciben un correo con el enlace.
              </p>
              <ActionForm
                endpoint={`soporte/casos/${c.id}/responder`}
                submitLabel="Enviar respuesta"
                className="mt-3 space-y-3"
              >
                <CannedReplyPicker replies={canned} target="texto-respuesta" />
                <label className="block font-medium">
                  Respuesta
                  <textarea
                    id="texto-respuesta"
                    name="texto"
                    required
                    maxLength={CASE_LIMITS.text}
                    rows={6}
                    className={fieldClass}
                  />
                </label>
                <div className="grid gap-3 sm:grid-cols-2">
                  <label className="block font-medium">
                    Adjuntos (hasta {ATTACHMENT_LIMITS.files}, 10 MB cada uno)
                    <input type="file" name="adjuntos" multiple accept={accept} className="mt-1 block w-full text-sm" />
                  </label>
                  <label className="block font-medium">
                    El caso queda
                    {/* Keyed by the case's state: after a reply the page re-renders with the state it left. */}
                    <select key={c.state} name="estado" defaultValue={defaultState} className={fieldClass}>
                      {!defaultState && <option value="">Como está ({labelOf(STATES, c.state)})</option>}
                      {REPLY_STATES.map((s) => (
                        <option key={s} value={s}>
                          {labelOf(STATES, s)}
                        </option>
                      ))}
                    </select>
                  </label>
                </div>
              </ActionForm>
            </section>
          )}
          <section aria-labelledby="nota" className={`${card} bg-amber-50/40`}>
            <h2 id="nota" className="text-lg font-semibold text-navy-900">
              Nota interna
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              Solo la ve el personal: ni el hotel ni los correos la muestran.
            </p>
            <ActionForm
              endpoint={`soporte/casos/${c.id}/nota`}
              submitLabel="Añadir nota"
              secondary
              className="mt-3 space-y-3"
            >
              <label className="block font-medium">
                Nota
                <textarea name="texto" required maxLength={5000} rows={3} className={fieldClass} />
              </label>
              <label className="block font-medium">
                Adjuntos
                <input type="file" name="adjuntos" multiple accept={accept} className="mt-1 block w-full text-sm" />
              </label>
            </ActionForm>
          </section>
        </div>
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="objetivos" className={card}>
            <h2 id="objetivos" className="text-lg font-semibold text-navy-900">
              Objetivos
            </h2>
            <dl className="mt-3 space-y-3">
              <Target label="Primera respuesta" status={c.targets.firstResponse} now={now} />
              <Target label="Resolución" status={c.targets.resolution} now={now} />
            </dl>
            <p className="mt-2 text-sm text-slate-600">Calculados {dateTimeWords(now)}.</p>
          </section>
          <CustomerSide c={c} role={staff.role} />
          <RemoteGrants grants={c.grants} role={staff.role} now={now} />
          <section aria-labelledby="gestion" className={card}>
            <h2 id="gestion" className="text-lg font-semibold text-navy-900">
              Gestión
            </h2>
            <ActionForm endpoint={`soporte/casos/${c.id}`} submitLabel="Guardar" keep className="mt-3 space-y-3">
              <label className="block font-medium">
                Responsable
                <select
                  key={c.handler?.id ?? 0}
                  name="responsable"
                  defaultValue={c.handler ? String(c.handler.id) : ''}
                  className={fieldClass}
                >
                  <option value="">Sin asignar</option>
                  {handlers.map((h) => (
                    <option key={h.id} value={h.id}>
                      {h.id === staff.staffId ? `Yo (${h.name || h.email})` : h.name || h.email}
                    </option>
                  ))}
                </select>
              </label>
              <label className="block font-medium">
                Estado
                <select key={c.state} name="estado" defaultValue={c.state} className={fieldClass}>
                  {STATES.map((s) => (
                    <option key={s.value} value={s.value}>
                      {s.label}
                    </option>
                  ))}
                </select>
              </label>
              <label className="block font-medium">
                Prioridad
                <select key={c.priority} name="prioridad" defaultValue={c.priority} className={fieldClass}>
                  {PRIORITIES.map((p) => (
                    <option key={p.value} value={p.value}>
                      {p.label}
                    </option>
                  ))}
                </select>
              </label>
            </ActionForm>
          </section>
          {c.duplicates.length > 0 && (
            <section aria-labelledby="duplicados" className={card}>
              <h2 id="duplicados" className="text-lg font-semibold text-navy-900">
                Duplicados unidos a este
              </h2>
              <ul className="mt-2 space-y-1">
                {c.duplicates.map((d) => (
                  <li key={d.id}>
                    <Link href={casePath(d.id, listQuery)} className="text-brand-800 underline">
                      {d.id} · {d.subject}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {!c.mergedInto && (
            <section aria-labelledby="unir" className={card}>
              <h2 id="unir" className="text-lg font-semibold text-navy-900">
                Unir a otro caso
              </h2>
              <p className="mt-1 text-sm text-slate-700">
                Si es un duplicado: se cierra con un mensaje al hotel que lleva al otro caso, de {c.hotel.name}; su
                conversación se conserva.
              </p>
              <CaseMergeForm caseId={c.id} then={casePath(c.id, listQuery)} />
            </section>
          )}
        </div>
      </div>
    </>
  );
}
