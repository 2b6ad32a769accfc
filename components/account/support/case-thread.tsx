// A support case's details and its thread, oldest first (server-rendered on /micuenta/soporte/<id>):
// the description the hotel wrote, then each message with who wrote it, from which side and when.
// Each message's attachments are links to /api/cuenta/soporte/adjuntos/<id> (images and PDF open in
// the browser, anything else downloads).
import { getTranslations } from 'next-intl/server';
import { labelOf, type SupportChoices } from '@/lib/support/choices';
import type { CaseAttachmentDto, CaseWithMessagesDto } from '@/lib/support/types';
import { PriorityBadge, StateBadge } from './badges';
import { ObjectiveList } from './objective-text';
import { fileSize } from '@/lib/format/file-size';
import { madridTime } from '@/lib/format/intl';

const moment = (iso: string) => madridTime(new Date(iso), 'long', 'short');

function Detail({ term, children, wide = false }: { term: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2' : undefined}>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="mt-1 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function Attachments({ files, label }: { files: CaseAttachmentDto[]; label: string }) {
  if (files.length === 0) return null;
  return (
    <ul aria-label={label} className="mt-3 flex flex-wrap gap-2">
      {files.map((f) => (
        <li key={f.id}>
          <a
            href={`/api/cuenta/soporte/adjuntos/${f.id}`}
            className="inline-block rounded-md border border-slate-300 bg-white px-2 py-1 text-sm break-all text-teal-800 underline hover:bg-slate-50"
          >
            {f.nombre} <span className="text-slate-600 no-underline">({fileSize(f.tamano)})</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** One message of the thread: the support team's set apart from the hotel's. */
function ThreadItem({
  author,
  side,
  at,
  text,
  files,
  filesLabel,
  staff = false,
}: {
  author: string;
  side: string;
  at: string;
  text: string;
  files: CaseAttachmentDto[];
  filesLabel: string;
  staff?: boolean;
}) {
  return (
    <li>
      <article
        className={`rounded-xl border p-4 sm:p-5 ${staff ? 'border-teal-200 bg-teal-50 sm:ml-8' : 'border-slate-200 bg-white sm:mr-8'}`}
      >
        <header className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
          <p className="font-semibold text-slate-900">
            {author} · <span className="font-normal text-slate-600">{side}</span>
          </p>
          <time dateTime={at} className="text-slate-600">
            {moment(at)}
          </time>
        </header>
        <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-800">{text}</p>
        <Attachments files={files} label={filesLabel} />
      </article>
    </li>
  );
}

export async function CaseThread({
  supportCase: c,
  choices,
  invoiceNumber,
  children,
}: {
  supportCase: CaseWithMessagesDto;
  choices: SupportChoices;
  invoiceNumber: string | null;
  /** Shown under the details (the case page: who follows it, and following it) */
  children?: React.ReactNode;
}) {
  const t = await getTranslations({ locale: 'es', namespace: 'Support' });
  return (
    <>
      <section
        aria-label={t('caseNumber', { id: c.id })}
        className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
      >
        <p className="text-sm text-slate-700">
          {t('opened', { date: moment(c.fecha), name: c.abierto_por || c.hotel })}
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3 lg:grid-cols-4">
          <Detail term={t('stateLabel')}>
            <StateBadge value={c.estado} states={choices.states} />
          </Detail>
          <Detail term={t('priorityLabel')}>
            <PriorityBadge value={c.prioridad} priorities={choices.priorities} />
          </Detail>
          <Detail term={t('handler')}>{c.responsable ?? t('unassigned')}</Detail>
          <Detail term={t('categoryLabel')}>{labelOf(choices.categories, c.categoria)}</Detail>
          <Detail term={t('areaLabel')}>{labelOf(choices.areas, c.area)}</Detail>
          <Detail term={t('firstResponse')}>
            {c.primera_respuesta
              ? moment(c.primera_respuesta)
              : c.estado === 'resuelta' || c.estado === 'cerrada'
                ? t('noResponse')
                : t('noResponseYet')}
          </Detail>
          <Detail term={t('objectiveLabel')} wide>
            <ObjectiveList objective={c.objetivo} t={t} moment={moment} />
          </Detail>
          {c.resuelto && <Detail term={t('resolved')}>{moment(c.resuelto)}</Detail>}
          {c.cerrado && <Detail term={t('closed')}>{moment(c.cerrado)}</Detail>}
          {invoiceNumber && <Detail term={t('invoiceLabel')}>{invoiceNumber}</Detail>}
        </dl>
        {children && <div className="mt-6 border-t border-slate-200 pt-4">{children}</div>}
      </section>

      <section aria-labelledby="conversacion">
        <h2 id="conversacion" className="text-lg font-semibold text-slate-900">
          {t('thread')}
        </h2>
        <ol className="mt-4 grid gap-4">
          <ThreadItem
            author={c.abierto_por || c.hotel}
            side={t('youWrote')}
            at={c.fecha}
            text={c.descripcion}
            files={c.adjuntos}
            filesLabel={t('attachments')}
          />
          {c.mensajes.map((m) => (
            <ThreadItem
              key={m.id}
              author={m.autor}
              side={m.de === 'soporte' ? t('fromSupport') : t('fromHotel')}
              at={m.fecha}
              text={m.texto}
              files={m.adjuntos}
              filesLabel={t('attachments')}
              staff={m.de === 'soporte'}
            />
          ))}
        </ol>
      </section>
    </>
  );
}
