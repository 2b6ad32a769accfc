import { describe, expect, it } from 'vitest';
import { appRoutes, dynamicSegments, paramsOf, sampleAddresses, samplePath, SAMPLE_SEGMENTS } from './app-routes';

describe('the app routes read from the file tree', () => {
  it('every route and page file has a sample address (SAMPLE_SEGMENTS fills each dynamic segment)', () => {
    const unfilled = appRoutes().flatMap((r) =>
      dynamicSegments(r.pattern)
        .filter((s) => !Object.hasOwn(SAMPLE_SEGMENTS, s))
        .map((s) => `${r.file}: [${s}]`),
    );
    expect(unfilled).toEqual([]);
    for (const r of appRoutes()) expect(samplePath(r.pattern), r.file).not.toMatch(/[[\]()]/);
  });

  it('addresses drop route groups and fill dynamic segments', () => {
    const routes = sampleAddresses('/', 'route');
    expect(routes).toEqual(
      expect.arrayContaining([
        '/api/Data/GetNoticias',
        '/api/gestion/hoteles/1/contactos',
        '/blog/imagen/1/a.png',
        '/micuenta/facturas.csv',
        '/api/no-existe',
      ]),
    );
    const pages = sampleAddresses('/', 'page');
    expect(pages).toEqual(
      expect.arrayContaining([
        '/gestion',
        '/gestion/noticias/1/vista-previa',
        '/en',
        '/index',
        '/blog/no-existe',
        '/no-existe',
      ]),
    );
    expect(sampleAddresses('/api/Data')).toEqual(expect.arrayContaining(['/api/Data/VerificarSegundoFactor']));
    expect(sampleAddresses('/api/Data').every((a) => a.startsWith('/api/Data/'))).toBe(true);
  });

  it('a segment the table has no value for fails, naming it', () => {
    expect(() => samplePath('/api/gestion/casos/[caseId]')).toThrow(/\[caseId\]/);
  });

  it("the params a handler gets are its path's dynamic segments, a static segment winning as in Next", () => {
    expect(paramsOf('/api/gestion/hoteles/5/contactos')).toEqual({ id: '5' });
    expect(paramsOf('/api/gestion/facturas/importar/abc_9')).toEqual({ id: 'abc_9' });
    expect(paramsOf('/api/gestion/facturas/hotel/facturas.csv')).toEqual({});
    expect(paramsOf('/api/Data/GetNoticias')).toEqual({});
  });
});
