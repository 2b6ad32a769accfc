import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_HOME,
  loginPath,
  returnPathOf,
  safeReturnPath,
  safeStaffReturnPath,
  STAFF_HOME,
  staffLoginPath,
} from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/micuenta', '/micuenta'],
    ['/micuenta/soporte/1', '/micuenta/soporte/1'],
    ['/micuenta?pestana=productos', '/micuenta?pestana=productos'],
    ['/micuenta?hotel=2&pestana=facturas&anio=2025', '/micuenta?hotel=2&pestana=facturas&anio=2025'],
    ['/micuenta/?pestana=soporte', '/micuenta/?pestana=soporte'],
    ['/micuenta#seguridad', '/micuenta#seguridad'],
    ['/micuenta?q=a%2Fb', '/micuenta?q=a%2Fb'],
    // `//` in the query or the fragment names no other host: only a path that starts with it does.
    ['/micuenta?pestana=soporte&q=a//b', '/micuenta?pestana=soporte&q=a//b'],
    ['/micuenta?q=https://example.com/x', '/micuenta?q=https://example.com/x'],
    ['/micuenta/soporte/1#//respuesta', '/micuenta/soporte/1#//respuesta'],
    ['/micuenta#a?b//c', '/micuenta#a?b//c'],
    // Normalised as the browser would send it, still under /micuenta.
    ['/micuenta/soporte/../soporte/7', '/micuenta/soporte/7'],
    ['/micuenta/soporte/ñ', '/micuenta/soporte/%C3%B1'],
  ])('keeps %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    // Other sites.
    '//evil.com',
    '//evil.com/micuenta',
    '/\\evil.com',
    '\\\\evil.com',
    '/micuenta\\..\\..\\evil.com',
    'https://evil.com',
    'https://evil.com/micuenta',
    'http:/micuenta',
    '///evil.com/micuenta',
    '/micuenta//evil.com',
    '/micuenta/soporte//evil.com?q=1',
    // A `//` after the path does not excuse one in it (or a host before it).
    '//evil.com/micuenta?q=a//b',
    '//evil.com?/micuenta',
    '/micuenta//evil.com?q=a//b',
    '/micuenta//evil.com#//x',
    '/\\evil.com?q=a//b',
    '/micuenta/%2F%2Fevil.com?q=a//b',
    'https://evil.com/micuenta?q=a//b',
    '/micuenta@evil.com',
    '/micuenta:@evil.com',
    // Schemes.
    'javascript:alert(1)',
    'JavaScript:alert(1)//micuenta',
    'data:text/html,<script>alert(1)</script>',
    // Control characters that browsers drop or that split headers.
    '/\t/evil.com',
    '/micuenta\n/soporte',
    '/micuenta\r\nSet-Cookie: x=1',
    '/micuenta\u0000',
    '/micuenta\u0085',
    // Not under /micuenta.
    '/micuentaX',
    '/micuenta-falsa',
    '/micuenta.evil.com',
    '/gestion',
    '/login',
    '/',
    'micuenta',
    ' /micuenta',
    '/micuenta/../gestion',
    '/micuenta/./../gestion',
    // Encoded variants.
    '/micuenta/%2e%2e/gestion',
    '/micuenta/%2E%2E/%2E%2E/evil.com',
    '/micuenta/..%2fgestion',
    '/micuenta/%2F%2Fevil.com',
    '/micuenta/%5Cevil.com',
    '/micuenta/%0d%0aSet-Cookie:x',
    '/micuenta%2f..%2fgestion',
    '%2F%2Fevil.com',
    '/%2F/evil.com',
    '/%5Cevil.com',
    // Not a string, empty or absurdly long.
    '',
    undefined,
    null,
    ['/micuenta/soporte/1'],
    42,
    `/micuenta/${'a'.repeat(3000)}`,
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBe(ACCOUNT_HOME);
  });
});

