// /gestion/soporte/respuestas: the canned replies staff keep: a new one, and each with its form to
// change or delete it. Picked on a case's page to fill the reply box.
import type { Metadata } from 'next';
import Link from 'next/link';
import { ActionForm } from '@/components/staff/action-form';
import { dateTime } from '@/components/staff/format';
import { fieldClass } from '@/components/staff/post';
import { CANNED_TEXT_MAX, CANNED_TITLE_MAX, listCannedReplies } from '@/lib/support/staff/canned-replies';
import { requireStaffPage } from '@/lib/staff/request-session';

export const metadata: Metadata = { title: 'Respuestas predefinidas' };

const card = 'rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200';

export default async function CannedRepliesPage() {
  await requireStaffPage('/gestion/soporte/respuestas');
  const replies = await listCannedReplies();
  return (
    <>
      <p>
        <Link href="/gestion/soporte" className="text-brand-800 underline">
          ← Casos de soporte
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-navy-900">Respuestas predefinidas</h1>
      <p className="mt-1 max-w-3xl text-slate-700">
        Textos para empezar una respuesta: en la página de un caso, se elige uno y rellena la respuesta, que se puede
        cambiar antes de enviarla.
      </p>
      <section aria-labelledby="nueva" className={`${card} mt-6`}>
        <h2 id="nueva" className="text-lg font-semibold text-navy-900">
          Nueva respuesta
        </h2>
        <ActionForm endpoint="soporte/respuestas" submitLabel="Guardar" className="mt-3 space-y-3">
          <label className="block font-medium">
            Título
            <input name="titulo" required maxLength={CANNED_TITLE_MAX} className={fieldClass} />
          </label>
          <label className="block font-medium">
            Texto
            <textarea name="texto" required maxLength={CANNED_TEXT_MAX} rows={5} className={fieldClass} />
          </label>
        </ActionForm>
      </section>
      <section aria-labelledby="guardadas" className="mt-8">
        <h2 id="guardadas" className="text-lg font-semibold text-navy-900">
          Guardadas <span className="font-normal text-slate-600">({replies.length})</span>
        </h2>
        {replies.length === 0 && <p className="mt-2 text-slate-700">Aún no hay ninguna.</p>}
        <ul className="mt-3 space-y-4">
          {replies.map((r) => (
            <li key={r.id} className={card}>
              <ActionForm
                endpoint={`soporte/respuestas/${r.id}`}
                submitLabel="Guardar cambios"
                keep
                className="space-y-3"
              >
                <label className="block font-medium">
                  Título
                  <input
                    name="titulo"
                    required
                    maxLength={CANNED_TITLE_MAX}
                    defaultValue={r.title}
                    className={fieldClass}
                  />
                </label>
                <label className="block font-medium">
                  Texto
                  <textarea
                    name="texto"
                    required
                    maxLength={CANNED_TEXT_MAX}
                    rows={4}
                    defaultValue={r.text}
                    className={fieldClass}
                  />
                </label>
              </ActionForm>
              <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm text-slate-600">Cambiada el {dateTime(r.updatedAt)}</p>
                <ActionForm
                  endpoint={`soporte/respuestas/${r.id}/borrar`}
                  submitLabel={`Borrar «${r.title}»`}
                  secondary
                  confirm={`¿Borrar la respuesta «${r.title}»?`}
                  className="flex"
                />
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
