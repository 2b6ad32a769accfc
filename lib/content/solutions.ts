// Product content of every /soluciones/... page: what the module does, for whom, its main
// functions and which licence prices apply. Facts come from company.ts, prices from prices.ts.
import { company } from './company';
import type { PriceId } from './prices';

export type IllustrationId =
  | 'frontdesk'
  | 'pos'
  | 'warehouse'
  | 'booking'
  | 'events'
  | 'mobile'
  | 'web'
  | 'channels'
  | 'kit'
  | 'invoice'
  | 'integrations';

export interface Feature {
  title: string;
  text: string;
}

export interface Solution {
  path: string;
  /** Product name (SoftwareApplication name, card title). */
  name: string;
  /** One line for cards and the solutions grid. */
  summary: string;
  /** Opening paragraphs of the page. */
  intro: string[];
  /** Who it is for. */
  audience: string[];
  features: Feature[];
  /** Licence prices (prices.ts) that apply; empty when quoted per budget. */
  priceIds: PriceId[];
  illustration: IllustrationId;
  /** Appears in the home-page grid. */
  inGrid: boolean;
}

const f = company.facts;

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const solutions: Solution[] = [
  {
    path: '/soluciones/othello',
    name: 'Othello',
    summary: 'El PMS de recepción: reservas, check-in, facturación, gobernanta y cierre diario en una pantalla.',
    intro: [
      'Othello es el corazón de la suite: el programa de recepción (front office) con el que tu equipo gestiona reservas, entradas, estancias y salidas sin cambiar de pantalla. Todo lo que ocurre en el hotel —consumos del restaurante, extras, pagos, limpieza— acaba en la cuenta correcta y en el informe correcto.',
      `Lo desarrollamos y mantenemos desde hace ${f.years} años con hoteleros que lo usan cada día, por eso se adapta a un hotel urbano de 20 habitaciones igual que a un resort vacacional o a una cadena con varios establecimientos.`,
    ],
    audience: [
      'Hoteles independientes urbanos y vacacionales',
      'Apartahoteles y apartamentos turísticos',
      'Cadenas con varios establecimientos y central de reservas',
      'Hostales, albergues y casas rurales',
    ],
    features: [
      {
        title: 'Planning de reservas',
        text: 'Planning visual por tipo de habitación, arrastrar y soltar, bloqueos, grupos y cupos de agencias con control de release.',
      },
      {
        title: 'Check-in ágil y parte de viajeros',
        text: 'Lectura del documento de identidad, firma digital del huésped y envío del parte de viajeros al Ministerio del Interior (SES.Hospedajes).',
      },
      {
        title: 'Facturación conforme',
        text: 'Facturas, abonos y facturas simplificadas con Veri*Factu, SII y TicketBai; cuentas separadas, pagos a cuenta y cobros con enlace de pago.',
      },
      {
        title: 'Tarifas y contratos',
        text: 'Tarifas por temporada, regímenes, ofertas, contratos con agencias y touroperadores, y sincronización con el channel manager.',
      },
      {
        title: 'Gobernanta y mantenimiento',
        text: 'Estado de habitaciones en tiempo real, asignación de limpiezas y partes de averías, también desde la app móvil.',
      },
      {
        title: 'Cierre y estadísticas',
        text: 'Cierre diario automático, producción, ocupación, ADR, RevPAR e informes para dirección exportables a Excel.',
      },
      {
        title: 'Gestión documental',
        text: 'Adjunta contratos, documentos de identidad y justificantes a la reserva o al cliente, con búsqueda y permisos.',
      },
      {
        title: 'CRM y API',
        text: 'Ficha única de cliente, historial de estancias y preferencias; API para conectar tu CRM o tus campañas de marketing.',
      },
    ],
    priceIds: ['frontDesk', 'documentManagement', 'crmApi', 'interfaces'],
    illustration: 'frontdesk',
    inGrid: true,
  },
  {
    path: '/soluciones/terminal-punto-de-venta',
    name: 'Terminal punto de venta',
    summary: 'TPV táctil para restaurante, bar, cafetería y tienda, con cargo directo a la habitación.',
    intro: [
      'El terminal punto de venta está pensado para la restauración de hotel: comandas rápidas en pantalla táctil o en tablet, envío a cocina y barra, y cobro en efectivo, tarjeta o con cargo a la habitación sin llamar a recepción.',
      'Como comparte datos con Othello, el camarero ve si el cliente tiene régimen de media pensión o todo incluido y el consumo aparece en su factura al instante.',
    ],
    audience: [
      'Restaurantes, bares y cafeterías de hotel',
      'Piscina, chiringuito, minibar y room service',
      'Tiendas y spa del establecimiento',
      'Restaurantes independientes que quieren la misma herramienta',
    ],
    features: [
      {
        title: 'Comandas en mesa',
        text: 'Plano de sala, mesas unidas, comensales, modificadores y pases; comandero en tablet o móvil.',
      },
      {
        title: 'Cargo a habitación',
        text: 'Consulta de régimen y crédito del huésped y cargo a su cuenta en un toque, con firma si lo deseas.',
      },
      {
        title: 'Impresión en cocina y barra',
        text: 'Envío por zonas de preparación, avisos de marchar y control de tiempos.',
      },
      {
        title: 'Cobros y cajones',
        text: 'Cobro mixto, propinas, integración con pasarelas y cajones de cobro automático (CashDro, Glory y Cashlogy).',
      },
      {
        title: 'Facturación Veri*Factu',
        text: 'Tiques y facturas simplificadas conformes con el reglamento de sistemas de facturación.',
      },
      {
        title: 'Cierres e informes',
        text: 'Arqueo por turno y camarero, ventas por familia y artículo, y enlace con el almacén para descontar existencias.',
      },
    ],
    priceIds: ['pointOfSale'],
    illustration: 'pos',
    inGrid: true,
  },
  {
    path: '/soluciones/back-office',
    name: 'Back office: food and beverage, almacén y contabilidad',
    summary: 'Compras, almacenes, escandallos y contabilidad con más de 40 interfaces contables.',
    intro: [
      'El back office reúne lo que no ve el huésped pero decide la cuenta de resultados: compras a proveedores, almacenes, escandallos de cocina (food and beverage) y la contabilidad del hotel.',
      `Las ventas de recepción y del TPV pasan solas a contabilidad, y si tu asesoría trabaja con otro programa exportamos los asientos con ${f.accountingInterfaces} interfaces contables.`,
    ],
    audience: [
      'Directores financieros y administración',
      'Jefes de cocina y economato',
      'Hoteles con varios puntos de venta y almacenes',
      'Asesorías que llevan la contabilidad del hotel',
    ],
    features: [
      {
        title: 'Compras y proveedores',
        text: 'Pedidos, albaranes, facturas de proveedor, precios pactados y comparativas.',
      },
      {
        title: 'Almacenes',
        text: 'Varios almacenes, traspasos, inventarios con la app de inventario y valoración a precio medio.',
      },
      { title: 'Escandallos', text: 'Coste real de cada plato y de cada menú de eventos, con mermas y alérgenos.' },
      {
        title: 'Contabilidad y finanzas',
        text: 'Plan general contable, conciliación bancaria, cartera de cobros y pagos, modelos fiscales.',
      },
      {
        title: `${f.accountingInterfaces} interfaces contables`,
        text: 'Exportación a Sage, A3, Holded, SAP Business One, Microsoft Dynamics y muchas más.',
      },
      {
        title: 'Food and beverage web',
        text: 'Consulta existencias, aprueba pedidos y revisa costes desde el navegador, dentro o fuera del hotel.',
      },
    ],
    priceIds: ['webFoodAndBeverage'],
    illustration: 'warehouse',
    inGrid: true,
  },
  {
    path: '/soluciones/motor-onetbooking',
    name: 'Motor de reservas OnetBooking',
    summary: `Venta directa en tu web con una reserva en ${f.bookingSteps} pasos, pago online y marketing.`,
    intro: [
      `OnetBooking es el motor de reservas que convierte las visitas de tu web en reservas directas, sin comisiones de intermediarios. El huésped reserva en ${f.bookingSteps} pasos: elige fechas y habitación, y confirma con sus datos y el pago. Cuantos menos pasos, menos abandonos.`,
      'Las reservas entran directamente en Othello con su tarifa, régimen y pago, y la disponibilidad es la misma que ven el channel manager y la recepción: sin overbooking.',
    ],
    audience: [
      'Hoteles que quieren depender menos de las OTA',
      'Cadenas con una web por marca o establecimiento',
      'Apartamentos turísticos y alojamientos rurales',
    ],
    features: [
      {
        title: `Reserva en ${f.bookingSteps} pasos`,
        text: 'Diseño adaptado a móvil, rápido y en varios idiomas, integrado con el aspecto de tu web.',
      },
      {
        title: 'Pago online seguro',
        text: 'Cobro o preautorización con Redsys, Stripe, Addon Payments y otras pasarelas; enlace de pago para reservas telefónicas.',
      },
      {
        title: 'Ofertas y códigos',
        text: 'Códigos promocionales, ofertas por estancia mínima, venta anticipada y precios para clientes registrados.',
      },
      {
        title: 'Extras y upselling',
        text: 'Parking, desayuno, traslados o tratamientos de spa añadidos durante la reserva.',
      },
      {
        title: 'Marketing online',
        text: 'Conexión con Google Hotel Ads y metabuscadores, medición de conversiones y recuperación de reservas abandonadas.',
      },
      {
        title: 'Fast check-in',
        text: 'Antes de llegar el huésped recibe un enlace por correo para completar sus datos y firmar.',
      },
    ],
    priceIds: ['bookingEngine'],
    illustration: 'booking',
    inGrid: true,
  },
  {
    path: '/soluciones/eventos-y-salones',
    name: 'Eventos y salones',
    summary: 'Banquetes, congresos y salones: menús, órdenes de servicio, reservas de salas y facturación de extras.',
    intro: [
      'El módulo de eventos y salones organiza bodas, congresos, reuniones de empresa y banquetes desde el primer presupuesto hasta la última factura.',
      'Cada departamento recibe su orden de servicio con lo que le toca hacer, y los extras consumidos durante el evento se facturan sin olvidos.',
    ],
    audience: [
      'Hoteles con salones, jardines o espacios para eventos',
      'Departamentos comerciales y de banquetes',
      'Palacios de congresos y fincas para celebraciones',
    ],
    features: [
      {
        title: 'Menús y escandallos',
        text: 'Catálogo de menús con su coste real, alérgenos y variantes para cada cliente.',
      },
      {
        title: 'Órdenes de servicio por departamento',
        text: 'Cocina, sala, técnica, pisos y recepción reciben su hoja de trabajo del evento.',
      },
      {
        title: 'Reserva de salas',
        text: 'Planning de salones por franjas, montajes (teatro, escuela, banquete) y capacidades.',
      },
      {
        title: 'Facturación de extras',
        text: 'Barra libre, audiovisuales, decoración y horas extra facturados al cliente del evento.',
      },
      {
        title: 'Agenda personal e hitos',
        text: 'Cada comercial con su agenda, recordatorios de hitos (pagos, cierre de menú, número de invitados).',
      },
      {
        title: 'Vinculación de ficheros',
        text: 'Contratos, planos de mesas y presupuestos firmados enlazados al evento.',
      },
    ],
    priceIds: ['events'],
    illustration: 'events',
    inGrid: true,
  },
  {
    path: '/soluciones/aplicaciones-moviles',
    name: 'Aplicaciones móviles',
    summary:
      'Punto de venta, director, gobernanta, visores con firma digital, mantenimiento, spa e inventario en el móvil.',
    intro: [
      'Nuestras aplicaciones móviles llevan la suite a donde está tu equipo: el camarero toma la comanda en la terraza, la gobernanta cambia el estado de la habitación desde la planta y el director consulta la producción del día desde cualquier lugar.',
      'Todas trabajan contra los mismos datos que Othello, en tiempo real, y están disponibles para Android y iOS.',
    ],
    audience: [
      'Personal de sala, pisos y mantenimiento',
      'Dirección y jefes de departamento',
      'Recepciones que quieren firmar sin papel',
    ],
    features: [
      { title: 'Punto de venta en tablet', text: 'Comandas y cobros en mesa con cargo a habitación.' },
      { title: 'Director', text: 'Ocupación, producción, previsión y cuadro de mando en el bolsillo.' },
      { title: 'Gobernanta', text: 'Estado de habitaciones, asignación de limpiezas e incidencias con foto.' },
      {
        title: 'Visor de facturación con firma digital',
        text: 'El huésped revisa su factura y firma en la tablet; también el parte de policía.',
      },
      { title: 'Firma del huésped', text: 'Registro de entrada y consentimientos firmados en pantalla, sin imprimir.' },
      { title: 'Servicio técnico', text: 'Partes de mantenimiento, prioridades y tiempos de resolución.' },
    ],
    priceIds: ['mobileApps', 'guestSignature'],
    illustration: 'mobile',
    inGrid: true,
  },
  {
    path: '/soluciones/aplicaciones-web',
    name: 'Aplicaciones web',
    summary: 'Fast check-in online, enlace de pago, food and beverage web y la web app a medida de tu hotel.',
    intro: [
      'Las aplicaciones web funcionan en el navegador, sin instalar nada: para el huésped, que se registra antes de llegar o paga con un enlace, y para tu personal, que consulta datos desde cualquier equipo.',
      'Todas se conectan con Othello, de modo que lo que hace el huésped en la web aparece en la recepción al momento.',
    ],
    audience: [
      'Hoteles que quieren reducir colas en recepción',
      'Equipos que trabajan fuera del hotel',
      'Cadenas con necesidades propias',
    ],
    features: [
      {
        title: 'Fast check-in online',
        text: 'El huésped recibe un enlace por correo, completa sus datos y firma antes de llegar; en recepción solo recoge la llave.',
      },
      {
        title: 'Enlace de pago',
        text: 'Cobra depósitos y reservas con un enlace seguro compatible con tres pasarelas de pago online.',
      },
      { title: 'Food and beverage web', text: 'Pedidos, existencias y costes del almacén desde el navegador.' },
      {
        title: 'Web app a medida',
        text: 'Diseñamos la aplicación web personalizada que tu hotel necesita: carta digital, reservas de spa, actividades...',
      },
    ],
    priceIds: ['fastCheckin', 'webFoodAndBeverage'],
    illustration: 'web',
    inGrid: true,
  },
  {
    path: '/soluciones/channel-manager',
    name: 'Channel manager',
    summary: `Disponibilidad, tarifas y reservas sincronizadas con ${f.channels} canales de venta.`,
    intro: [
      `Nuestro channel manager conecta el hotel con ${f.channels} canales de venta —agencias online, bancos de camas, touroperadores y metabuscadores— desde el mismo programa de recepción.`,
      'Cuando cambias una tarifa o se vende una habitación, todos los canales se actualizan en segundos; las reservas entran solas en el planning de Othello con su tarifa y su régimen. Menos trabajo manual, cero overbooking.',
    ],
    audience: [
      'Hoteles que venden en varias OTA',
      'Alojamientos con contratos con touroperadores y bancos de camas',
      'Cadenas que controlan la distribución desde la central',
    ],
    features: [
      {
        title: 'Sincronización en tiempo real',
        text: 'Disponibilidad, precios y restricciones (estancia mínima, cierre a llegadas) en todos los canales.',
      },
      {
        title: 'Reservas automáticas',
        text: 'Altas, modificaciones y cancelaciones entran en el planning sin teclear nada.',
      },
      {
        title: 'Mapeo sencillo',
        text: 'Relaciona tus tipos de habitación y tarifas con los de cada canal una sola vez.',
      },
      {
        title: 'Paridad de precios',
        text: 'Reglas de tarifa derivada por canal para mantener la paridad o aplicar márgenes.',
      },
      {
        title: 'Integración con terceros',
        text: 'Si ya trabajas con SiteMinder, D-EDGE, RateGain o similares, también nos conectamos con ellos.',
      },
    ],
    priceIds: [],
    illustration: 'channels',
    inGrid: true,
  },
  {
    path: '/soluciones/kit-digital',
    name: 'Kit Digital',
    summary: 'Digitaliza tu hotel con las ayudas del Kit Digital: comercio electrónico, factura electrónica y más.',
    intro: [
      'El Kit Digital es el programa de ayudas del Gobierno de España, financiado con fondos europeos Next Generation EU, para que pymes y autónomos se digitalicen. Como agente digitalizador te ayudamos a aplicar el bono a soluciones de nuestra suite.',
      'Nos encargamos de la solicitud del acuerdo de prestación, de la implantación y de la justificación, para que el hotel solo se ocupe de trabajar con la nueva herramienta.',
    ],
    audience: [
      'Pequeñas empresas hoteleras y microempresas',
      'Autónomos con alojamientos turísticos',
      'Restaurantes y negocios de hostelería',
    ],
    features: [],
    priceIds: [],
    illustration: 'kit',
    inGrid: false,
  },
  {
    path: '/soluciones/verifactu',
    name: 'Veri*Factu',
    summary: 'Facturación conforme con Veri*Factu, SII y TicketBai, con declaración responsable del fabricante.',
    intro: [
      'El Reglamento de sistemas informáticos de facturación (Real Decreto 1007/2023) obliga a que el software de facturación garantice la integridad, conservación, trazabilidad e inalterabilidad de cada registro, y permite enviarlos a la Agencia Tributaria en modo Veri*Factu.',
      'Nuestra suite ya cumple: recepción, TPV y eventos generan registros encadenados con huella, códigos QR en las facturas y envío a la AEAT. Además, el hotel puede trabajar con SII y, en el País Vasco, con TicketBai.',
    ],
    audience: [
      'Todos los hoteles y restaurantes que facturan en España',
      'Establecimientos del País Vasco (TicketBai)',
      'Empresas obligadas al Suministro Inmediato de Información (SII)',
    ],
    features: [
      {
        title: 'Registros encadenados',
        text: 'Cada factura y cada anulación generan un registro con huella que enlaza con el anterior.',
      },
      {
        title: 'QR en todas las facturas',
        text: 'El código QR tributario se imprime en facturas y tiques, también en la app de firma.',
      },
      {
        title: 'Envío a la AEAT',
        text: 'Remisión automática en modo Veri*Factu con control de respuestas y reintentos.',
      },
      {
        title: 'SII y TicketBai',
        text: 'Suministro Inmediato de Información y TicketBai para las diputaciones forales.',
      },
      {
        title: 'Declaración responsable',
        text: 'Como fabricante emitimos la declaración responsable del sistema informático, que puedes descargar en esta página.',
      },
    ],
    priceIds: ['eInvoicing'],
    illustration: 'invoice',
    inGrid: true,
  },
  {
    path: '/soluciones/integraciones-terceros',
    name: 'Integraciones con terceros',
    summary: 'Channel managers, revenue, contabilidad, domótica, cajas de cobro, pasarelas de pago y más.',
    intro: [
      'Ningún hotel trabaja con un solo programa. Por eso la suite se conecta con los proveedores que ya usas: channel managers, revenue management, reputación online, contabilidad, cerraduras y televisiones, cajones de cobro y pasarelas de pago.',
    ],
    audience: [],
    features: [],
    priceIds: ['interfaces'],
    illustration: 'integrations',
    inGrid: false,
  },
];

