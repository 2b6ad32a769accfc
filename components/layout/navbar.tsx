// Top navigation bar (spec §2): static HTML; the menu and the account button are client islands.
import { getTranslations } from 'next-intl/server';
import { company } from '@/lib/content/company';
import { menuAreas } from '@/lib/content/menu';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { AccountButton } from './account-button';
import { chatUrl } from './chat-button';
import { ChatIcon, LifebuoyIcon, PhoneIcon } from './icons';
import { Logo } from './logo';
import { NavMenu } from './nav-menu';

export type NavbarVariant = 'dark' | 'transparent' | 'primary' | 'white';

const variants: Record<NavbarVariant, { bar: string; tone: 'light' | 'dark' }> = {
  dark: { bar: 'bg-slate-900', tone: 'light' },
  transparent: { bar: 'absolute inset-x-0 top-0 z-30 bg-transparent', tone: 'light' },
  primary: { bar: 'bg-teal-800', tone: 'light' },
  white: { bar: 'bg-white shadow-sm', tone: 'dark' },
};

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
  const { bar, tone } = variants[variant];
  const fromSupport = SUPPORT_PATHS.has(path);
  const lang = locale === 'en' ? 'en' : undefined;

  const areas = menuAreas.map((a) => ({
    label: t(a.labelKey),
    href: localePath(a.href, locale),
    items: a.items.map((i) => ({ label: t(i.labelKey), href: localePath(i.href, locale) })),
  }));
  const button =
    tone === 'light'
      ? 'inline-flex items-center gap-1.5 rounded-full border border-white/40 px-3 py-1.5 text-sm font-semibold text-white hover:bg-white/10'
      : 'inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:border-teal-700 hover:text-teal-800';
  const extras = [
    { label: t('kitDigital'), href: localePath('/soluciones/kit-digital', locale) },
    { label: `${t('phone')}: ${company.phones.sales.label}`, href: `tel:${company.phones.sales.tel}` },
    ...(fromSupport ? [] : [{ label: t('support'), href: localePath('/soporte', locale) }]),
    { label: locale === 'es' ? tl('en') : tl('es'), href: locale === 'es' ? localePath(path, 'en') : path },
  ];

  return (
    <header className={bar}>
      <nav aria-label="Principal" className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        {/* The link is named by the logo's own label (a separate aria-label would not contain the visible "Mille HOTEL", WCAG 2.5.3). */}
        <a href={localePath('/index', locale)} className="shrink-0">
          <Logo tone={tone === 'light' ? 'light' : 'dark'} />
        </a>
        <NavMenu
          areas={areas}
          currentPath={localePath(path, locale)}
          tone={tone}
          openLabel={t('openMenu')}
          closeLabel={t('closeMenu')}
          extras={extras}
          lang={lang}
        />
        <div className="hidden items-center gap-2 xl:flex" lang={lang}>
          <a href={localePath('/soluciones/kit-digital', locale)} className={button}>
            {t('kitDigital')}
          </a>
          <a href={`tel:${company.phones.sales.tel}`} className={button} aria-label={`${t('phone')} ${company.phones.sales.label}`}>
            <PhoneIcon />
            {company.phones.sales.label}
          </a>
          {!fromSupport && (
            <>
              <a href={localePath('/soporte', locale)} className={button}>
                <LifebuoyIcon />
                {t('support')}
              </a>
              <a href={chatUrl()} target="_blank" rel="noopener noreferrer" className={button} aria-label={t('chat')}>
                <ChatIcon className="h-4 w-4" />
              </a>
            </>
          )}
          <a
            href={locale === 'es' ? localePath(path, 'en') : path}
            hrefLang={locale === 'es' ? 'en' : 'es'}
            lang={locale === 'es' ? 'en' : 'es'}
            className={button}
          >
            {locale === 'es' ? 'EN' : 'ES'}
            <span className="sr-only">{locale === 'es' ? ' (English)' : ' (Español)'}</span>
          </a>
        </div>
        <div lang={lang}>
          <AccountButton
            loginLabel={t('login')}
            accountLabel={t('myAccount')}
            className={
              tone === 'light'
                ? 'inline-flex items-center gap-1.5 rounded-full bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-teal-50'
                : 'inline-flex items-center gap-1.5 rounded-full bg-teal-800 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-900'
            }
          />
        </div>
      </nav>
    </header>
  );
}
