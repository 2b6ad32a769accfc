// JSON-LD builders (schema.org) from the same content records the pages show:
// Organization (home), SoftwareApplication with the "desde" prices as offers (product pages),
// BreadcrumbList (every page).
import { company } from '@/lib/content/company';
import { pageText } from '@/lib/content/pages';
import { prices } from '@/lib/content/prices';
import type { Solution } from '@/lib/content/solutions';
import { publicSiteUrl } from './site-url';

type Ld = Record<string, unknown>;

export interface Crumb {
  name: string;
  path: string;
}

/** The visible and structured breadcrumb trail of a page: Inicio › [Soluciones ›] page. */
export function breadcrumbTrail(path: string): Crumb[] {
  const home: Crumb = { name: 'Inicio', path: '/index' };
  if (path === '/index') return [home];
  const text = pageText(path);
  const self: Crumb = { name: text.heading ?? text.title, path };
  if (path.startsWith('/soluciones/')) return [home, { name: 'Soluciones', path: '/index#soluciones' }, self];
  return [home, self];
}

export function breadcrumbLd(path: string, base = publicSiteUrl()): Ld {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbTrail(path).map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: `${base}${c.path}`,
    })),
  };
}

export function organizationLd(base = publicSiteUrl()): Ld {
  const a = company.address;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${base}/#organization`,
    name: company.name,
    legalName: company.legalName,
    url: `${base}/index`,
    logo: `${base}/icon.svg`,
    email: company.emails.info,
    telephone: company.phones.switchboard.tel,
    taxID: company.taxId,
    address: {
      '@type': 'PostalAddress',
      streetAddress: a.street,
      postalCode: a.postalCode,
      addressLocality: a.city,
      addressRegion: a.province,
      addressCountry: 'ES',
    },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'sales',
        telephone: company.phones.sales.tel,
        email: company.emails.sales,
        availableLanguage: ['es'],
      },
      {
        '@type': 'ContactPoint',
        contactType: 'technical support',
        telephone: company.phones.emergency.tel,
        email: company.emails.support,
        availableLanguage: ['es'],
        hoursAvailable: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
          opens: '00:00',
          closes: '23:59',
        },
      },
    ],
    sameAs: [company.social.microblog.url, company.social.network.url, company.social.video.url],
  };
}

export function softwareApplicationLd(s: Solution, base = publicSiteUrl()): Ld {
  const text = pageText(s.path);
  const offers = s.priceIds.map((id) => ({
    '@type': 'Offer',
    name: prices[id].label,
    price: prices[id].from,
    priceCurrency: 'EUR',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      minPrice: prices[id].from,
      priceCurrency: 'EUR',
      valueAddedTaxIncluded: false,
    },
    availability: 'https://schema.org/InStock',
    url: `${base}${s.path}`,
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: s.name,
    description: text.description,
    url: `${base}${s.path}`,
    applicationCategory: 'BusinessApplication',
    applicationSubCategory: 'Software de gestión hotelera',
    operatingSystem: 'Windows, Web, Android, iOS',
    inLanguage: 'es',
    publisher: { '@type': 'Organization', name: company.name, '@id': `${base}/#organization` },
    ...(offers.length > 0 ? { offers } : {}),
  };
}
