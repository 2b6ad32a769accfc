// Site footer: about, solutions, help contacts, social links, support, version, legal.
import { getTranslations } from 'next-intl/server';
import { company, fullAddress } from '@/lib/content/company';
import { menuAreas } from '@/lib/content/menu';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { AppVersion } from './app-version';
import { CookieSettingsButton } from './cookie-banner';
import { LifebuoyIcon } from './icons';
import { Logo } from './logo';

/** A sentence's end after a name that may already close with an abbreviation's stop ("S.L."). */
function withFullStop(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}

export async function Footer({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  const tm = await getTranslations({ locale, namespace: 'Menu' });
  const solutions = menuAreas.find((a) => a.labelKey === 'solutions')?.items ?? [];
  const social = [company.social.microblog, company.social.network, company.social.video, company.social.blog];

  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo tone="light" />
          <p className="mt-4 text-sm leading-6">{t('about')}</p>
        </div>
        <nav aria-label={t('solutions')}>
          <h2 className="text-sm font-semibold text-white">{t('solutions')}</h2>
          <ul className="mt-4 space-y-2 text-sm" lang={locale === 'en' ? 'en' : undefined}>
            {solutions.map((s) => (
              <li key={s.href}>
                <a href={localePath(s.href, locale)} className="hover:text-white hover:underline">
                  {tm(s.labelKey)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold text-white">{t('help')}</h2>
          <address className="mt-4 space-y-2 text-sm not-italic">
            <p>{fullAddress()}</p>
            <p>
              <a href={`tel:${company.phones.switchboard.tel}`} className="hover:text-white hover:underline">
                {company.phones.switchboard.label}
              </a>
            </p>
            <p>
              <a href={`mailto:${company.emails.support}`} className="hover:text-white hover:underline">
                {company.emails.support}
              </a>
            </p>
            <p>
              <a href={`mailto:${company.emails.info}`} className="hover:text-white hover:underline">
                {company.emails.info}
              </a>
            </p>
          </address>
          <a
            href="/soporte"
            className="mt-5 inline-flex items-center gap-2 rounded-full bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-600"
          >
            <LifebuoyIcon />
            {t('supportButton')}
          </a>
          <p className="mt-3 text-sm">
            <a href="/estado" className="hover:text-white hover:underline">
              {t('serviceStatus')}
            </a>
          </p>
        </div>
        <div>
          <h2 className="text-sm font-semibold text-white">{t('follow')}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {social.map((s) => (
              <li key={s.url}>
                <a
                  href={s.url}
                  {...(s.url.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  className="hover:text-white hover:underline"
                >
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-xs text-slate-400">
            {t('version')}: <AppVersion fallback={t('versionUnknown')} />
          </p>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-xs text-slate-400 sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>
            © {withFullStop(company.legalName)} {t('rights')}
          </p>
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            <li>
              <a href="/aviso-legal" className="hover:text-white hover:underline">
                {t('legalNotice')}
              </a>
            </li>
            <li>
              <a href="/privacidad" className="hover:text-white hover:underline">
                {t('privacy')}
              </a>
            </li>
            <li>
              <a href="/cookies" className="hover:text-white hover:underline">
                {t('cookies')}
              </a>
            </li>
            <li>
              <a href="/accesibilidad" className="hover:text-white hover:underline">
                {t('accessibility')}
              </a>
            </li>
            <li>
              <CookieSettingsButton label={t('cookieSettings')} />
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