describe('returnPathOf', () => {
  it("builds a page's own path and query", () => {
    expect(returnPathOf('/micuenta', { pestana: 'productos' })).toBe('/micuenta?pestana=productos');
    expect(returnPathOf('/micuenta', { hotel: '3', anio: ['2024', '2025'], q: undefined })).toBe(
      '/micuenta?hotel=3&anio=2024&anio=2025',
    );
    expect(returnPathOf('/micuenta/soporte/12')).toBe('/micuenta/soporte/12');
    expect(returnPathOf('/micuenta', {})).toBe('/micuenta');
  });

  it('encodes what the query carries, so it never escapes the path', () => {
    expect(returnPathOf('/micuenta', { q: '//evil.com' })).toBe('/micuenta?q=%2F%2Fevil.com');
    expect(returnPathOf('/micuenta', { q: 'a#b\\c' })).toBe('/micuenta?q=a%23b%5Cc');
  });

  it('still refuses a path outside /micuenta', () => {
    expect(returnPathOf('/gestion', { a: '1' })).toBe(ACCOUNT_HOME);
    expect(returnPathOf('//evil.com')).toBe(ACCOUNT_HOME);
  });
});

describe('loginPath', () => {
  it('is plain /login for /micuenta and for anything refused', () => {
    expect(loginPath('/micuenta')).toBe('/login');
    expect(loginPath('//evil.com')).toBe('/login');
  });

  it('carries the return path, readable and round-tripping through the query', () => {
    expect(loginPath('/micuenta/soporte/1')).toBe('/login?volver=/micuenta/soporte/1');
    const withQuery = loginPath('/micuenta?pestana=productos&hotel=2');
    expect(withQuery).toBe('/login?volver=/micuenta%3Fpestana%3Dproductos%26hotel%3D2');
    const read = new URL(withQuery, 'http://x').searchParams.get('volver');
    expect(safeReturnPath(read)).toBe('/micuenta?pestana=productos&hotel=2');
  });

  it('carries a query with `//` in a value (a search, a URL) instead of dropping it', () => {
    const carried = loginPath('/micuenta?pestana=soporte&q=a//b');
    expect(carried).toBe('/login?volver=/micuenta%3Fpestana%3Dsoporte%26q%3Da//b');
    const read = new URL(carried, 'http://x').searchParams.get('volver');
    expect(safeReturnPath(read)).toBe('/micuenta?pestana=soporte&q=a//b');
  });
});

describe('safeStaffReturnPath', () => {
  it('leads back to a page of the back office, with its query', () => {
    expect(safeStaffReturnPath('/gestion/soporte/12')).toBe('/gestion/soporte/12');
    expect(safeStaffReturnPath('/gestion/consultas?estado=nueva&pagina=2')).toBe(
      '/gestion/consultas?estado=nueva&pagina=2',
    );
    expect(safeStaffReturnPath('/gestion')).toBe(STAFF_HOME);
    expect(safeStaffReturnPath('/gestion/consultas?q=http://hotel.example//reservas')).toBe(
      '/gestion/consultas?q=http://hotel.example//reservas',
    );
  });

  it('never to another site, the customer area, or the sign-in pages themselves', () => {
    for (const hostile of [
      '//evil.com/gestion',
      '//evil.com/gestion?q=a//b',
      '/gestion//evil.com?q=a//b',
      '/\\evil.com',
      'https://evil.com/gestion',
      'javascript:alert(1)',
      '/gestionX',
      '/micuenta',
      '/gestion/../micuenta',
      '/gestion/%2e%2e/login',
      '/gestion/entrar',
      '/gestion/entrar?volver=/gestion/hoteles',
      '/gestion/invitacion?t=abc',
      '/gestion/invitacion/x',
      undefined,
      ['/gestion/hoteles'],
    ])
      expect(safeStaffReturnPath(hostile), String(hostile)).toBe(STAFF_HOME);
  });
});

describe('staffLoginPath', () => {
  it('is plain /gestion/entrar for the dashboard and anything refused, else carries the way back', () => {
    expect(staffLoginPath('/gestion')).toBe('/gestion/entrar');
    expect(staffLoginPath('//evil.com')).toBe('/gestion/entrar');
    expect(staffLoginPath('/gestion/soporte/12')).toBe('/gestion/entrar?volver=/gestion/soporte/12');
    const read = new URL(staffLoginPath('/gestion/consultas?q=a&pagina=2'), 'http://x').searchParams.get('volver');
    expect(safeStaffReturnPath(read)).toBe('/gestion/consultas?q=a&pagina=2');
    const withSlashes = staffLoginPath('/gestion/soporte?q=a//b');
    expect(withSlashes).toBe('/gestion/entrar?volver=/gestion/soporte%3Fq%3Da//b');
    expect(safeStaffReturnPath(new URL(withSlashes, 'http://x').searchParams.get('volver'))).toBe(
      '/gestion/soporte?q=a//b',
    );
  });
});
