// Top navigation bar: server-rendered HTML; the menu and the account button are client islands.
import { getTranslations } from 'next-intl/server';
import { company } from '@/lib/content/company';
import { menuAreas } from '@/lib/content/menu';
import { englishPath } from '@/lib/content/page-address';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { AccountButton } from './account-button';
import { chatUrl } from './chat-button';
import { ChatIcon, LifebuoyIcon, PhoneIcon } from './icons';
import { Logo } from './logo';
import { NavMenu } from './nav-menu';
import { navbarVariants, type NavbarVariant } from './navbar-variants';

export type { NavbarVariant };

/** Support and chat are hidden on the pages opened from within support. */
const SUPPORT_PATHS = new Set(['/soporte', '/soportepermiso']);

interface Props {
  locale: Locale;
  /** The Spanish path of the current page (for the language switcher and the current link). */
  path: string;
  variant?: NavbarVariant;
}

export async function Navbar({ locale, path, variant = 'white' }: Props) {
  const t = await getTranslations({ locale, namespace: 'Menu' });
  const tl = await getTranslations({ locale, namespace: 'Languages' });
  const { bar, tone } = navbarVariants[variant];
  const fromSupport = SUPPORT_PATHS.has(path);
  const lang = locale === 'en' ? 'en' : undefined;
  // The language switch: to the page's other version, and none on a page that has no English one
  // (the customer area's Spanish-only flows) rather than a link to a page that does not exist.
  const other = locale === 'es' ? englishPath(path) : path;

  const areas = menuAreas.map((a) => ({
    label: t(a.labelKey),
    href: localePath(a.href, locale),
    items: a.items.map((i) => ({ label: t(i.labelKey), href: localePath(i.href, locale) })),
  }));
  const utility =
    'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-3 py-1 text-xs font-semibold text-slate-200 hover:bg-white/10 hover:text-white';
  const extras = [
    { label: t('kitDigital'), href: localePath('/soluciones/kit-digital', locale) },
    { label: `${t('phone')}: ${company.phones.sales.label}`, href: `tel:${company.phones.sales.tel}` },
    ...(fromSupport ? [] : [{ label: t('support'), href: localePath('/soporte', locale) }]),
    ...(other === null ? [] : [{ label: locale === 'es' ? tl('en') : tl('es'), href: other }]),
  ];

  return (
    <header className={bar}>
      {/* Utility bar: quick contact and language, on wide screens (the small-screen menu repeats them). */}
      <nav
        aria-label="Accesos rápidos"
        className={`hidden lg:block ${variant === 'transparent' ? '' : 'bg-slate-950'}`}
        lang={lang}
      >
        <div className="mx-auto flex max-w-7xl items-center justify-end gap-1 px-4 py-1 sm:px-6">
          <a href={localePath('/soluciones/kit-digital', locale)} className={utility}>
            {t('kitDigital')}
          </a>
          <a
            href={`tel:${company.phones.sales.tel}`}
            className={utility}
            aria-label={`${t('phone')} ${company.phones.sales.label}`}
          >
            <PhoneIcon className="h-3.5 w-3.5" />
            {company.phones.sales.label}
          </a>
          {!fromSupport && (
            <>
              <a href={localePath('/soporte', locale)} className={utility}>
                <LifebuoyIcon className="h-3.5 w-3.5" />
                {t('support')}
              </a>
              <a href={chatUrl()} target="_blank" rel="noopener noreferrer" className={utility}>
                <ChatIcon className="h-3.5 w-3.5" />
                {t('chat')}
              </a>
            </>
          )}
          {other !== null && (
            <a
              href={other}
              hrefLang={locale === 'es' ? 'en' : 'es'}
              lang={locale === 'es' ? 'en' : 'es'}
              className={utility}
            >
              {locale === 'es' ? 'EN' : 'ES'}
              <span className="sr-only">{` (${t('language')}: ${locale === 'es' ? 'English' : 'Español'})`}</span>
            </a>
          )}
        </div>
      </nav>
      <nav
        aria-label="Principal"
        className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3 sm:px-6"
      >
        {/* Named by the logo's own label: an aria-label here would not contain the visible "Mille HOTEL" (WCAG 2.5.3). */}
        <a href={localePath('/index', locale)} className="shrink-0">
          <Logo tone={tone === 'light' ? 'light' : 'dark'} className="h-8 w-auto sm:h-9" />
        </a>
        <div className="flex flex-1 items-center justify-end lg:justify-center">
          <NavMenu
            areas={areas}
            currentPath={localePath(path, locale)}
            tone={tone}
            openLabel={t('openMenu')}
            closeLabel={t('closeMenu')}
            extras={extras}
            lang={lang}
          />
        </div>
        <div lang={lang} className="shrink-0">
          <AccountButton
            loginLabel={t('login')}
            accountLabel={t('myAccount')}
            className={
              tone === 'light'
                ? 'inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-teal-50 sm:px-4'
                : 'inline-flex items-center gap-1.5 rounded-full bg-teal-800 px-3 py-2 text-sm font-semibold text-white hover:bg-teal-900 sm:px-4'
            }
          />
        </div>
      </nav>
    </header>
  );
}
