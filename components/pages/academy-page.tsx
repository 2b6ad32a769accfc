// /academia: the training request form and the way into the online academy.
import { getTranslations } from 'next-intl/server';
import { TrainingForm } from '@/components/forms/enquiry-forms';
import { PageFrame } from '@/components/layout/page-frame';
import { company } from '@/lib/content/company';
import { pageText } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/routing';

const PATH = '/academia';

export async function AcademyPage({ locale }: { locale: Locale }) {
  const page = pageText(PATH);
  const t = await getTranslations({ locale: 'es', namespace: 'AcademyPage' });
  const f = await getTranslations({ locale: 'es', namespace: 'TrainingForm' });
  return (
    <PageFrame
      locale={locale}
      path={PATH}
      header={{ titulo: page.heading ?? page.title, subtitulo: page.subtitle ?? page.description }}
    >
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-5">
        <section aria-labelledby="academia-formulario" className="lg:col-span-3">
          <h2 id="academia-formulario" className="text-2xl font-bold text-slate-900">
            {f('title')}
          </h2>
          <p className="mt-2 mb-6 text-slate-700">{f('intro')}</p>
          <TrainingForm />
        </section>
        <aside className="space-y-8 lg:col-span-2">
          <section aria-labelledby="academia-online" className="rounded-2xl bg-slate-900 p-6 text-white">
            <h2 id="academia-online" className="text-xl font-bold">
              {t('loginHeading')}
            </h2>
            <p className="mt-2 text-slate-200">{t('loginText')}</p>
            <a
              href={company.academyUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-4 inline-block rounded-full bg-white px-5 py-2.5 font-semibold text-slate-900 hover:bg-slate-100"
            >
              {t('login')}
              <span className="sr-only"> {t('newTab')}</span>
            </a>
          </section>
          <section aria-labelledby="academia-oferta">
            <h2 id="academia-oferta" className="text-xl font-bold text-slate-900">
              {t('offerHeading')}
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
              <li>{t('offer1')}</li>
              <li>{t('offer2')}</li>
              <li>{t('offer3')}</li>
            </ul>
            <p className="mt-4 text-slate-700">
              <a className="font-semibold text-teal-800 underline" href={`mailto:${company.emails.training}`}>
                {company.emails.training}
              </a>
            </p>
          </section>
        </aside>
      </div>
    </PageFrame>
  );
}
