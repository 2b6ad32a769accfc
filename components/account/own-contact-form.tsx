'use client';
// "Tus datos de contacto" in Mis datos: every contact edits their own name, position, phones and
// other e-mails at the hotel chosen (POST /api/cuenta/datos, lib/account/own-contact.ts). The login
// e-mail, the type and staff's notes are shown, not edited. A refusal puts each field's message
// under it (aria-invalid, aria-describedby) and the focus on the first field refused; what was
// typed stays.
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { HotelContactDto } from '@/lib/account/types';
import { useFormCall } from './form-call';
import { Notice, primaryButton, textInput } from './security/ui';

const readOnly = 'mt-1 block w-full rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-slate-800';

export function OwnContactForm({ contact, email }: { contact: HotelContactDto; email: string }) {
  const t = useTranslations('Team');
  const a = useTranslations('Account');
  const { sending, notice, fieldErrors, submit } = useFormCall<{ message: string }>('datos', {
    hotel: String(contact.id_hotel),
  });
  const form = useRef<HTMLFormElement>(null);
  // A refusal naming fields: the first of them (in the form's order) gets the focus.
  useEffect(() => {
    if (Object.keys(fieldErrors).length === 0) return;
    form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [fieldErrors]);
  const field = (name: string, label: string, value: string, extra: Record<string, unknown> = {}) => {
    const error = fieldErrors[name];
    const errorId = `datos-${name}-error`;
    const help = typeof extra['aria-describedby'] === 'string' ? extra['aria-describedby'] : '';
    return (
      <div>
        <label className={`block text-sm font-medium ${error ? 'text-red-700' : 'text-slate-700'}`}>
          {label}
          <input
            name={name}
            defaultValue={value}
            className={textInput}
            {...extra}
            aria-invalid={error ? true : undefined}
            aria-describedby={[error ? errorId : '', help].filter(Boolean).join(' ') || undefined}
          />
        </label>
        {error && (
          <p id={errorId} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  };
  // Each refused field says its own message; the sentence under the button is for anything else.
  const fieldsRefused = Object.keys(fieldErrors).length > 0;
  return (
    <section aria-labelledby="datos-cuenta">
      <h2 id="datos-cuenta" className="text-lg font-semibold text-slate-900">
        {a('accountData')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('ownIntro', { hotel: contact.datoshotel.nombrehotel })}</p>
      <form ref={form} onSubmit={(e) => submit(e)} className="mt-4 space-y-3">
        {field('nombre', a('fullName'), contact.nombre, { required: true, maxLength: 120, autoComplete: 'name' })}
        <label className="block text-sm font-medium text-slate-700">
          {a('email')}
          <input readOnly value={contact.usuario || email} className={readOnly} aria-describedby="correo-acceso" />
          <span id="correo-acceso" className="mt-1 block text-xs font-normal text-slate-600">
            {t('loginEmailNote')}
          </span>
        </label>
        <div className="grid gap-3 sm:grid-cols-2">
          {field('telefono', a('mobile'), contact.telefono, { type: 'tel', maxLength: 20, autoComplete: 'tel' })}
          {field('telefono2', t('phone2'), contact.telefono2, { type: 'tel', maxLength: 20 })}
        </div>
        {field('otrosEmails', a('otherEmails'), contact.email, { maxLength: 500, 'aria-describedby': 'otros-correos' })}
        <span id="otros-correos" className="-mt-2 block text-xs text-slate-600">
          {t('otherEmailsHelp')}
        </span>
        {field('puesto', a('position'), contact.puesto, { maxLength: 120, autoComplete: 'organization-title' })}
        {contact.obs && (
          <label className="block text-sm font-medium text-slate-700">
            {a('notes')}
            <textarea readOnly rows={2} value={contact.obs} className={readOnly} />
          </label>
        )}
        <button type="submit" disabled={sending} className={primaryButton}>
          {sending ? t('saving') : t('save')}
        </button>
        <div aria-live="polite">{notice && !fieldsRefused && <Notice tone={notice.tone}>{notice.text}</Notice>}</div>
      </form>
    </section>
  );
}
