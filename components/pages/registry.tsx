// Which component renders each public page. The English mirror (/en/...) reads this map; the
// Spanish routes import their component directly so each page ships only its own islands.
import { createElement, type ReactNode } from 'react';
import { publicRoutes } from '@/lib/content/routes';
import type { Locale } from '@/lib/i18n/routing';
import { NewsPage } from '@/components/news/news-page';
import { AcademyPage } from './academy-page';
import { BasicPage } from './basic-page';
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

const specific: Record<string, PageComponent> = {
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

export function pageComponent(path: string): PageComponent | undefined {
  if (specific[path]) return specific[path];
  if (!publicRoutes.some((r) => r.path === path)) return undefined;
  const Generic: PageComponent = ({ locale }) => <BasicPage locale={locale} path={path} />;
  return Generic;
}

/** The page at a Spanish path rendered for a locale, or undefined when there is none. */
export function renderPage(path: string, locale: Locale): ReactNode | undefined {
  const component = pageComponent(path);
  return component ? createElement(component, { locale }) : undefined;
}
