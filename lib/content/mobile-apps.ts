// Mobile apps of the suite with their store listings.
// PLACEHOLDER: store URLs follow the pattern the listings will have; staff replace them with the
// real listing addresses in this file only.

export interface MobileApp {
  id: string;
  name: string;
  text: string;
  /** Google Play listing. PLACEHOLDER. */
  googlePlay: string;
  /** App Store listing. PLACEHOLDER. */
  appStore: string;
}

const play = (id: string) => `https://play.google.com/store/apps/details?id=es.millehotel.${id}`;
const apple = (slug: string) => `https://apps.apple.com/es/app/${slug}`;

export const mobileApps: MobileApp[] = [
  {
    id: 'tpv',
    name: 'TPV Tablet',
    text: 'Punto de venta en tablet: comandas en mesa, envío a cocina y cobro con cargo a habitación.',
    googlePlay: play('tpv'),
    appStore: apple('mille-tpv-tablet'),
  },
  {
    id: 'comandero',
    name: 'Comandero',
    text: 'Toma de comandas en el móvil del camarero para terraza, piscina y eventos.',
    googlePlay: play('comandero'),
    appStore: apple('mille-comandero'),
  },
  {
    id: 'director',
    name: 'Director',
    text: 'Ocupación, producción, previsión de llegadas y cuadro de mando de dirección con gráficos.',
    googlePlay: play('director'),
    appStore: apple('mille-director'),
  },
  {
    id: 'gobernanta',
    name: 'Gobernanta',
    text: 'Estado de habitaciones, asignación de limpiezas por camarera e incidencias con foto.',
    googlePlay: play('gobernanta'),
    appStore: apple('mille-gobernanta'),
  },
  {
    id: 'visor-facturacion',
    name: 'Visor de facturación',
    text: 'El huésped revisa su factura y la firma digitalmente; también firma el parte de policía.',
    googlePlay: play('visor'),
    appStore: apple('mille-visor-facturacion'),
  },
  {
    id: 'firma-huesped',
    name: 'Firma del huésped',
    text: 'Registro de entrada, normas del hotel y consentimientos firmados en pantalla.',
    googlePlay: play('firma'),
    appStore: apple('mille-firma-huesped'),
  },
  {
    id: 'mantenimiento',
    name: 'Servicio técnico',
    text: 'Partes de mantenimiento con prioridad, fotos, tiempos de resolución y mantenimiento preventivo.',
    googlePlay: play('mantenimiento'),
    appStore: apple('mille-servicio-tecnico'),
  },
  {
    id: 'spa',
    name: 'Spa',
    text: 'Agenda de tratamientos, cabinas y terapeutas, con cargo a la habitación.',
    googlePlay: play('spa'),
    appStore: apple('mille-spa'),
  },
  {
    id: 'inventario',
    name: 'Inventario',
    text: 'Recuento de almacén con lector de códigos de barras y traspasos entre almacenes.',
    googlePlay: play('inventario'),
    appStore: apple('mille-inventario'),
  },
  {
    id: 'app-hotel',
    name: 'App de tu hotel',
    text: 'La app personalizada con la imagen de tu hotel: reservas, servicios, carta y avisos al huésped.',
    googlePlay: play('apphotel'),
    appStore: apple('mille-app-hotel'),
  },
];
