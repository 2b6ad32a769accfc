// /soporte/conectar: where the Connect button leads when the installation has no file to download
// (SUPREMO_PATH unset or unreadable; app/api/descargas/supremo): the ways to reach a technician
// instead, in the site's frame. Static, like /soporte: the download route decides who comes here.
import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/layout/page-frame';
import { company } from '@/lib/content/company';

const link = 'font-semibold text-teal-800 underline';

export async function RemoteSupportPage() {
  const t = await getTranslations({ locale: 'es', namespace: 'RemoteSupportPage' });
  const phone = company.phones.emergency;
  return (
    // Part of /soporte: its menu item, its language link, no chat button.
    <PageFrame locale="es" path="/soporte" header={{ titulo: t('title'), subtitulo: t('subtitle') }}>
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <section aria-labelledby="conectar-titulo" className="rounded-2xl border-2 border-red-200 bg-red-50 p-6 sm:p-8">
          <h2 id="conectar-titulo" className="text-2xl font-bold text-slate-900">
            {t('heading')}
          </h2>
          <p className="mt-3 text-slate-700">{t('text')}</p>
          <dl className="mt-6 space-y-4 text-slate-700">
            <div>
              <dt className="text-sm text-slate-600">{t('phone')}</dt>
              <dd>
                <a href={`tel:${phone.tel}`} className="text-2xl font-bold text-red-800 underline">
                  {phone.label}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{t('email')}</dt>
              <dd>
                <a className={link} href={`mailto:${company.emails.support}`}>
                  {company.emails.support}
                </a>
              </dd>
            </div>
          </dl>
        </section>
        <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
          <a className={link} href="/soportepermiso">
            {t('permission')}
          </a>
          <a className={link} href="/soporte">
            {t('back')}
          </a>
        </p>
      </div>
    </PageFrame>
  );
}
