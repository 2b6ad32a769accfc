// /soportepermiso: the remote-support authorisation form.
import { getTranslations } from 'next-intl/server';
import { SupportPermissionForm } from '@/components/forms/enquiry-forms';
import { PageFrame } from '@/components/layout/page-frame';
import { company } from '@/lib/content/company';
import { pageText } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/routing';

const PATH = '/soportepermiso';

export async function SupportPermissionPage({ locale }: { locale: Locale }) {
  const page = pageText(PATH);
  const t = await getTranslations({ locale: 'es', namespace: 'SupportPermissionPage' });
  const f = await getTranslations({ locale: 'es', namespace: 'SupportPermissionForm' });
  return (
    <PageFrame
      locale={locale}
      path={PATH}
      header={{ titulo: page.heading ?? page.title, subtitulo: page.subtitle ?? page.description }}
    >
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-5">
        <section aria-labelledby="permiso-formulario" className="lg:col-span-3">
          <h2 id="permiso-formulario" className="text-2xl font-bold text-slate-900">
            {f('title')}
          </h2>
          <p className="mt-2 mb-6 text-slate-700">{f('intro')}</p>
          <SupportPermissionForm />
        </section>
        <aside className="space-y-4 text-slate-700 lg:col-span-2">
          <p>{t('aside', { email: company.emails.support })}</p>
          <p>
            <a href="/soporte" className="font-semibold text-teal-800 underline">
              {t('back')}
            </a>
          </p>
        </aside>
      </div>
    </PageFrame>
  );
}
