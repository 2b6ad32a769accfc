// /soporte: emergency contacts, office hours, the Connect download and the way to give permission.
import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/layout/page-frame';
import { company } from '@/lib/content/company';
import { pageText } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/routing';

const PATH = '/soporte';
const link = 'font-semibold text-teal-800 underline';

export async function SupportPage({ locale }: { locale: Locale }) {
  const page = pageText(PATH);
  const t = await getTranslations({ locale: 'es', namespace: 'SupportPage' });
  const d = await getTranslations({ locale: 'es', namespace: 'Downloads' });
  return (
    <PageFrame
      locale={locale}
      path={PATH}
      header={{ titulo: page.heading ?? page.title, subtitulo: page.subtitle ?? page.description }}
    >
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <div className="grid gap-6 md:grid-cols-2">
          <section aria-labelledby="soporte-urgencias" className="rounded-2xl border-2 border-red-200 bg-red-50 p-6">
            <h2 id="soporte-urgencias" className="text-xl font-bold text-slate-900">
              {t('emergencyHeading')}
            </h2>
            <p className="mt-2 text-slate-700">{t('emergencyText')}</p>
            <p className="mt-4">
              <span className="block text-sm text-slate-600">{t('emergencyPhone')}</span>
              <a href={`tel:${company.phones.emergency.tel}`} className="text-2xl font-bold text-red-800 underline">
                {company.phones.emergency.label}
              </a>
            </p>
            <p className="mt-3 text-sm text-slate-700">{company.hours.support}.</p>
          </section>
          <section aria-labelledby="soporte-oficina" className="rounded-2xl border border-slate-200 p-6">
            <h2 id="soporte-oficina" className="text-xl font-bold text-slate-900">
              {t('officeHeading')}
            </h2>
            <p className="mt-2 text-slate-700">{t('officeText')}</p>
            <ul className="mt-3 space-y-1 text-slate-700">
              {company.hours.office.map((h) => (
                <li key={h.days}>
                  {h.days}: {h.time}
                </li>
              ))}
            </ul>
            <dl className="mt-4 space-y-1 text-slate-700">
              <div className="flex flex-wrap gap-x-2">
                <dt>{t('switchboard')}:</dt>
                <dd>
                  <a className={link} href={`tel:${company.phones.switchboard.tel}`}>
                    {company.phones.switchboard.label}
                  </a>
                </dd>
              </div>
              <div className="flex flex-wrap gap-x-2">
                <dt>{t('emailLabel')}:</dt>
                <dd>
                  <a className={link} href={`mailto:${company.emails.support}`}>
                    {company.emails.support}
                  </a>
                </dd>
              </div>
            </dl>
          </section>
        </div>
        <section aria-labelledby="soporte-remoto" className="mt-10 rounded-2xl bg-slate-900 p-6 text-white sm:p-8">
          <h2 id="soporte-remoto" className="text-2xl font-bold">
            {t('remoteHeading')}
          </h2>
          <p className="mt-2 max-w-3xl text-slate-200">{t('remoteText')}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <a
              href="/api/descargas/supremo"
              className="rounded-full bg-teal-500 px-6 py-3 font-semibold text-slate-950 hover:bg-teal-400"
            >
              {d('connect')}
            </a>
            <a
              href="/soportepermiso"
              className="rounded-full bg-white/10 px-6 py-3 font-semibold ring-1 ring-white/40 hover:bg-white/20"
            >
              {t('permission')}
            </a>
          </div>
          <p className="mt-3 text-sm text-slate-300">{d('connectHint')}</p>
          <h3 className="mt-8 font-semibold">{t('steps')}</h3>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-200">
            <li>{t('step1')}</li>
            <li>{t('step2')}</li>
            <li>{t('step3')}</li>
          </ol>
        </section>
      </div>
    </PageFrame>
  );
}
