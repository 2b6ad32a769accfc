// /soluciones/integraciones-terceros: transparent navbar, hero without buttons, then the
// seven partner tabs. Every panel is in the static HTML; `?info=` picks the tab in the browser.
import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/layout/page-frame';
import { JsonLd } from '@/components/seo/json-ld';
import { integrationTabs } from '@/lib/content/integrations';
import { solution } from '@/lib/content/solutions';
import type { Locale } from '@/lib/i18n/routing';
import { softwareApplicationLd } from '@/lib/seo/structured-data';
import { IntegrationTabs } from './integrations/integration-tabs';
import { LogoGrid } from './integrations/logo-grid';
import { Breadcrumbs, CtaBand, PriceList, Section } from './parts';

const PATH = '/soluciones/integraciones-terceros';

export async function IntegracionesPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale: 'es', namespace: 'Integrations' });
  const s = solution(PATH);
  const tabs = integrationTabs.map((tab) => {
    const label = t(`${tab.id}Label`);
    return {
      id: tab.id,
      label,
      panel: (
        <div>
          <h3 className="text-xl font-semibold text-slate-900">{t(`${tab.id}Heading`)}</h3>
          <p className="mt-2 max-w-3xl leading-7 text-slate-700">{t(`${tab.id}Intro`)}</p>
          <div className="mt-6">
            <LogoGrid partners={tab.partners} newTabLabel={t('newTab')} />
          </div>
        </div>
      ),
    };
  });

  return (
    <PageFrame
      locale={locale}
      path={PATH}
      navbar="transparent"
      header={{ titulo: t('heroTitle'), subtitulo: t('heroSubtitle') }}
    >
      <Breadcrumbs path={PATH} locale={locale} />
      <JsonLd data={softwareApplicationLd(s)} />
      <Section id="integraciones" title="Nuestros socios tecnológicos" intro={s.intro[0]}>
        <IntegrationTabs tabs={tabs} listLabel={t('tabsLabel')} />
      </Section>
      <Section
        id="precios"
        title="Precio de las interfaces"
        intro="Cada interfaz con un sistema de terceros se licencia por separado; si tu proveedor no aparece, pregúntanos y estudiamos la integración."
        tone="muted"
      >
        <PriceList ids={s.priceIds} />
      </Section>
      <CtaBand
        title="¿Trabajas con otro proveedor?"
        text="Cuéntanos qué sistemas usa tu hotel y te decimos cómo los conectamos con la suite."
      />
    </PageFrame>
  );
}
