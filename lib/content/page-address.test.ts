import { describe, expect, it } from 'vitest';
import { localePath } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { englishPath, hasEnglishVersion } from './page-address';
import { publicPages } from './pages';

describe('englishPath', () => {
  it('is the English twin of every page of the table', () => {
    for (const { path } of publicPages) expect(englishPath(path), path).toBe(localePath(path, 'en'));
    expect(englishPath('/index')).toBe('/en');
    expect(englishPath('/soluciones/othello')).toBe('/en/soluciones/othello');
  });

  it("follows a list's further pages", () => {
    expect(englishPath('/blog/pagina/2')).toBe('/en/blog/pagina/2');
    expect(englishPath('/novedades/pagina/12')).toBe('/en/novedades/pagina/12');
  });

  it.each([
    '/login',
    '/micuenta',
    '/micuenta/soporte/1',
    '/recuperar-contrasena',
    '/restablecer-contrasena',
    '/activar-cuenta',
    '/avisos/baja',
    '/gestion',
    '/no-existe',
    '/blog/pagina/0',
    '/login/pagina/2',
  ])('gives no English link for %s, which has no English version', (path) => {
    expect(hasEnglishVersion(path)).toBe(false);
    expect(englishPath(path)).toBeNull();
  });
});

describe('hreflang', () => {
  it('names the English version only where there is one', () => {
    expect(pageMetadata('/soluciones/othello').alternates?.languages).toEqual({
      es: '/soluciones/othello',
      en: '/en/soluciones/othello',
    });
    expect(pageMetadata('/login').alternates?.languages).toBeUndefined();
    expect(pageMetadata('/micuenta').alternates?.languages).toBeUndefined();
  });
});
