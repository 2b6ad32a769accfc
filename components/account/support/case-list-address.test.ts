// The Soporte list's state filter in /micuenta's address: read (an unknown value is all), written
// beside the hotel and the tab, gone when all are asked for.
import { describe, expect, it } from 'vitest';
import { STATES } from '@/lib/support/fields';
import { caseStateOf, withCaseState } from './case-list-address';

const q = (text: string) => new URLSearchParams(text);

describe('the Soporte list filter in the address', () => {
  it('reads a known state, anything else as all', () => {
    expect(caseStateOf(q('hotel=1&pestana=soporte&estado_caso=cerrada'), STATES)).toBe('cerrada');
    expect(caseStateOf(q('hotel=1&pestana=soporte'), STATES)).toBe('');
    expect(caseStateOf(q('hotel=1&pestana=soporte&estado_caso=vencida'), STATES)).toBe('');
  });

  it('writes the state beside the hotel and the tab, and drops it for all', () => {
    expect(withCaseState(q('hotel=1&pestana=soporte'), 'en_curso')).toBe(
      '?hotel=1&pestana=soporte&estado_caso=en_curso',
    );
    expect(withCaseState(q('hotel=1&pestana=soporte&estado_caso=nueva'), 'cerrada')).toBe(
      '?hotel=1&pestana=soporte&estado_caso=cerrada',
    );
    expect(withCaseState(q('hotel=1&pestana=soporte&estado_caso=nueva'), '')).toBe('?hotel=1&pestana=soporte');
    expect(withCaseState(q('estado_caso=nueva'), '')).toBe('');
  });
});
