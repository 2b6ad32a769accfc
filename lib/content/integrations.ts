// Third-party integrations: seven tabs with their partner logos. Partner names are real
// companies of the hotel-technology market; the logos are our own SVG wordmarks of their names
// (components/pages/integrations/wordmark.tsx), never downloaded artwork.

export type IntegrationTabId =
  'channel' | 'marketing' | 'contabilidad' | 'domotica' | 'cashbox' | 'pasarelas' | 'otros';

export interface Partner {
  /** Name drawn in the wordmark and used as its accessible name. */
  name: string;
  /** Partner site; empty when there is no public site to send the visitor to (then not a link). */
  url: string;
}

export interface IntegrationTab {
  id: IntegrationTabId;
  /** Message key in the Integrations namespace for the tab label and its intro (`<id>Label`, `<id>Intro`). */
  partners: Partner[];
}

export const integrationTabs: IntegrationTab[] = [
  {
    id: 'channel',
    partners: [
      { name: 'SiteMinder', url: 'https://www.siteminder.com' },
      { name: 'D-EDGE', url: 'https://www.d-edge.com' },
      { name: 'RateGain', url: 'https://rategain.com' },
      { name: 'Booking.com', url: 'https://www.booking.com' },
      { name: 'Expedia', url: 'https://www.expedia.es' },
      { name: 'Mirai', url: 'https://www.mirai.com' },
      { name: 'Roiback', url: 'https://www.roiback.com' },
      { name: 'Paraty Tech', url: 'https://www.paratytech.com' },
    ],
  },
  {
    id: 'marketing',
    partners: [
      { name: 'IDeaS', url: 'https://ideas.com' },
      { name: 'Duetto', url: 'https://www.duettocloud.com' },
      { name: 'Atomize', url: 'https://www.atomize.com' },
      { name: 'RoomPriceGenie', url: 'https://roompricegenie.com' },
      { name: 'Lybra', url: 'https://lybra.tech' },
      { name: 'BEONx', url: 'https://beonx.com' },
      { name: 'TrustYou', url: 'https://www.trustyou.com' },
      { name: 'ReviewPro', url: 'https://www.reviewpro.com' },
      { name: 'Revinate', url: 'https://www.revinate.com' },
      { name: 'Customer Alliance', url: 'https://www.customer-alliance.com' },
      { name: 'Hotelinking', url: 'https://www.hotelinking.com' },
      { name: 'Mailchimp', url: 'https://mailchimp.com' },
      { name: 'HubSpot', url: 'https://www.hubspot.es' },
      { name: 'Salesforce', url: 'https://www.salesforce.com' },
    ],
  },
  {
    id: 'contabilidad',
    partners: [
      { name: 'Sage', url: 'https://www.sage.com/es-es' },
      { name: 'A3 (Wolters Kluwer)', url: 'https://www.wolterskluwer.com/es-es' },
      { name: 'Holded', url: 'https://www.holded.com' },
      { name: 'SAP Business One', url: 'https://www.sap.com' },
      { name: 'Microsoft Dynamics 365', url: 'https://dynamics.microsoft.com' },
      { name: 'Odoo', url: 'https://www.odoo.com' },
      { name: 'Contasol', url: 'https://www.sdelsol.com' },
      { name: 'Cegid', url: 'https://www.cegid.com' },
      { name: 'Oracle NetSuite', url: 'https://www.netsuite.com' },
      { name: 'Exact', url: 'https://www.exact.com' },
      { name: 'Ekon (Unit4)', url: 'https://www.ekon.es' },
      { name: 'Quipu', url: 'https://getquipu.com' },
    ],
  },
  {
    id: 'domotica',
    partners: [
      { name: 'Salto', url: 'https://saltosystems.com' },
      { name: 'Assa Abloy (Vingcard)', url: 'https://www.assaabloyglobalsolutions.com' },
      { name: 'Dormakaba', url: 'https://www.dormakaba.com' },
      { name: 'Onity', url: 'https://www.onity.com' },
      { name: 'Samsung Hospitality TV', url: 'https://www.samsung.com/es/business/hotel-tv' },
      { name: 'LG Pro:Centric', url: 'https://www.lg.com/es/business' },
      { name: 'Philips MediaSuite', url: 'https://www.philips.es' },
      { name: 'Zennio', url: 'https://www.zennio.com' },
      { name: 'Honeywell INNCOM', url: 'https://www.honeywell.com' },
    ],
  },
  {
    id: 'cashbox',
    partners: [
      { name: 'CashDro', url: 'https://www.cashdro.com' },
      { name: 'Glory', url: 'https://www.glory-global.com' },
      { name: 'Cashlogy (Azkoyen)', url: 'https://www.cashlogy.com' },
    ],
  },
  {
    id: 'pasarelas',
    partners: [
      { name: 'Redsys', url: 'https://redsys.es' },
      { name: 'Stripe', url: 'https://stripe.com/es' },
      { name: 'Adyen', url: 'https://www.adyen.com' },
      { name: 'PayPal', url: 'https://www.paypal.com/es' },
      { name: 'Addon Payments', url: 'https://www.addonpayments.com' },
      { name: 'Paycomet', url: 'https://www.paycomet.com' },
      { name: 'Getnet', url: 'https://www.getnet.es' },
    ],
  },
  {
    id: 'otros',
    partners: [
      { name: 'Chekin', url: 'https://chekin.com' },
      { name: 'Civitfun', url: 'https://civitfun.com' },
      { name: 'ICAR Vision Systems', url: 'https://www.icarvision.com' },
      { name: 'Signaturit', url: 'https://www.signaturit.com' },
      { name: 'Wacom', url: 'https://www.wacom.com/es-es' },
      // The police guest register is a public administration service, not a partner site to promote.
      { name: 'SES.Hospedajes', url: '' },
    ],
  },
];

export const integrationTabIds: IntegrationTabId[] = integrationTabs.map((t) => t.id);

/** The tab named by `?info=` (links from other pages and old sites); none or an unknown value opens Channel. */
export function tabFromInfo(info: string | null | undefined): IntegrationTabId {
  const v = (info ?? '').toLowerCase();
  return (integrationTabIds as string[]).includes(v) ? (v as IntegrationTabId) : 'channel';
}

/** The six partner logos shown on the channel-manager page. */
export const channelManagerPartners: Partner[] = integrationTabs[0]!.partners.slice(0, 6);
