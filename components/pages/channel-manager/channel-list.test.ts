// Status colours of the integrated-services table: 'Activo' green, 'En Proceso' red.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import es from '@/messages/es.json';
import { ChannelList } from './channel-list';

describe('ChannelList', () => {
  it('shows Activo in green and En Proceso in red', () => {
    const html = renderToStaticMarkup(
      createElement(ChannelList, {
        defaultOpen: true,
        labels: es.ChannelList,
        services: [
          { id: 1, name: 'Uno', url: 'https://uno.test', activo: true },
          { id: 2, name: 'Dos', url: 'https://dos.test', activo: false },
        ],
      }),
    );
    expect(html).toMatch(/data-status="activo" class="[^"]*text-green-800[^"]*">Activo</);
    expect(html).toMatch(/data-status="en-proceso" class="[^"]*text-red-800[^"]*">En Proceso</);
    expect(html).toContain('Página 1 de 1 · 2 servicios');
  });

  it('counts one service in the singular', () => {
    const html = renderToStaticMarkup(
      createElement(ChannelList, {
        defaultOpen: true,
        labels: es.ChannelList,
        services: [{ id: 1, name: 'Uno', url: 'https://uno.test', activo: true }],
      }),
    );
    expect(html).toContain('Página 1 de 1 · 1 servicio<');
  });
});
