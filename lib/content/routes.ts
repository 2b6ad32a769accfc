// Every public page of spec §2: the one list the sitemap, the English mirror and the tests read.

export interface PublicRoute {
  path: string;
  /** Product pages carry SoftwareApplication JSON-LD and sit under "Soluciones" in breadcrumbs. */
  kind: 'home' | 'company' | 'solution' | 'service' | 'news' | 'legal';
}

export const publicRoutes: PublicRoute[] = [
  { path: '/index', kind: 'home' },
  { path: '/sobre-nosotros', kind: 'company' },
  { path: '/trabaja-con-nosotros', kind: 'company' },
  { path: '/clientes-satisfechos', kind: 'company' },
  { path: '/soluciones/othello', kind: 'solution' },
  { path: '/soluciones/terminal-punto-de-venta', kind: 'solution' },
  { path: '/soluciones/back-office', kind: 'solution' },
  { path: '/soluciones/motor-onetbooking', kind: 'solution' },
  { path: '/soluciones/eventos-y-salones', kind: 'solution' },
  { path: '/soluciones/aplicaciones-moviles', kind: 'solution' },
  { path: '/soluciones/aplicaciones-web', kind: 'solution' },
  { path: '/soluciones/channel-manager', kind: 'solution' },
  { path: '/soluciones/kit-digital', kind: 'solution' },
  { path: '/soluciones/verifactu', kind: 'solution' },
  { path: '/soluciones/integraciones-terceros', kind: 'solution' },
  { path: '/blog', kind: 'news' },
  { path: '/contacto', kind: 'service' },
  { path: '/soporte', kind: 'service' },
  { path: '/soportepermiso', kind: 'service' },
  { path: '/academia', kind: 'service' },
  { path: '/aviso-legal', kind: 'legal' },
  { path: '/privacidad', kind: 'legal' },
  { path: '/cookies', kind: 'legal' },
  { path: '/accesibilidad', kind: 'legal' },
];

/** Pages of the customer area: never in the sitemap, disallowed in robots.txt. */
export const accountRoutes = ['/login', '/micuenta'] as const;

export function isPublicPath(path: string): boolean {
  return publicRoutes.some((r) => r.path === path);
}
