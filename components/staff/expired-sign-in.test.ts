// A staff session that ended while a page was open: the sign-in says so and leads back to the page.
import { describe, expect, it } from 'vitest';
import { expiredSignInUrl } from './post';

describe('expiredSignInUrl', () => {
  it('carries the page of the back office the member was on', () => {
    expect(expiredSignInUrl('/gestion/soporte/12')).toBe('/gestion/entrar?volver=/gestion/soporte/12&caducada=1');
    expect(expiredSignInUrl('/gestion/consultas?estado=nueva')).toBe(
      '/gestion/entrar?volver=/gestion/consultas%3Festado%3Dnueva&caducada=1',
    );
    expect(expiredSignInUrl('/gestion/soporte?q=https://hotel.example/x')).toBe(
      '/gestion/entrar?volver=/gestion/soporte%3Fq%3Dhttps%3A//hotel.example/x&caducada=1',
    );
  });

  it('only says the session ended on the dashboard or for a page that is not one to go back to', () => {
    expect(expiredSignInUrl('/gestion')).toBe('/gestion/entrar?caducada=1');
    expect(expiredSignInUrl('/gestion/entrar')).toBe('/gestion/entrar?caducada=1');
  });
});
