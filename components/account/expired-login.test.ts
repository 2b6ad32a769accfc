// An ended session sends the user to /login with the expiry message and the page to come back to.
import { describe, expect, it } from 'vitest';
import { expiredLoginUrl } from './api';

describe('expiredLoginUrl', () => {
  it('carries the page of the customer area the user was on', () => {
    expect(expiredLoginUrl('/micuenta/soporte/12')).toBe('/login?volver=/micuenta/soporte/12&expired=1');
    expect(expiredLoginUrl('/micuenta?pestana=facturas&anio=2025')).toBe(
      '/login?volver=/micuenta%3Fpestana%3Dfacturas%26anio%3D2025&expired=1',
    );
    // A search with `//` in it (an address) is still the page to come back to.
    expect(expiredLoginUrl('/micuenta?pestana=soporte&q=a//b')).toBe(
      '/login?volver=/micuenta%3Fpestana%3Dsoporte%26q%3Da//b&expired=1',
    );
  });

  it('says only that the session ended on /micuenta itself or outside the customer area', () => {
    expect(expiredLoginUrl('/micuenta')).toBe('/login?expired=1');
    expect(expiredLoginUrl('//evil.example/micuenta')).toBe('/login?expired=1');
  });
});
