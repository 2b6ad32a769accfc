// The enquiry forms as the pages place them: server components that pick the messages each form
// needs and render the one client island (EnquiryForm) with them.
import { getTranslations } from 'next-intl/server';
import { company } from '@/lib/content/company';
import { enquiryFields } from '@/lib/enquiries/fields';
import { EnquiryForm, type EnquiryFormText, type FormKind } from './enquiry-form';

const NAMESPACE = { contact: 'ContactForm', training: 'TrainingForm', support: 'SupportPermissionForm' } as const;
const ENDPOINT = {
  contact: '/api/Data/NuevoContacto',
  training: '/api/Data/NuevoContactoFormacion',
  support: '/api/Data/NuevoPermisoSoporte',
} as const;

/** The short notice RGPD asks for next to a form: controller, purpose, legal basis, rights, link. */
export async function PrivacyNotice({ purpose }: { purpose: string }) {
  const t = await getTranslations({ locale: 'es', namespace: 'EnquiryForms' });
  return (
    <section aria-label={t('privacyTitle')}>
      <p className="font-semibold text-slate-700">{t('privacyTitle')}</p>
      <p>
        {t('privacyController', { controller: `${company.legalName} (NIF ${company.taxId})` })}{' '}
        {t('privacyPurpose', { purpose })} {t('privacyLegal')} {t('privacyRights', { email: company.emails.privacy })}{' '}
        {t('privacyMore')}{' '}
        <a href="/privacidad" className="font-semibold text-teal-800 underline">
          {t('privacyLink')}
        </a>
        .
      </p>
    </section>
  );
}

/** The ways to reach us, repeated inside the form's success and failure alerts. */
export async function ContactDetails() {
  const t = await getTranslations({ locale: 'es', namespace: 'EnquiryForms' });
  return (
    <>
      <p>{t('reachUs')}</p>
      <ul className="mt-1 space-y-0.5">
        <li>
          {t('switchboard')}:{' '}
          <a className="font-semibold underline" href={`tel:${company.phones.switchboard.tel}`}>
            {company.phones.switchboard.label}
          </a>
        </li>
        <li>
          {t('support')}:{' '}
          <a className="font-semibold underline" href={`tel:${company.phones.emergency.tel}`}>
            {company.phones.emergency.label}
          </a>
        </li>
        <li>
          {t('email')}:{' '}
          <a className="font-semibold underline" href={`mailto:${company.emails.info}`}>
            {company.emails.info}
          </a>
        </li>
      </ul>
    </>
  );
}

async function FormFor({ kind }: { kind: FormKind }) {
  const t = await getTranslations({ locale: 'es', namespace: NAMESPACE[kind] });
  const c = await getTranslations({ locale: 'es', namespace: 'EnquiryForms' });
  const labels = Object.fromEntries(Object.keys(enquiryFields[kind]).map((name) => [name, t(name as 'nombre')]));
  const text: EnquiryFormText = {
    labels,
    submit: t('submit'),
    sending: c('sending'),
    requiredNote: c('requiredNote'),
    requiredSr: c('requiredSr'),
    robot: c('robot'),
    robotAlert: c('robotAlert'),
    missingData: c('missingData'),
    emailInvalid: c('emailInvalid'),
    phoneInvalid: c('phoneInvalid'),
    charactersInvalid: c('charactersInvalid'),
    success: c.raw('success') as string,
    failure: c('failure'),
    honeypot: c('honeypot'),
  };
  return (
    <EnquiryForm
      kind={kind}
      endpoint={ENDPOINT[kind]}
      text={text}
      contactDetails={<ContactDetails />}
      privacyNotice={<PrivacyNotice purpose={t('purpose')} />}
    />
  );
}

export function ContactForm() {
  return <FormFor kind="contact" />;
}

export function TrainingForm() {
  return <FormFor kind="training" />;
}

export function SupportPermissionForm() {
  return <FormFor kind="support" />;
}
