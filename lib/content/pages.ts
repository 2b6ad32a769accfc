// The public pages: one entry per page (path, kind, texts, component, place in the menu). The
// routes, the English mirror, the sitemap, the menu, the page metadata and the tests all read
// this table: its Spanish route app/(site)/<path>/page.tsx and its English one app/en/<path>/page.tsx
// are written from it by `npm run routes` (scripts/page-routes.ts; `dev` and `build` run it too),
// and a unit test fails when they disagree with it.
// Adding a public page: an entry here and its component (plus a Menu label in messages/es.json and
// en.json when it is in the menu). A component that does not exist fails the type check of the
// route files written for it.
import type es from '@/messages/es.json';

export interface PageText {
  /** <title> (the layout appends the company name) and h1 unless `heading` is set. */
  title: string;
  description: string;
  heading?: string;
  subtitle?: string;
}

/** The navigation areas, in menu order; their labels are Menu message keys. */
export const MENU_AREAS = ['home', 'solutions', 'services', 'company', 'news', 'contact'] as const;
export type MenuAreaKey = (typeof MENU_AREAS)[number];
export type MenuLabelKey = keyof (typeof es)['Menu'];

/**
 * The component that renders a page: its export name and module. The route files import it by
 * these two strings, so the type check of those files holds them true.
 */
export interface PageComponentRef {
  name: string;
  from: `@/components/${string}`;
}

export interface PublicPage extends PageText {
  path: string;
  component: PageComponentRef;
  /** Product pages carry SoftwareApplication JSON-LD and sit under "Soluciones" in breadcrumbs. */
  kind: 'home' | 'company' | 'solution' | 'service' | 'news' | 'legal';
  /**
   * Its place in the menu: an item of `area` labelled `label`, or, without a label, the area's
   * own link (an area with no items). An area links to its first page; items keep table order.
   */
  menu?: { area: MenuAreaKey; label?: MenuLabelKey };
}

