// Title, description and header text of every public page (spec §2): one record per page,
// read by the page, its metadata, the sitemap and the tests.

export interface PageText {
  /** <title> (the layout appends the company name) and h1 unless `heading` is set. */
  title: string;
  description: string;
  heading?: string;
  subtitle?: string;
}

export const pageTexts: Record<string, PageText> = {
  '/index': {
    title: 'Software de gestión hotelera: PMS, TPV, channel manager y motor de reservas',
    heading: 'Software de gestión hotelera para hoteles que quieren crecer',
    description:
      'Suite de software para hoteles: recepción (PMS), TPV, back office, eventos, motor de reservas, channel manager con más de 100 canales y facturación Veri*Factu. Más de 20 años y soporte 24x7.',
    subtitle: 'Recepción, restauración, almacén, eventos y venta online en una sola suite, con soporte 24x7 y más de 20 años de experiencia.',
  },
  '/sobre-nosotros': {
    title: 'Sobre nosotros',
    description: 'Más de 20 años desarrollando software de gestión hotelera, con calidad certificada ISO 9001 desde noviembre de 2004.',
    subtitle: 'Más de 20 años al lado de los hoteleros.',
  },
  '/trabaja-con-nosotros': {
    title: 'Trabaja con nosotros: programa de distribuidores',
    heading: 'Trabaja con nosotros',
    description: 'Hazte distribuidor de nuestra suite de gestión hotelera: formación, soporte de segundo nivel y márgenes para tu empresa.',
    subtitle: 'Únete a nuestra red de distribuidores.',
  },
  '/clientes-satisfechos': {
    title: 'Clientes satisfechos',
    description: 'Hoteles que gestionan su día a día con nuestra suite: casos de éxito y referencias.',
    subtitle: 'Hoteles que confían en nosotros.',
  },
  '/soluciones/othello': {
    title: 'Othello: software de recepción (PMS) para hoteles',
    heading: 'Othello, recepción y front office',
    description: 'Othello es el PMS de recepción para hoteles: reservas, check-in, facturación, gobernanta y cierre diario. Licencia desde 1.200 €.',
  },
  '/soluciones/terminal-punto-de-venta': {
    title: 'Terminal punto de venta (TPV) para restaurantes de hotel',
    heading: 'Terminal punto de venta',
    description: 'TPV táctil para restaurantes, bares y cafeterías de hotel, con cargo a habitación e integración con recepción. Licencia desde 600 €.',
  },
  '/soluciones/back-office': {
    title: 'Back office: almacén, F&B y contabilidad para hoteles',
    heading: 'Back office, almacén y contabilidad',
    description: 'Control de almacén, escandallos de food and beverage, compras y contabilidad con más de 40 interfaces contables.',
  },
  '/soluciones/motor-onetbooking': {
    title: 'Motor de reservas OnetBooking: venta directa en dos pasos',
    heading: 'Motor de reservas OnetBooking',
    description: 'Motor de reservas para la web del hotel: reserva en dos pasos, pago online y marketing. Licencia desde 600 €.',
  },
  '/soluciones/eventos-y-salones': {
    title: 'Software de eventos y salones para hoteles',
    heading: 'Eventos y salones',
    description: 'Gestiona banquetes, congresos y salones: menús, órdenes de servicio por departamento, reservas de salas y facturación de extras. Desde 600 €.',
  },
  '/soluciones/aplicaciones-moviles': {
    title: 'Aplicaciones móviles para hoteles',
    heading: 'Aplicaciones móviles',
    description: 'Apps para tablet y móvil: punto de venta, director, gobernanta, visor de facturación con firma digital, mantenimiento y más. Desde 300 €.',
  },
  '/soluciones/aplicaciones-web': {
    title: 'Aplicaciones web para hoteles',
    heading: 'Aplicaciones web',
    description: 'Aplicaciones web para huéspedes y personal: fast check-in online, enlace de pago, F&B web y apps a medida.',
  },
  '/soluciones/channel-manager': {
    title: 'Channel manager con más de 100 canales',
    heading: 'Channel manager',
    description: 'Conecta tu hotel con más de 100 canales de venta: disponibilidad, tarifas y reservas sincronizadas con recepción.',
  },
  '/soluciones/kit-digital': {
    title: 'Kit Digital para hoteles',
    heading: 'Kit Digital',
    description: 'Digitaliza tu hotel con las ayudas del Kit Digital: comercio electrónico, factura electrónica, gestión de procesos y gestión de clientes.',
  },
  '/soluciones/verifactu': {
    title: 'Veri*Factu: facturación conforme para hoteles',
    heading: 'Veri*Factu',
    description: 'Cumple el reglamento de sistemas informáticos de facturación (Veri*Factu), SII y TicketBai con nuestra suite. Descarga la declaración responsable.',
  },
  '/soluciones/integraciones-terceros': {
    title: 'Integraciones con terceros',
    description: 'Channel managers, revenue management, contabilidad, domótica, cajas de cobro, pasarelas de pago y más: todas las integraciones de la suite.',
  },
  '/blog': {
    title: 'Noticias',
    description: 'Novedades de producto, normativa y eventos del sector hotelero.',
  },
  '/contacto': {
    title: 'Contacto',
    description: 'Pide información o una demostración: teléfono, correo y formulario de contacto.',
    subtitle: 'Cuéntanos qué necesita tu hotel y te respondemos en un día laborable.',
  },
  '/soporte': {
    title: 'Soporte 24x7',
    description: 'Soporte técnico 24 horas, 365 días: teléfono de urgencias, asistencia remota y horario de oficina.',
    subtitle: 'Estamos contigo 24 horas al día, 365 días al año.',
  },
  '/soportepermiso': {
    title: 'Permiso de soporte remoto',
    description: 'Autoriza a nuestro equipo de soporte a conectarse a tu equipo y a tratar los datos necesarios para atender tu incidencia.',
  },
  '/academia': {
    title: 'Academia',
    description: 'Formación en nuestra suite para el equipo de tu hotel: cursos, sesiones a medida y plataforma online.',
  },
  '/aviso-legal': {
    title: 'Aviso legal y condiciones generales',
    description: 'Aviso legal, titular del sitio y condiciones generales de uso.',
  },
  '/privacidad': {
    title: 'Política de privacidad',
    description: 'Cómo tratamos tus datos personales: responsable, finalidades, plazos y derechos.',
  },
  '/cookies': {
    title: 'Política de cookies',
    description: 'Qué cookies usa este sitio, para qué y cómo eliminarlas de tu navegador.',
  },
  '/accesibilidad': {
    title: 'Declaración de accesibilidad',
    description: 'Compromiso de accesibilidad de este sitio y cómo comunicarnos cualquier barrera.',
  },
  '/login': { title: 'Acceso clientes', description: 'Acceso al área de clientes.' },
  '/micuenta': { title: 'Mi cuenta', description: 'Tus datos, los de tu hotel y tus facturas.' },
};

export function pageText(path: string): PageText {
  const text = pageTexts[path];
  if (!text) throw new Error(`Sin textos para ${path}`);
  return text;
}
