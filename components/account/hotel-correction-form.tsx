'use client';
// "Pedir una corrección" under the hotel's data (billing contacts): the hotel's fields as they are,
// to change and send (POST /api/cuenta/datos/correccion); the request becomes a support case of the
// hotel (lib/support/hotel-correction.ts), linked here once opened. Loaded when opened.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { HotelDataDto } from '@/lib/account/types';
import { useFormCall } from './form-call';
import { Notice, primaryButton, textInput } from './security/ui';

export default function HotelCorrectionForm({ hotelId, hotel }: { hotelId: number; hotel: HotelDataDto }) {
  const t = useTranslations('Team');
  const a = useTranslations('Account');
  const [caseId, setCaseId] = useState<number | null>(null);
  const { sending, notice, submit } = useFormCall<{ message: string; caso: number }>('datos/correccion', {
    hotel: String(hotelId),
  });
  const fields: [name: keyof HotelDataDto, label: string, max: number][] = [
    ['nombrehotel', a('hotelName'), 200],
    ['nombrehotelFiscal', t('legalName'), 200],
    ['web', a('web'), 200],
    ['direccion', t('address'), 200],
    ['codpostal', a('postalCode'), 10],
    ['localidad', a('city'), 100],
    ['provincia', a('province'), 100],
    ['pais', a('country'), 100],
    ['emailhotel', t('hotelEmail'), 254],
    ['telefono', t('hotelPhone'), 20],
    ['telefono2', t('hotelPhone2'), 20],
  ];
  return (
    <form
      onSubmit={(e) => submit(e, (answer) => setCaseId(answer.caso))}
      aria-labelledby="correccion-titulo"
      className="mt-4 space-y-3 rounded-lg border border-slate-200 p-4"
    >
      <h3 id="correccion-titulo" className="font-semibold text-slate-900">
        {t('correctionHeading')}
      </h3>
      <p className="text-sm text-slate-600">{t('correctionIntro')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {fields.map(([name, label, max]) => (
          <label key={name} className="block text-sm font-medium text-slate-700">
            {label}
            <input name={name} defaultValue={hotel[name]} maxLength={max} className={textInput} />
          </label>
        ))}
        <label className="block text-sm font-medium text-slate-700">
          {t('taxId')}
          <input name="cif" maxLength={20} className={textInput} />
        </label>
      </div>
      <label className="block text-sm font-medium text-slate-700">
        {t('comment')}
        <textarea name="comentario" rows={3} maxLength={2000} className={textInput} />
      </label>
      <button type="submit" disabled={sending} className={primaryButton}>
        {sending ? t('sending') : t('correctionSubmit')}
      </button>
      <div aria-live="polite">
        {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
        {caseId !== null && (
          <a
            href={`/micuenta/soporte/${caseId}`}
            className="mt-2 inline-block text-sm font-semibold text-teal-900 underline"
          >
            {t('correctionCase', { id: caseId })}
          </a>
        )}
      </div>
    </form>
  );
}
