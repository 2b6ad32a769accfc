'use client';
// "Tus datos de contacto" in Mis datos: every contact edits their own name, position, phones and
// other e-mails at the hotel chosen (POST /api/cuenta/datos, lib/account/own-contact.ts). The login
// e-mail, the type and staff's notes are shown, not edited.
import { useTranslations } from 'next-intl';
import type { HotelContactDto } from '@/lib/account/types';
import { useFormCall } from './form-call';
import { Notice, primaryButton, textInput } from './security/ui';

const readOnly = 'mt-1 block w-full rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-slate-800';

export function OwnContactForm({ contact, email }: { contact: HotelContactDto; email: string }) {
  const t = useTranslations('Team');
  const a = useTranslations('Account');
  const { sending, notice, submit } = useFormCall<{ message: string }>('datos', { hotel: String(contact.id_hotel) });
  const field = (name: string, label: string, value: string, extra: Record<string, unknown> = {}) => (
    <label className="block text-sm font-medium text-slate-700">
      {label}
      <input name={name} defaultValue={value} className={textInput} {...extra} />
    </label>
  );
  return (
    <section aria-labelledby="datos-cuenta">
      <h2 id="datos-cuenta" className="text-lg font-semibold text-slate-900">
        {a('accountData')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('ownIntro', { hotel: contact.datoshotel.nombrehotel })}</p>
      <form onSubmit={(e) => submit(e)} className="mt-4 space-y-3">
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
        <div aria-live="polite">{notice && <Notice tone={notice.tone}>{notice.text}</Notice>}</div>
      </form>
    </section>
  );
}