export const publicPages = [
  {
    path: '/index',
    component: { name: 'HomePage', from: '@/components/pages/home-page' },
    kind: 'home',
    menu: { area: 'home' },
    title: 'Software de gestión hotelera: PMS, TPV, channel manager y motor de reservas',
    heading: 'Software de gestión hotelera para hoteles que quieren crecer',
    description:
      'Suite de software para hoteles: recepción (PMS), TPV, back office, eventos, motor de reservas, channel manager con más de 100 canales y facturación Veri*Factu. Más de 20 años y soporte 24x7.',
    subtitle:
      'Recepción, restauración, almacén, eventos y venta online en una sola suite, con soporte 24x7 y más de 20 años de experiencia.',
  },
  {
    path: '/soluciones/othello',
    component: { name: 'OthelloPage', from: '@/components/pages/solution-pages' },
    kind: 'solution',
    menu: { area: 'solutions', label: 'othello' },
    title: 'Othello: software de recepción (PMS) para hoteles',
    heading: 'Othello, recepción y front office',
    description:
      'Othello es el PMS de recepción para hoteles: reservas, check-in, facturación, gobernanta y cierre diario. Licencia desde 1.200 €.',
  },
  {
    path: '/soluciones/terminal-punto-de-venta',
    component: { name: 'TpvPage', from: '@/components/pages/solution-pages' },
    kind: 'solution',
    menu: { area: 'solutions', label: 'pos' },
    title: 'Terminal punto de venta (TPV) para restaurantes de hotel',
    heading: 'Terminal punto de venta',
    description:
      'TPV táctil para restaurantes, bares y cafeterías de hotel, con cargo a habitación e integración con recepción. Licencia desde 600 €.',
  },
  {
    path: '/soluciones/back-office',
    component: { name: 'BackOfficePage', from: '@/components/pages/solution-pages' },
    kind: 'solution',
    menu: { area: 'solutions', label: 'backOffice' },
    title: 'Back office: almacén, F&B y contabilidad para hoteles',
    heading: 'Back office, almacén y contabilidad',
    description:
      'Control de almacén, escandallos de food and beverage, compras y contabilidad con más de 40 interfaces contables.',
  },
  {
    path: '/soluciones/motor-onetbooking',
    component: { name: 'MotorPage', from: '@/components/pages/solution-pages' },
    kind: 'solution',
    menu: { area: 'solutions', label: 'booking' },
    title: 'Motor de reservas OnetBooking: venta directa en dos pasos',
    heading: 'Motor de reservas OnetBooking',
    description:
      'Motor de reservas para la web del hotel: reserva en dos pasos, pago online y marketing. Licencia desde 600 €.',
  },
  {
    path: '/soluciones/eventos-y-salones',
    component: { name: 'EventosPage', from: '@/components/pages/solution-pages' },
    kind: 'solution',
    menu: { area: 'solutions', label: 'events' },
    title: 'Software de eventos y salones para hoteles',
    heading: 'Eventos y salones',
    description:
      'Gestiona banquetes, congresos y salones: menús, órdenes de servicio por departamento, reservas de salas y facturación de extras. Desde 600 €.',
  },
  {
    path: '/soluciones/aplicaciones-moviles',
    component: { name: 'AppsMovilesPage', from: '@/components/pages/solution-pages' },
    kind: 'solution',
    menu: { area: 'solutions', label: 'mobileApps' },
    title: 'Aplicaciones móviles para hoteles',
    heading: 'Aplicaciones móviles',
    description:
      'Apps para tablet y móvil: punto de venta, director, gobernanta, visor de facturación con firma digital, mantenimiento y más. Desde 300 €.',
  },
  {
    path: '/soluciones/aplicaciones-web',
    component: { name: 'AppsWebPage', from: '@/components/pages/solution-pages' },
    kind: 'solution',
    menu: { area: 'solutions', label: 'webApps' },
    title: 'Aplicaciones web para hoteles',
    heading: 'Aplicaciones web',
    description:
      'Aplicaciones web para huéspedes y personal: fast check-in online, enlace de pago, F&B web y apps a medida.',
  },
  {
    path: '/soluciones/channel-manager',
    component: { name: 'ChannelManagerPage', from: '@/components/pages/channel-manager-page' },
    kind: 'solution',
    menu: { area: 'solutions', label: 'channelManager' },
    title: 'Channel manager con más de 100 canales',
    heading: 'Channel manager',
    description:
      'Conecta tu hotel con más de 100 canales de venta: disponibilidad, tarifas y reservas sincronizadas con recepción.',
  },
  {
    path: '/soluciones/verifactu',
    component: { name: 'VerifactuPage', from: '@/components/pages/solution-pages' },
    kind: 'solution',
    menu: { area: 'solutions', label: 'verifactu' },
    title: 'Veri*Factu: facturación conforme para hoteles',
    heading: 'Veri*Factu',
    description:
      'Cumple el reglamento de sistemas informáticos de facturación (Veri*Factu), SII y TicketBai con nuestra suite. Descarga la declaración responsable.',
  },
  {
    path: '/soluciones/integraciones-terceros',
    component: { name: 'IntegracionesPage', from: '@/components/pages/integraciones-page' },
    kind: 'solution',
    menu: { area: 'solutions', label: 'integrations' },
    title: 'Integraciones con terceros',
    description:
      'Channel managers, revenue management, contabilidad, domótica, cajas de cobro, pasarelas de pago y más: todas las integraciones de la suite.',
  },
  {
    path: '/soluciones/kit-digital',
    component: { name: 'KitDigitalPage', from: '@/components/pages/solution-pages' },
    kind: 'solution',
    menu: { area: 'solutions', label: 'kitDigital' },
    title: 'Kit Digital para hoteles',
    heading: 'Kit Digital',
    description:
      'Digitaliza tu hotel con las ayudas del Kit Digital: comercio electrónico, factura electrónica, gestión de procesos y gestión de clientes.',
  },
  {
    path: '/precios',
    component: { name: 'PricesPage', from: '@/components/pages/prices-page' },
    kind: 'company',
    menu: { area: 'solutions', label: 'prices' },
    title: 'Precios del software de gestión hotelera',
    heading: 'Precios de licencia',
    description:
      'Precios de licencia de cada producto de la suite, desde 300 €: recepción Othello desde 1.200 €, TPV, eventos y motor de reservas desde 600 €. IVA no incluido.',
    subtitle: 'Lo que cuesta cada módulo, en una tabla. Instalación, soporte y formación, según presupuesto.',
  },
  {
    path: '/soporte',
    component: { name: 'SupportPage', from: '@/components/pages/support-page' },
    kind: 'service',
    menu: { area: 'services', label: 'support' },
    title: 'Soporte 24x7',
    description: 'Soporte técnico 24 horas, 365 días: teléfono de urgencias, asistencia remota y horario de oficina.',
    subtitle: 'Estamos contigo 24 horas al día, 365 días al año.',
  },
  {
    path: '/estado',
    component: { name: 'StatusPage', from: '@/components/status/status-page' },
    kind: 'service',
    title: 'Estado del servicio',
    description:
      'Estado en tiempo real de Othello en la nube, OnetBooking, el channel manager, el enlace de pago y los envíos Veri*Factu / SII: incidencias, mantenimientos y disponibilidad de 90 días.',
    subtitle:
      'Incidencias abiertas, mantenimientos programados y la disponibilidad de cada servicio en los últimos 90 días.',
  },
  {
    path: '/academia',
    component: { name: 'AcademyPage', from: '@/components/pages/academy-page' },
    kind: 'service',
    menu: { area: 'services', label: 'academy' },
    title: 'Academia',
    description:
      'Formación en nuestra suite para el equipo de tu hotel: cursos, sesiones a medida y plataforma online.',
  },
  {
    path: '/soportepermiso',
    component: { name: 'SupportPermissionPage', from: '@/components/pages/support-permission-page' },
    kind: 'service',
    menu: { area: 'services', label: 'supportPermission' },
    title: 'Permiso de soporte remoto',
    description:
      'Autoriza a nuestro equipo de soporte a conectarse a tu equipo y a tratar los datos necesarios para atender tu incidencia.',
  },
  {
    path: '/sobre-nosotros',
    component: { name: 'SobreNosotrosPage', from: '@/components/pages/company-pages' },
    kind: 'company',
    menu: { area: 'company', label: 'about' },
    title: 'Sobre nosotros',
    description:
      'Más de 20 años desarrollando software de gestión hotelera, con calidad certificada ISO 9001 desde noviembre de 2004.',
    subtitle: 'Más de 20 años al lado de los hoteleros.',
  },
  {
    path: '/trabaja-con-nosotros',
    component: { name: 'TrabajaPage', from: '@/components/pages/company-pages' },
    kind: 'company',
    menu: { area: 'company', label: 'work' },
    title: 'Trabaja con nosotros: programa de distribuidores',
    heading: 'Trabaja con nosotros',
    description:
      'Hazte distribuidor de nuestra suite de gestión hotelera: formación, soporte de segundo nivel y márgenes para tu empresa.',
    subtitle: 'Únete a nuestra red de distribuidores.',
  },
  {
    path: '/clientes-satisfechos',
    component: { name: 'ClientesPage', from: '@/components/pages/company-pages' },
    kind: 'company',
    menu: { area: 'company', label: 'clients' },
    title: 'Clientes satisfechos',
    description: 'Hoteles que gestionan su día a día con nuestra suite: casos de éxito y referencias.',
    subtitle: 'Hoteles que confían en nosotros.',
  },
  {
    path: '/blog',
    component: { name: 'NewsPage', from: '@/components/news/news-page' },
    kind: 'news',
    menu: { area: 'news' },
    title: 'Noticias',
    description: 'Novedades de producto, normativa y eventos del sector hotelero.',
  },
  {
    path: '/novedades',
    component: { name: 'ReleasesPage', from: '@/components/pages/releases-page' },
    kind: 'service',
    title: 'Novedades de versión',
    heading: 'Novedades',
    description:
      'Cada versión publicada de cada módulo de la suite, de la más reciente a la más antigua, con sus notas.',
    subtitle: 'Qué trae cada versión de nuestros programas.',
  },
  {
    path: '/contacto',
    component: { name: 'ContactPage', from: '@/components/pages/contact-page' },
    kind: 'service',
    menu: { area: 'contact' },
    title: 'Contacto',
    description: 'Pide información o una demostración: teléfono, correo y formulario de contacto.',
    subtitle: 'Cuéntanos qué necesita tu hotel y te respondemos en un día laborable.',
  },
  {
    path: '/aviso-legal',
    component: { name: 'AvisoLegalPage', from: '@/components/pages/legal-pages' },
    kind: 'legal',
    title: 'Aviso legal y condiciones generales',
    description: 'Aviso legal, titular del sitio y condiciones generales de uso.',
  },
  {
    path: '/privacidad',
    component: { name: 'PrivacidadPage', from: '@/components/pages/legal-pages' },
    kind: 'legal',
    title: 'Política de privacidad',
    description: 'Cómo tratamos tus datos personales: responsable, finalidades, plazos y derechos.',
  },
  {
    path: '/cookies',
    component: { name: 'CookiesPage', from: '@/components/pages/legal-pages' },
    kind: 'legal',
    title: 'Política de cookies',
    description: 'Qué cookies usa este sitio, para qué y cómo eliminarlas de tu navegador.',
  },
  {
    path: '/accesibilidad',
    component: { name: 'AccesibilidadPage', from: '@/components/pages/legal-pages' },
    kind: 'legal',
    title: 'Declaración de accesibilidad',
    description: 'Compromiso de accesibilidad de este sitio y cómo comunicarnos cualquier barrera.',
  },
] as const satisfies readonly PublicPage[];

export type PublicPath = (typeof publicPages)[number]['path'];

/**
 * Pages in the site's frame that are not in the table: each reached from one place only (the
 * route that sends visitors there), `noindex`, never in the menu, the sitemap or the English mirror.
 */
export const unlistedPages = [
  // Where /soporte's Connect button leads when the installation has no file (app/api/descargas/supremo).
  '/soporte/conectar',
  // Where the status subscription's links and form lead: confirm, unsubscribe, the result.
  '/estado/suscripcion',
] as const;

export function isPublicPath(path: string): path is PublicPath {
  return publicPages.some((p) => p.path === path);
}

/** The customer area's texts (its paths: lib/account/paths.ts). */
const accountPageTexts: Record<string, PageText> = {
  '/login': { title: 'Acceso clientes', description: 'Acceso al área de clientes.' },
  '/micuenta': { title: 'Mi cuenta', description: 'Tus datos, los de tu hotel y tus facturas.' },
};

const byPath = new Map<string, PageText>([
  ...publicPages.map((p) => [p.path, p] as const),
  ...Object.entries(accountPageTexts),
]);

export function pageText(path: string): PageText {
  const text = byPath.get(path);
  if (!text) throw new Error(`Sin textos para ${path}`);
  return text;
}