export function solution(path: string): Solution {
  const s = solutions.find((x) => x.path === path);
  if (!s) throw new Error(`Sin contenido para ${path}`);
  return s;
}

/** Kit Digital: one info block per kind of subsidised solution (four). */
export const kitDigitalBlocks: (Feature & { id: string; points: string[] })[] = [
  {
    id: 'comercio-electronico',
    title: 'Comercio electrónico',
    text: 'Vende tus habitaciones en tu propia web con el motor de reservas OnetBooking: reserva en dos pasos y pago online seguro.',
    points: [
      'Motor de reservas integrado en tu web',
      'Pasarela de pago y enlace de pago',
      'Catálogo de habitaciones, ofertas y extras',
    ],
  },
  {
    id: 'factura-electronica',
    title: 'Factura electrónica',
    text: 'Emite facturas electrónicas conformes con Veri*Factu, SII y TicketBai desde recepción y TPV, y envíalas por correo.',
    points: [
      'Facturas en formato estructurado',
      'Registros con huella y código QR',
      'Envío y archivo digital de facturas',
    ],
  },
  {
    id: 'gestion-de-procesos',
    title: 'Gestión de procesos',
    text: 'Digitaliza reservas, limpiezas, mantenimiento, almacén y cierres con Othello, el back office y las apps móviles.',
    points: [
      'Planning y gestión de reservas',
      'Gobernanta y mantenimiento en el móvil',
      'Compras, almacén y escandallos',
    ],
  },
  {
    id: 'gestion-de-clientes',
    title: 'Gestión de clientes',
    text: 'Centraliza la información de tus huéspedes para conocerlos, fidelizarlos y comunicarte con ellos cumpliendo el RGPD.',
    points: [
      'Ficha única e historial de estancias',
      'Segmentación y campañas',
      'Consentimientos firmados digitalmente',
    ],
  },
];

/** Home-page feature blocks. */
export const homeFeatures: Feature[] = [
  {
    title: 'Todo el hotel en una suite',
    text: 'Recepción, restauración, almacén, eventos, venta online y contabilidad comparten los mismos datos: cada dato se teclea una sola vez.',
  },
  {
    title: `${capitalize(company.facts.channels)} canales`,
    text: 'Channel manager propio conectado con OTA, bancos de camas, touroperadores y metabuscadores.',
  },
  {
    title: `Reserva directa en ${company.facts.bookingSteps} pasos`,
    text: 'OnetBooking convierte las visitas de tu web en reservas sin comisiones.',
  },
  { title: 'Facturación Veri*Factu', text: 'Cumplimos el reglamento de sistemas de facturación, SII y TicketBai.' },
  { title: 'Soporte 24x7', text: 'Teléfono de urgencias 24 horas, 365 días al año, y asistencia remota.' },
  {
    title: `Calidad ISO 9001`,
    text: `Certificados en ISO 9001 desde ${company.facts.isoSince}, con ${company.facts.years} años de experiencia.`,
  },
];
