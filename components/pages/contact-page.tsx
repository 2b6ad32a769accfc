// /contacto: the contact form beside the ways to reach us (address, e-mails, phones, call-back).
import { getTranslations } from 'next-intl/server';
import { Callback } from '@/components/forms/callback';
import { CALLBACK_ANCHOR } from '@/components/forms/callback-anchor';
import { ContactForm } from '@/components/forms/enquiry-forms';
import { PageFrame } from '@/components/layout/page-frame';
import { company } from '@/lib/content/company';
import { pageText } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/routing';

const PATH = '/contacto';
const link = 'font-semibold text-teal-800 underline';

export async function ContactPage({ locale }: { locale: Locale }) {
  const page = pageText(PATH);
  const t = await getTranslations({ locale: 'es', namespace: 'ContactPage' });
  const f = await getTranslations({ locale: 'es', namespace: 'ContactForm' });
  const tc = await getTranslations({ locale: 'es', namespace: 'CallbackWidget' });
  const a = company.address;
  const emails = [
    { label: t('supportEmail'), email: company.emails.support },
    { label: t('trainingEmail'), email: company.emails.training },
    { label: t('otherEmail'), email: company.emails.info },
    { label: t('administrationEmail'), email: company.emails.administration },
  ];
  const phones = [
    { label: t('switchboard'), phone: company.phones.switchboard },
    { label: t('administration'), phone: company.phones.administration },
  ];
  return (
    <PageFrame
      locale={locale}
      path={PATH}
      header={{ titulo: page.heading ?? page.title, subtitulo: page.subtitle ?? page.description }}
    >
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-5">
        <section aria-labelledby="contacto-formulario" className="lg:col-span-3">
          <h2 id="contacto-formulario" className="text-2xl font-bold text-slate-900">
            {f('title')}
          </h2>
          <p className="mt-2 mb-6 text-slate-700">{f('intro')}</p>
          <ContactForm />
        </section>
        <aside aria-labelledby="contacto-datos" className="space-y-8 lg:col-span-2">
          <h2 id="contacto-datos" className="text-2xl font-bold text-slate-900">
            {t('detailsHeading')}
          </h2>
          <section>
            <h3 className="font-semibold text-slate-900">{t('address')}</h3>
            <address className="mt-2 text-slate-700 not-italic">
              {company.legalName}
              <br />
              {a.street}
              <br />
              {a.postalCode} {a.city} ({a.province})
              <br />
              {a.country}
            </address>
          </section>
          <section>
            <h3 className="font-semibold text-slate-900">{t('emails')}</h3>
            <dl className="mt-2 space-y-1 text-slate-700">
              {emails.map((e) => (
                <div key={e.email} className="flex flex-wrap gap-x-2">
                  <dt>{e.label}:</dt>
                  <dd>
                    <a className={link} href={`mailto:${e.email}`}>
                      {e.email}
                    </a>
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <section>
            <h3 className="font-semibold text-slate-900">{t('phones')}</h3>
            <dl className="mt-2 space-y-1 text-slate-700">
              {phones.map((p) => (
                <div key={p.phone.tel} className="flex flex-wrap gap-x-2">
                  <dt>{p.label}:</dt>
                  <dd>
                    <a className={link} href={`tel:${p.phone.tel}`}>
                      {p.phone.label}
                    </a>
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <section id={CALLBACK_ANCHOR} className="scroll-mt-6 rounded-2xl border border-teal-200 bg-teal-50/60 p-5">
            <h3 className="font-semibold text-slate-900">{t('sales')}</h3>
            <p className="mt-1 text-slate-700">
              <a className={`${link} text-lg`} href={`tel:${company.phones.sales.tel}`}>
                {company.phones.sales.label}
              </a>
            </p>
            <p className="mt-3 font-medium text-slate-800">{tc('title')}</p>
            <Callback />
          </section>
          <section>
            <h3 className="font-semibold text-slate-900">{t('hours')}</h3>
            <ul className="mt-2 space-y-1 text-slate-700">
              {company.hours.office.map((h) => (
                <li key={h.days}>
                  {h.days}: {h.time}
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </PageFrame>
  );
}
