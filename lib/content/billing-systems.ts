// The billing systems (sistemas informáticos de facturación, Real Decreto 1007/2023) among the
// products, by the product's slug: what a Veri*Factu declaración responsable says of each besides
// its version (the ProductVersion's). A product not here issues no invoices of its own: it has no
// declaration, whatever its versions say. PLACEHOLDER values staff confirm with the AEAT
// registration (the names and codes above all: the producer gives each system its own).
// Pure data: the PDF (lib/pdf/declaracion-verifactu.ts), the catalogue and the customer's JSON read it.

export interface BillingSystemProfile {
  /** The system's name as registered (NombreSistemaInformatico) */
  name: string;
  /** IdSistemaInformatico: the two-character code the producer gives the system. */
  code: string;
  /** Its components, hardware and software */
  components: string;
  /** What it does */
  description: string;
  onlyVerifactu: boolean;
  multiTaxpayer: boolean;
  signatures: string;
}

const SIGNATURES =
  'Firma electrónica XAdES Enveloped sobre cada registro de facturación y de evento (modalidad no VERI*FACTU).';

export const BILLING_SYSTEMS = {
  othello: {
    name: 'Othello PMS',
    code: 'OT',
    components:
      'Aplicación de gestión hotelera Othello (recepción, facturación y TPV) para Windows, con servidor de base de datos ' +
      'del propio hotel o en la nube del productor, y módulo de remisión de registros a la AEAT por servicios web.',
    description:
      'Emite y registra las facturas de alojamiento, restauración y demás servicios del hotel; genera para cada factura ' +
      'y anulación un registro de facturación encadenado con su huella, el código QR y la leyenda "VERI*FACTU" cuando ' +
      'procede; remite los registros a la AEAT en la modalidad VERI*FACTU y, fuera de ella, los conserva firmados ' +
      'junto con el registro de eventos.',
    onlyVerifactu: false,
    multiTaxpayer: true,
    signatures: SIGNATURES,
  },
  'terminal-punto-de-venta': {
    name: 'Terminal punto de venta',
    code: 'TP',
    components:
      'Aplicación de terminal punto de venta para restaurantes, bares, cafeterías y tiendas, en pantalla táctil, tableta ' +
      'o móvil, con impresoras de tiques y cajones de cobro, servidor de base de datos del propio establecimiento o en ' +
      'la nube del productor, y módulo de remisión de registros a la AEAT por servicios web.',
    description:
      'Emite y registra los tiques, las facturas simplificadas y las facturas de las ventas del punto de venta; genera ' +
      'para cada factura y anulación un registro de facturación encadenado con su huella, el código QR y la leyenda ' +
      '"VERI*FACTU" cuando procede; remite los registros a la AEAT en la modalidad VERI*FACTU y, fuera de ella, los ' +
      'conserva firmados junto con el registro de eventos.',
    onlyVerifactu: false,
    multiTaxpayer: true,
    signatures: SIGNATURES,
  },
} as const satisfies Record<string, BillingSystemProfile>;

/** The billing system a product is (by its slug), or null: a product that has no declaration. */
export function billingSystemOf(slug: string): BillingSystemProfile | null {
  return Object.hasOwn(BILLING_SYSTEMS, slug) ? BILLING_SYSTEMS[slug as keyof typeof BILLING_SYSTEMS] : null;
}

/** Whether a version of this product, adapted to Veri*Factu, has a declaration. */
export const hasDeclaration = (slug: string, verifactu: boolean) => verifactu && billingSystemOf(slug) !== null;
