// Reference hotels (customers page) and success cases (home page).
// PLACEHOLDER: every hotel below is an illustrative example written for this site, not a real
// customer; staff replace them with real references (with the hotel's written consent) in this
// file only. No text here is a quote attributed to a person.

export interface ReferenceHotel {
  /** Anchor of the case on /clientes-satisfechos. */
  id: string;
  name: string;
  city: string;
  kind: string;
  /** Short line on the card. */
  summary: string;
  /** The case, opened by "Ver más". */
  challenge: string;
  approach: string;
  modules: string[];
  results: string[];
}

export const referenceHotels: ReferenceHotel[] = [
  {
    id: 'hotel-mirador-del-puerto',
    name: 'Hotel Mirador del Puerto',
    city: 'Alicante',
    kind: 'Hotel urbano de 4 estrellas, 120 habitaciones',
    summary: 'Recepción, TPV y channel manager en un solo sistema.',
    challenge:
      'Trabajaba con un programa de recepción y otro de restaurante que no se hablaban: los cargos a habitación se pasaban a mano al final del turno.',
    approach:
      'Implantamos Othello, el terminal punto de venta en restaurante y cafetería, y el channel manager con sus ocho canales habituales.',
    modules: ['Othello', 'Terminal punto de venta', 'Channel manager'],
    results: [
      'Cargos a habitación al instante, sin pasar tiques a mano',
      'Un único cierre diario para todo el hotel',
      'Disponibilidad sincronizada en todas sus OTA',
    ],
  },
  {
    id: 'apartamentos-sierra-azul',
    name: 'Apartamentos Sierra Azul',
    city: 'Granada',
    kind: 'Apartamentos turísticos, 45 unidades',
    summary: 'Fast check-in online y motor de reservas propio.',
    challenge:
      'Sin recepción 24 horas, la llegada tardía de huéspedes obligaba a tener a alguien esperando con las llaves.',
    approach:
      'El fast check-in online recoge los datos y la firma antes de la llegada; el motor OnetBooking vende en la web con pago por adelantado.',
    modules: ['Othello', 'Motor de reservas OnetBooking', 'Fast check-in online'],
    results: [
      'Registro de viajeros completo antes de la llegada',
      'Más reservas directas desde la web',
      'Cobro anticipado con enlace de pago',
    ],
  },
  {
    id: 'gran-hotel-costa-luz',
    name: 'Gran Hotel Costa Luz',
    city: 'Cádiz',
    kind: 'Resort vacacional, 310 habitaciones',
    summary: 'Todo incluido, varios puntos de venta y almacén central.',
    challenge:
      'Cinco puntos de venta, tres almacenes y un régimen de todo incluido que había que controlar pulsera a pulsera.',
    approach:
      'TPV en todos los puntos de venta con consulta de régimen, back office con escandallos y la app de inventario.',
    modules: ['Terminal punto de venta', 'Back office', 'Aplicaciones móviles'],
    results: [
      'Control del consumo del todo incluido por punto de venta',
      'Inventarios con la app, sin hojas de papel',
      'Coste real por plato y por menú',
    ],
  },
  {
    id: 'hotel-palacio-de-los-olivos',
    name: 'Hotel Palacio de los Olivos',
    city: 'Sevilla',
    kind: 'Hotel con salones para bodas y congresos',
    summary: 'Eventos y salones de la primera visita a la factura final.',
    challenge:
      'Las órdenes de servicio de cada boda se preparaban en hojas de cálculo y llegaban tarde a cocina y sala.',
    approach: 'El módulo de eventos genera las órdenes de servicio por departamento y factura los extras del evento.',
    modules: ['Eventos y salones', 'Othello', 'Back office'],
    results: [
      'Órdenes de servicio a todos los departamentos con un clic',
      'Extras facturados sin olvidos',
      'Agenda comercial con hitos de cada evento',
    ],
  },
  {
    id: 'hostal-plaza-mayor',
    name: 'Hostal Plaza Mayor',
    city: 'Salamanca',
    kind: 'Hostal familiar, 18 habitaciones',
    summary: 'Digitalizado con el Kit Digital.',
    challenge:
      'Gestionaba reservas en un cuaderno y facturaba con un programa genérico que no cumplía el reglamento de facturación.',
    approach: 'Con el bono del Kit Digital implantamos Othello con facturación Veri*Factu y el motor de reservas.',
    modules: ['Othello', 'Veri*Factu', 'Kit Digital'],
    results: [
      'Facturación conforme con Veri*Factu',
      'Reservas y disponibilidad en un planning',
      'Implantación financiada con la ayuda',
    ],
  },
  {
    id: 'hotel-rias-altas',
    name: 'Hotel Rías Altas',
    city: 'A Coruña',
    kind: 'Hotel de costa de 3 estrellas, 60 habitaciones',
    summary: 'Apps de gobernanta y mantenimiento en el móvil.',
    challenge: 'Recepción no sabía qué habitaciones estaban limpias hasta que la gobernanta bajaba con la lista.',
    approach:
      'Las camareras de pisos y el servicio técnico usan las apps de gobernanta y mantenimiento conectadas a Othello.',
    modules: ['Aplicaciones móviles', 'Othello'],
    results: [
      'Estado de habitaciones en tiempo real',
      'Averías registradas con foto y prioridad',
      'Menos llamadas entre pisos y recepción',
    ],
  },
];

export interface SuccessCase {
  hotel: string;
  city: string;
  title: string;
  text: string;
  /** The reference hotel whose case this is (anchor on /clientes-satisfechos). */
  caseId: string;
}

/** Four success cases shown on the home page. PLACEHOLDER like the hotels above. */
export const successCases: SuccessCase[] = [
  {
    hotel: 'Hotel Mirador del Puerto',
    city: 'Alicante',
    caseId: 'hotel-mirador-del-puerto',
    title: 'Recepción y restaurante, por fin conectados',
    text: 'Los consumos del restaurante llegan a la habitación al instante y el cierre diario es uno solo.',
  },
  {
    hotel: 'Apartamentos Sierra Azul',
    city: 'Granada',
    caseId: 'apartamentos-sierra-azul',
    title: 'Llegadas tardías sin recepción 24 horas',
    text: 'El huésped completa sus datos y firma antes de llegar gracias al fast check-in online.',
  },
  {
    hotel: 'Gran Hotel Costa Luz',
    city: 'Cádiz',
    caseId: 'gran-hotel-costa-luz',
    title: 'Todo incluido bajo control',
    text: 'Cinco puntos de venta, tres almacenes y el coste real de cada menú en un mismo sistema.',
  },
  {
    hotel: 'Hotel Palacio de los Olivos',
    city: 'Sevilla',
    caseId: 'hotel-palacio-de-los-olivos',
    title: 'Bodas y congresos sin hojas de cálculo',
    text: 'Cada departamento recibe su orden de servicio y los extras se facturan sin olvidos.',
  },
];
