// The navigation areas, typed content served unchanged by GET /api/Data/GetAreasMenu.
// `labelKey` is a message key of the Menu namespace; the API answers the Spanish label.

export interface MenuItem {
  labelKey: string;
  href: string;
}

export interface MenuArea extends MenuItem {
  items: MenuItem[];
}

export const menuAreas: MenuArea[] = [
  { labelKey: 'home', href: '/index', items: [] },
  {
    labelKey: 'solutions',
    href: '/soluciones/othello',
    items: [
      { labelKey: 'othello', href: '/soluciones/othello' },
      { labelKey: 'pos', href: '/soluciones/terminal-punto-de-venta' },
      { labelKey: 'backOffice', href: '/soluciones/back-office' },
      { labelKey: 'booking', href: '/soluciones/motor-onetbooking' },
      { labelKey: 'events', href: '/soluciones/eventos-y-salones' },
      { labelKey: 'mobileApps', href: '/soluciones/aplicaciones-moviles' },
      { labelKey: 'webApps', href: '/soluciones/aplicaciones-web' },
      { labelKey: 'channelManager', href: '/soluciones/channel-manager' },
      { labelKey: 'verifactu', href: '/soluciones/verifactu' },
      { labelKey: 'integrations', href: '/soluciones/integraciones-terceros' },
      { labelKey: 'kitDigital', href: '/soluciones/kit-digital' },
    ],
  },
  {
    labelKey: 'services',
    href: '/soporte',
    items: [
      { labelKey: 'support', href: '/soporte' },
      { labelKey: 'academy', href: '/academia' },
      { labelKey: 'supportPermission', href: '/soportepermiso' },
    ],
  },
  {
    labelKey: 'company',
    href: '/sobre-nosotros',
    items: [
      { labelKey: 'about', href: '/sobre-nosotros' },
      { labelKey: 'work', href: '/trabaja-con-nosotros' },
      { labelKey: 'clients', href: '/clientes-satisfechos' },
    ],
  },
  { labelKey: 'news', href: '/blog', items: [] },
  { labelKey: 'contact', href: '/contacto', items: [] },
];
