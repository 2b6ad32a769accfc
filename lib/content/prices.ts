// Licence prices: every price is a "desde" (from) amount in euros, VAT not included.
// The one place pages, JSON-LD offers and tests read them from.

export type PriceId =
  | 'bookingEngine'
  | 'crmApi'
  | 'documentManagement'
  | 'eInvoicing'
  | 'frontDesk'
  | 'pointOfSale'
  | 'events'
  | 'interfaces'
  | 'mobileApps'
  | 'fastCheckin'
  | 'guestSignature'
  | 'webFoodAndBeverage';

export interface LicencePrice {
  id: PriceId;
  /** What the licence covers, as shown to the visitor. */
  label: string;
  /** Lowest licence price in euros. */
  from: number;
}

export const prices: Record<PriceId, LicencePrice> = {
  bookingEngine: { id: 'bookingEngine', label: 'Motor de reservas OnetBooking', from: 600 },
  crmApi: { id: 'crmApi', label: 'API de CRM', from: 300 },
  documentManagement: { id: 'documentManagement', label: 'Gestión documental', from: 300 },
  eInvoicing: { id: 'eInvoicing', label: 'Facturación electrónica SII y TicketBai', from: 300 },
  frontDesk: { id: 'frontDesk', label: 'Recepción (front office) Othello', from: 1200 },
  pointOfSale: { id: 'pointOfSale', label: 'Terminal punto de venta', from: 600 },
  events: { id: 'events', label: 'Eventos y salones', from: 600 },
  interfaces: { id: 'interfaces', label: 'Interfaces (lectores, cerraduras, centralitas...)', from: 300 },
  mobileApps: { id: 'mobileApps', label: 'Aplicaciones móviles', from: 300 },
  fastCheckin: { id: 'fastCheckin', label: 'Fast check-in online', from: 300 },
  guestSignature: { id: 'guestSignature', label: 'Firma del huésped', from: 300 },
  webFoodAndBeverage: { id: 'webFoodAndBeverage', label: 'Food and beverage web', from: 600 },
};

export const VAT_NOTE =
  'Precios de licencia en euros, IVA no incluido. Instalación, soporte y formación adicional, según presupuesto.';

export function formatEuros(amount: number): string {
  // Grouping written by hand: Node's ICU and the browser agree, and 1200 must read "1.200".
  const digits = String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${digits} €`;
}

export function fromLabel(id: PriceId): string {
  return `desde ${formatEuros(prices[id].from)}`;
}
