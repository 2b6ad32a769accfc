// Wire shapes of the account calls (CONTRACT.md "Shapes"). Pure: the client components use them too.

/** Contact type 1: the billing contact, the only one who sees invoices. */
export const BILLING_CONTACT_TYPE = 1;
/** Contact type 2: any other contact of the hotel (support cases, no invoices, no team). */
export const OTHER_CONTACT_TYPE = 2;

/** The contact types in words (the back office, the hotel's team tab and their mails). */
export const CONTACT_TYPE_LABELS: Record<number, string> = { 1: 'Facturación', 2: 'Otro contacto' };

export interface HotelDataDto {
  nombrehotel: string;
  nombrehotelFiscal: string;
  web: string;
  direccion: string;
  codpostal: string;
  localidad: string;
  provincia: string;
  pais: string;
  emailhotel: string;
  telefono: string;
  telefono2: string;
}

export interface HotelContactDto {
  id: number;
  id_hotel: number;
  id_tipocontactos: number;
  nombre: string;
  usuario: string;
  telefono: string;
  telefono2: string;
  email: string;
  puesto: string;
  obs: string;
  datoshotel: HotelDataDto;
}

export interface InvoiceDto {
  id: number;
  /** ISO YYYY-MM-DD */
  fecha: string;
  /** 0 venta, 1 servicio, 2 soporte, 3 otros */
  tipo: number;
  descripcion: string;
  /** Total with VAT, euros */
  importe: number;
  ultima: boolean;
}

export interface InvoicePdfDto {
  fichero: string;
  nombre: string;
}

// An invoice as the account page lists it (InvoiceRecordDto, outside the contract) is derived from
// the invoice's field table: lib/invoices/fields.ts.
