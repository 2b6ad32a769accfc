// Which component renders each public page of the table (lib/content/pages.ts). Typed by its paths:
// a page without a component, or a component for no page, fails the type check. The English mirror
// (/en/...) reads this map; the Spanish routes (app/(site)/<path>/page.tsx) import their component
// directly, because a route that imports this map ships every page's client islands.
import { createElement, type ReactNode } from 'react';
import { isPublicPath, type PublicPath } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/routing';
import { NewsPage } from '@/components/news/news-page';
import { AcademyPage } from './academy-page';
import { ContactPage } from './contact-page';
import { SupportPage } from './support-page';
import { SupportPermissionPage } from './support-permission-page';
import { ChannelManagerPage } from './channel-manager-page';
import { ClientesPage, SobreNosotrosPage, TrabajaPage } from './company-pages';
import { HomePage } from './home-page';
import { IntegracionesPage } from './integraciones-page';
import { AccesibilidadPage, AvisoLegalPage, CookiesPage, PrivacidadPage } from './legal-pages';
import { AppsMovilesPage, AppsWebPage, BackOfficePage, EventosPage, KitDigitalPage, MotorPage, OthelloPage, TpvPage, VerifactuPage } from './solution-pages';

export type PageComponent = (props: { locale: Locale }) => ReactNode | Promise<ReactNode>;

export const pageComponents: Record<PublicPath, PageComponent> = {
  '/contacto': ContactPage,
  '/academia': AcademyPage,
  '/soporte': SupportPage,
  '/soportepermiso': SupportPermissionPage,
  '/index': HomePage,
  '/sobre-nosotros': SobreNosotrosPage,
  '/trabaja-con-nosotros': TrabajaPage,
  '/clientes-satisfechos': ClientesPage,
  '/soluciones/othello': OthelloPage,
  '/soluciones/terminal-punto-de-venta': TpvPage,
  '/soluciones/back-office': BackOfficePage,
  '/soluciones/motor-onetbooking': MotorPage,
  '/soluciones/eventos-y-salones': EventosPage,
  '/soluciones/aplicaciones-moviles': AppsMovilesPage,
  '/soluciones/aplicaciones-web': AppsWebPage,
  '/soluciones/channel-manager': ChannelManagerPage,
  '/soluciones/kit-digital': KitDigitalPage,
  '/soluciones/verifactu': VerifactuPage,
  '/soluciones/integraciones-terceros': IntegracionesPage,
  '/aviso-legal': AvisoLegalPage,
  '/privacidad': PrivacidadPage,
  '/cookies': CookiesPage,
  '/accesibilidad': AccesibilidadPage,
  '/blog': NewsPage,
};

/** The page at a Spanish path rendered for a locale, or undefined when there is none. */
export function renderPage(path: string, locale: Locale): ReactNode | undefined {
  return isPublicPath(path) ? createElement(pageComponents[path], { locale }) : undefined;
}
