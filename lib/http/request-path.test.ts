import { describe, expect, it } from 'vitest';
import { requestPath } from './request-path';

describe('requestPath', () => {
  it('is the path and the query as asked for, without the router’s marker', () => {
    expect(requestPath(new URL('http://x/gestion/consultas?estado=nueva&_rsc=abc'))).toBe(
      '/gestion/consultas?estado=nueva',
    );
    expect(requestPath(new URL('http://x/gestion/hoteles?_rsc=1'))).toBe('/gestion/hoteles');
    expect(requestPath(new URL('http://x/gestion'))).toBe('/gestion');
  });
});
