// Company facts: the one place every page, footer, mail and PDF reads them from.
// Values marked PLACEHOLDER cannot be known from here; staff replace them in this file only.

export const company = {
  /** Brand shown in titles and headers. */
  name: 'Mille Software Hotelero',
  shortName: 'Mille',
  /** PLACEHOLDER: legal name and tax id as registered. */
  legalName: 'Mille Informática, S.L.',
  taxId: 'B00000000',
  /** PLACEHOLDER: commercial register entry. */
  registry: 'Registro Mercantil de Valencia, Tomo 0000, Folio 00, Hoja V-00000',
  /** PLACEHOLDER: postal address. */
  address: {
    street: 'Avenida de Aragón, 30, planta 8',
    postalCode: '46021',
    city: 'Valencia',
    province: 'Valencia',
    country: 'España',
  },
  /** Canonical public address of the site (used when SITE_URL is not set at build time). PLACEHOLDER. */
  siteUrl: 'https://www.millehotel.es',
  phones: {
    /** PLACEHOLDER numbers. `tel` is the dialable form. */
    switchboard: { label: '963 00 00 00', tel: '+34963000000' },
    administration: { label: '963 00 00 01', tel: '+34963000001' },
    sales: { label: '963 00 00 02', tel: '+34963000002' },
    emergency: { label: '600 00 00 00', tel: '+34600000000' },
  },
  /** WhatsApp number for the chat button (digits with country code). PLACEHOLDER. */
  chatPhone: '34963000000',
  emails: {
    /** PLACEHOLDER addresses. */
    info: 'info@millehotel.es',
    sales: 'comercial@millehotel.es',
    support: 'soporte@millehotel.es',
    training: 'formacion@millehotel.es',
    administration: 'administracion@millehotel.es',
    privacy: 'privacidad@millehotel.es',
  },
  social: {
    /** PLACEHOLDER profiles. */
    microblog: { label: 'X', url: 'https://x.com/millehotel' },
    network: { label: 'LinkedIn', url: 'https://www.linkedin.com/company/millehotel' },
    video: { label: 'YouTube', url: 'https://www.youtube.com/@millehotel' },
    blog: { label: 'Blog', url: '/blog' },
  },
  /** External training platform (academy login). PLACEHOLDER. */
  academyUrl: 'https://academia.millehotel.es/login',
  /** Veri*Factu webinar recording. PLACEHOLDER. */
  verifactuWebinarUrl: 'https://www.youtube.com/@millehotel/videos',
  hours: {
    office: [
      { days: 'Lunes a jueves', time: '09:00 a 18:00' },
      { days: 'Lunes a jueves en verano', time: '08:00 a 15:00' },
      { days: 'Viernes', time: '08:00 a 15:00' },
    ],
    support: 'Soporte de urgencias 24 horas, 365 días al año en el teléfono de guardia',
  },
  facts: {
    channels: 'más de 100',
    channelCount: 100,
    accountingInterfaces: 'más de 40',
    years: 'más de 20',
    bookingSteps: 2,
    isoSince: 'noviembre de 2004',
  },
  defaultChatMessage: 'Puedes ayudarme',
  /**
   * PLACEHOLDER: how customers pay the vendor's invoices (bank transfer to this account, or SEPA B2B
   * direct debit under this creditor identifier), prefilled on the staff form /gestion/facturas/pagos
   * until staff save the real values (lib/invoices/payment-settings.ts). Never shown to customers:
   * until then Mis facturas and the reminders tell them to ask administration.
   */
  payment: {
    iban: 'ES00 0000 0000 0000 0000 0000',
    bic: 'XXXXESXXXXX',
    beneficiary: 'Mille Informática, S.L.',
    creditorId: 'ES00000B00000000',
  },
} as const;

export type Company = typeof company;

export function fullAddress(): string {
  const a = company.address;
  return `${a.street}, ${a.postalCode} ${a.city} (${a.province}), ${a.country}`;
}
