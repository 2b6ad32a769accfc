// The call-back widget as /contacto places it: messages picked on the server, one small island.
import { getTranslations } from 'next-intl/server';
import { CALLBACK_ANCHOR } from './callback-anchor';
import { CallbackWidget } from './callback-widget';
import { PrivacyNotice } from './enquiry-forms';

export async function Callback() {
  const t = await getTranslations({ locale: 'es', namespace: 'CallbackWidget' });
  const c = await getTranslations({ locale: 'es', namespace: 'EnquiryForms' });
  return (
    <CallbackWidget
      text={{
        open: t('open'),
        close: t('close'),
        intro: t('intro'),
        nombre: t('nombre'),
        telefono: t('telefono'),
        submit: t('submit'),
        sending: c('sending'),
        requiredSr: c('requiredSr'),
        robot: c('robot'),
        robotAlert: c('robotAlert'),
        missingData: c('missingData'),
        phoneInvalid: c('phoneInvalid'),
        charactersInvalid: c('charactersInvalid'),
        success: t.raw('success') as string,
        failure: c('failure'),
        honeypot: c('honeypot'),
      }}
      privacyNotice={<PrivacyNotice purpose={t('purpose')} />}
      anchor={CALLBACK_ANCHOR}
    />
  );
}
