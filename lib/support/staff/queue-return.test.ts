import { describe, expect, it } from 'vitest';
import { casePath, queueBackPath, queuePath } from './queue-return';

describe('the way back from a case to the queue', () => {
  it('carries the queue’s filters in the case’s link and leads back to them', () => {
    const list = new URLSearchParams('estado=todos&prioridad=alta');
    const link = casePath(7, list);
    expect(link).toBe('/gestion/soporte/7?lista=estado%3Dtodos%26prioridad%3Dalta');
    const lista = new URL(link, 'http://x').searchParams.get('lista') ?? undefined;
    expect(queueBackPath(lista)).toBe('/gestion/soporte?estado=todos&prioridad=alta');
  });

  it('keeps the position and a search with its spaces and symbols', () => {
    const list = new URLSearchParams({ q: 'wifi & tv', pos: 'abc', pagina: '2' });
    const lista = new URL(casePath(3, list), 'http://x').searchParams.get('lista') ?? undefined;
    expect(queueBackPath(lista)).toBe('/gestion/soporte?q=wifi+%26+tv&pos=abc&pagina=2');
  });

  it('drops the empty parameters a filter form sends', () => {
    expect(casePath(7, new URLSearchParams('q=&estado=todos&prioridad=&hotel='))).toBe(
      '/gestion/soporte/7?lista=estado%3Dtodos',
    );
    expect(queuePath('q=&prioridad=&hotel=')).toBe('/gestion/soporte');
  });

  it('links a case plainly from the unfiltered queue', () => {
    expect(casePath(7)).toBe('/gestion/soporte/7');
    expect(casePath(7, new URLSearchParams())).toBe('/gestion/soporte/7');
  });

  it('always leads to the queue itself, whatever the address carries', () => {
    expect(queueBackPath(undefined)).toBe('/gestion/soporte');
    expect(queueBackPath(['estado=todos', 'x=1'])).toBe('/gestion/soporte');
    expect(queueBackPath('//evil.example/x')).toBe('/gestion/soporte');
    expect(queueBackPath('https://evil.example')).toBe('/gestion/soporte');
    expect(queueBackPath('/gestion/usuarios?x=1')).toBe('/gestion/soporte?%2Fgestion%2Fusuarios%3Fx=1');
    expect(queueBackPath('estado=todos\nx')).toBe('/gestion/soporte');
    expect(queueBackPath(`q=${'a'.repeat(2000)}`)).toBe('/gestion/soporte');
    expect(queueBackPath('lista=estado%3Dtodos&estado=abiertos')).toBe('/gestion/soporte?estado=abiertos');
  });
});
