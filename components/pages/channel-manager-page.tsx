// /soluciones/channel-manager: intro, six partner logos and the toggle list of the
// 121 integrated booking services.
import { getTranslations } from 'next-intl/server';
import { channelServices } from '@/lib/content/channel-services';
import { channelManagerPartners } from '@/lib/content/integrations';
import type { Locale } from '@/lib/i18n/routing';
import { ChannelList } from './channel-manager/channel-list';
import { LogoGrid } from './integrations/logo-grid';
import { Section } from './parts';
import { SolutionPage } from './solution-page';

const PATH = '/soluciones/channel-manager';

export async function ChannelManagerPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale: 'es', namespace: 'ChannelList' });
  const ti = await getTranslations({ locale: 'es', namespace: 'Integrations' });
  const labels = {
    show: t('show'),
    hide: t('hide'),
    search: t('search'),
    searchLabel: t('searchLabel'),
    caption: t('caption'),
    colNumber: t('colNumber'),
    colService: t('colService'),
    colWebsite: t('colWebsite'),
    colStatus: t('colStatus'),
    active: t('active'),
    inProgress: t('inProgress'),
    previous: t('previous'),
    next: t('next'),
    pagination: t('pagination'),
    pageLabel: t.raw('pageLabel') as string,
    pageStatus: t.raw('pageStatus') as string,
    serviceCount: { one: t.raw('serviceCount.one') as string, other: t.raw('serviceCount.other') as string },
    noResults: t('noResults'),
    newTab: t('newTab'),
  };
  return (
    <SolutionPage
      locale={locale}
      path={PATH}
      ctaTitle="Conecta tu hotel con más de 100 canales"
      ctaText="Te preparamos un presupuesto según los canales con los que trabajas y te ayudamos con el mapeo de habitaciones y tarifas."
    >
      <Section
        id="socios"
        title="Socios de distribución"
        intro="Además de nuestra conexión directa con los canales, trabajamos con los principales channel managers y distribuidores del mercado."
      >
        <LogoGrid partners={channelManagerPartners} newTabLabel={ti('newTab')} />
        <p className="mt-4 text-sm text-slate-600">
          Consulta todas las integraciones en{' '}
          <a href="/soluciones/integraciones-terceros?info=channel" className="font-semibold text-teal-800 underline">
            integraciones con terceros
          </a>
          .
        </p>
      </Section>
      <Section
        id="servicios"
        title={`${channelServices.length} servicios de reserva integrados`}
        intro="Agencias online, bancos de camas, touroperadores, GDS y metabuscadores con los que el channel manager intercambia disponibilidad, tarifas y reservas."
        tone="muted"
      >
        <ChannelList services={channelServices} labels={labels} />
      </Section>
    </SolutionPage>
  );
}
