'use client';
// "Abrir un caso": category, module, priority (with its plain definition), subject, description
// and whom among the hotel's contacts to notify; a link may have chosen the module and written the
// subject (`draft`, account-address.ts), the user changing them at will. The server checks everything again and its
// refusal's sentence is shown; once open, the page is told (`onOpened`: it leaves its history
// entry as the list, without the form) and the case's own page is loaded.
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { SupportChoices } from '@/lib/support/choices';
import type { CaseContactDto } from '@/lib/support/types';
import type { CaseDraft } from '../account-address';
import { hardNavigate } from '../api';
import { AttachmentInput } from './attachment-input';
import { failureText, openCase } from './api';

/** The invoice a facturación case asks about. */
export interface CaseInvoice {
  id: number;
  numero: string;
  id_hotel: number;
}

const input =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-teal-700 focus:ring-2 focus:ring-teal-600 focus:outline-none';
const labelCls = 'block text-sm font-medium text-slate-800';

export function OpenCaseForm({
  hotelId,
  choices,
  contacts,
  invoice,
  draft = null,
  onCancel,
  onOpened,
}: {
  hotelId: number;
  choices: SupportChoices;
  contacts: CaseContactDto[];
  invoice: CaseInvoice | null;
  /** What a link prefilled: the subject, the module (each null for the form's own default) */
  draft?: CaseDraft | null;
  onCancel: () => void;
  /** The case is open, its page about to load */
  onOpened?: () => void;
}) {
  const t = useTranslations('Support');
  const { subject: SUBJECT_MAX, text: TEXT_MAX } = choices.limits;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      // The form's own fields (the repeated `notificar`, the files `adjuntos`) with the hotel's.
      form.set('id_hotel', String(hotelId));
      if (invoice) {
        form.set('categoria', 'facturacion');
        form.set('id_factura', String(invoice.id));
      }
      const made = await openCase(form);
      onOpened?.();
      hardNavigate(`/micuenta/soporte/${made.id}`);
    } catch (e) {
      setError(failureText(e));
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      aria-labelledby="abrir-caso"
      className="grid gap-5 rounded-xl border border-slate-200 bg-slate-50 p-5 sm:p-6"
    >
      <div>
        <h3
          id="abrir-caso"
          ref={heading}
          tabIndex={-1}
          className="text-base font-semibold text-slate-900 focus:outline-none"
        >
          {t('formTitle')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('formIntro')}</p>
        {invoice && (
          <p className="mt-2 rounded-md border border-teal-300 bg-teal-50 px-3 py-2 text-sm text-teal-950">
            {t('invoiceCase', { numero: invoice.numero })}
          </p>
        )}
      </div>

      <div className="grid gap-5 md:grid-cols-2">
        {!invoice && (
          <div>
            {/* A label apart from its select: wrapped, the options' words would join its name. */}
            <label htmlFor="caso-categoria" className={labelCls}>
              {t('category')}
            </label>
            <select
              id="caso-categoria"
              name="categoria"
              required
              defaultValue={draft?.categoria ?? 'incidencia'}
              className={input}
            >
              {choices.categories.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </div>
        )}
        <div>
          <label htmlFor="caso-area" className={labelCls}>
            {t('area')}
          </label>
          <select
            id="caso-area"
            name="area"
            defaultValue={draft?.area ?? (invoice ? 'otro' : 'othello')}
            className={input}
          >
            {choices.areas.map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('priority')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {choices.priorities.map((p) => (
            <label
              key={p.value}
              className="flex gap-3 rounded-md border border-slate-300 bg-white p-3 text-sm has-[:checked]:border-teal-700 has-[:checked]:ring-1 has-[:checked]:ring-teal-700"
            >
              <input
                type="radio"
                name="prioridad"
                value={p.value}
                required
                defaultChecked={p.value === (draft?.prioridad ?? (invoice ? 'baja' : 'media'))}
                className="mt-1 accent-teal-800"
              />
              <span>
                <span className="font-semibold text-slate-900">{p.label}</span>
                <span className="block text-slate-600">{p.help}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <label className={labelCls}>
        {t('subject')}
        <input
          name="asunto"
          required
          maxLength={SUBJECT_MAX}
          defaultValue={draft?.asunto ?? undefined}
          autoComplete="off"
          aria-describedby="asunto-ayuda"
          className={input}
        />
        <span id="asunto-ayuda" className="mt-1 block text-xs font-normal text-slate-600">
          {t('subjectHelp', { max: SUBJECT_MAX })}
        </span>
      </label>

      <label className={labelCls}>
        {t('description')}
        <textarea
          name="descripcion"
          required
          rows={6}
          maxLength={TEXT_MAX}
          aria-describedby="descripcion-ayuda"
          className={input}
        />
        <span id="descripcion-ayuda" className="mt-1 block text-xs font-normal text-slate-600">
          {t('descriptionHelp')}
        </span>
      </label>

      <AttachmentInput id="adjuntos-caso" />

      {contacts.length > 0 && (
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t('notify')}</legend>
          <p className="text-xs text-slate-600">{t('notifyHelp')}</p>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {contacts.map((c) => (
              <label key={c.id} className="flex items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" name="notificar" value={c.id} className="accent-teal-800" />
                {c.nombre}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {error && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}

      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-teal-800 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-900 focus:outline-2 focus:outline-amber-500 disabled:opacity-60"
        >
          {busy ? t('submitting') : t('submit')}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="rounded-md border border-slate-400 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-white focus:outline-2 focus:outline-amber-500"
        >
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
