// The page of one product of the suite: intro with illustration, who it is for, main functions,
// "desde" licence prices, page-specific blocks (children) and the call to action.
// SoftwareApplication and BreadcrumbList JSON-LD come from the same content records.
import type { ReactNode } from 'react';
import type { NavbarVariant } from '@/components/layout/navbar';
import { PageFrame } from '@/components/layout/page-frame';
import { JsonLd } from '@/components/seo/json-ld';
import { pageText } from '@/lib/content/pages';
import { solution } from '@/lib/content/solutions';
import type { Locale } from '@/lib/i18n/routing';
import { softwareApplicationLd } from '@/lib/seo/structured-data';
import { Illustration } from './illustrations';
import { Breadcrumbs, CheckList, CtaBand, FeatureGrid, PriceList, Section } from './parts';

interface Props {
  locale: Locale;
  path: string;
  navbar?: NavbarVariant;
  /** Blocks shown after the main functions, before the prices. */
  children?: ReactNode;
  featuresTitle?: string;
  ctaTitle?: string;
  ctaText?: string;
}

export function SolutionPage({
  locale,
  path,
  navbar = 'primary',
  children,
  featuresTitle = 'Funciones principales',
  ctaTitle,
  ctaText,
}: Props) {
  const s = solution(path);
  const text = pageText(path);
  return (
    <PageFrame
      locale={locale}
      path={path}
      navbar={navbar}
      header={{ titulo: text.heading ?? text.title, subtitulo: text.subtitle ?? text.description }}
    >
      <Breadcrumbs path={path} locale={locale} />
      <JsonLd data={softwareApplicationLd(s)} />
      <section aria-labelledby="intro-titulo" className="bg-white py-14 sm:py-20">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2">
          <div>
            <h2 id="intro-titulo" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {s.summary.replace(/\.$/, '')}
            </h2>
            {s.intro.map((p) => (
              <p key={p.slice(0, 40)} className="mt-4 text-lg leading-8 text-slate-700">
                {p}
              </p>
            ))}
            {s.audience.length > 0 && (
              <>
                <h3 className="mt-8 text-lg font-semibold text-slate-900">Para quién es</h3>
                <CheckList items={s.audience} className="mt-4" />
              </>
            )}
          </div>
          <Illustration id={s.illustration} className="mx-auto w-full max-w-md" />
        </div>
      </section>
      {s.features.length > 0 && (
        <Section id="funciones" title={featuresTitle} tone="muted">
          <FeatureGrid features={s.features} />
        </Section>
      )}
      {children}
      {s.priceIds.length > 0 && (
        <Section
          id="precios"
          title="Precio de licencia"
          intro="Pagas la licencia una vez y eliges solo los módulos que tu hotel necesita."
        >
          <PriceList ids={s.priceIds} />
        </Section>
      )}
      <CtaBand title={ctaTitle} text={ctaText} />
    </PageFrame>
  );
}
