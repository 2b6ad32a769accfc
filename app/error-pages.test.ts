// The two error pages Next.js shows instead of a failed render: Spanish, in the site's words, a
// way back, and the server's error reference without its message.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import PageError from './error';
import GlobalError from './global-error';

const failure = Object.assign(new Error('SQLITE_ERROR: no such table HotelContact'), { digest: '2874013921' });
const retry = () => undefined;

/** Renders with the lazily loaded card resolved, as the browser shows it. */
async function render(element: ReturnType<typeof createElement>): Promise<string> {
  const { prelude } = await prerender(element);
  // Without React's text separators, as the page reads.
  return (await new Response(prelude).text()).replaceAll('<!-- -->', '');
}

describe('error pages', () => {
  it('app/error.tsx: a Spanish page with retry, home and contact, the reference but not the message', async () => {
    const html = await render(createElement(PageError, { error: failure, retry }));
    expect(html).toContain(
      '<h1 class="mt-3 text-2xl font-bold text-navy-900">No hemos podido mostrar esta página</h1>',
    );
    expect(html).toContain('>Reintentar</button>');
    expect(html).toContain('href="/index"');
    expect(html).toContain('href="/contacto"');
    expect(html).toContain('Referencia del error: 2874013921');
    expect(html).not.toContain('SQLITE');
  });

  it('app/global-error.tsx: a whole Spanish document', () => {
    const html = renderToStaticMarkup(createElement(GlobalError, { error: failure, retry }));
    expect(html).toMatch(
      /^<html lang="es"><head><title>Error \| Mille Software Hotelero<\/title><\/head><body class="[^"]+">/,
    );
    expect(html).toContain('El sitio no está disponible ahora mismo');
    expect(html).toContain('>Reintentar</button>');
    expect(html).toContain('href="/index"');
    expect(html).toContain('Referencia del error: 2874013921');
    expect(html).not.toContain('SQLITE');
  });

  it('leave the reference out for an error thrown in the browser, which has none', async () => {
    expect(await render(createElement(PageError, { error: 'not an Error', retry }))).toContain(
      'No hemos podido mostrar esta página',
    );
    expect(await render(createElement(PageError, { error: 'not an Error', retry }))).not.toContain('Referencia');
    expect(renderToStaticMarkup(createElement(GlobalError, { error: new Error('x'), retry }))).not.toContain(
      'Referencia',
    );
  });
});
