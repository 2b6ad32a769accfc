// /gestion/correo/:id: one outbox mail whole: recipient, kind, delivery, attempts, last error, its
// enquiry, "Reintentar ahora", and its text where the role may read it (lib/mail/staff/outbox.ts).
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ActionForm } from '@/components/staff/action-form';
import { dateTime } from '@/components/staff/format';
import { mailKindLabel, mailStatusLabel } from '@/lib/mail/kinds';
import { isStuckMail } from '@/lib/mail/outbox';
import { outboxMailFor, stuckAfterWords } from '@/lib/mail/staff/outbox';
import { requireStaffPage } from '@/lib/staff/request-session';
import { can } from '@/lib/staff/roles';

export const metadata: Metadata = { title: 'Correo' };

export default async function OutboxMailPage({ params }: { params: Promise<{ id: string }> }) {
  const { staff } = await requireStaffPage('/gestion/correo/[id]');
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const m = await outboxMailFor(staff.role, Number(id));
  if (!m) notFound();
  const stuck = isStuckMail(m);
  const section = 'rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200';
  const rows: [string, React.ReactNode][] = [
    ['Destinatario', m.to],
    ['Responder a', m.replyTo || '—'],
    ['Tipo', mailKindLabel(m.kind)],
    ['En cola desde', dateTime(m.createdAt)],
    ['Estado', `${mailStatusLabel(m.status)}${m.status === 'sent' && m.sentAt ? ` el ${dateTime(m.sentAt)}` : ''}`],
    ['Intentos', String(m.attempts)],
    ['Próximo intento', m.status === 'pending' ? dateTime(m.nextAttemptAt) : '—'],
    ['Último error', m.status !== 'sent' && m.lastError ? m.lastError : '—'],
  ];
  if (m.authorEmail) rows.push(['Escrito por', m.authorEmail]);
  if (m.enquiryId !== null)
    rows.push([
      'Consulta',
      can(staff.role, 'enquiries.work') ? (
        <Link href={`/gestion/consultas/${m.enquiryId}`} className="text-brand-800 underline">
          n.º {m.enquiryId}
        </Link>
      ) : (
        `n.º ${m.enquiryId}`
      ),
    ]);
  return (
    <>
      <p>
        <Link href="/gestion/correo" className="text-brand-800 underline">
          ← Correo
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold break-words text-navy-900">{m.subject}</h1>
      <p className="mt-1 text-slate-700">Correo n.º {m.id}</p>
      {stuck && (
        <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 font-medium text-red-800">
          Atascado: sigue sin enviarse tras {stuckAfterWords()}.
        </p>
      )}
      <div className="mt-6 space-y-6">
        <section aria-labelledby="entrega" className={section}>
          <h2 id="entrega" className="text-lg font-semibold text-navy-900">
            Entrega
          </h2>
          <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-medium text-slate-600">{label}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            ))}
          </dl>
          {m.status !== 'sent' && (
            <div className="mt-4">
              <ActionForm endpoint={`correo/${m.id}/reintentar`} submitLabel="Reintentar ahora" />
            </div>
          )}
        </section>
        <section aria-labelledby="texto" className={section}>
          <h2 id="texto" className="text-lg font-semibold text-navy-900">
            Texto
          </h2>
          {m.text !== null ? (
            <pre className="mt-3 font-sans text-sm break-words whitespace-pre-wrap">{m.text}</pre>
          ) : m.secret ? (
            <p className="mt-2 text-slate-700">Lleva un enlace de un solo uso: su texto no se muestra nunca.</p>
          ) : (
            <p className="mt-2 text-slate-700">
              Es un correo de una consulta: su texto solo lo ven los papeles que atienden consultas.
            </p>
          )}
        </section>
      </div>
    </>
  );
}
