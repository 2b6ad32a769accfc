import { describe, expect, it } from 'vitest';
import { demoHotels } from '@/lib/account/demo-seed';
import { normalizeTaxId, taxIdKind, taxIdProblem } from './tax-id';

describe('Spanish tax ids', () => {
  it('accepts valid ids of each kind, as typed', () => {
    // CIF with a control digit (A, B: companies), a control letter (P, Q, S, N, W: public bodies,
    // foreign entities) and either (G: associations); DNI, DNI K; NIE X, Y and Z.
    const valid: [string, string][] = [
      ['A58818501', 'CIF'],
      ['B12345674', 'CIF'],
      ['b-46512877', 'CIF'],
      ['ES B46512877', 'CIF'],
      ['Q2826000H', 'CIF'],
      ['P0800000B', 'CIF'],
      ['N0032484H', 'CIF'],
      ['W0184081H', 'CIF'],
      ['G28029643', 'CIF'],
      ['12345678Z', 'DNI'],
      ['00000000T', 'DNI'],
      ['K0867756N', 'DNI'],
      ['X1234567L', 'NIE'],
      ['Y1234567X', 'NIE'],
      ['z 1234567 r', 'NIE'],
    ];
    for (const [raw, kind] of valid) {
      expect(taxIdProblem(raw), raw).toBeNull();
      expect(taxIdKind(normalizeTaxId(raw)), raw).toBe(kind);
    }
  });

  it('refuses a wrong check digit or letter of each kind, and malformed ids', () => {
    for (const raw of [
      'A58818502',
      'B12345670',
      'Q2826000J',
      'P08000002',
      '12345678A',
      'K0867756A',
      'X1234567A',
      'Y1234567L',
    ]) {
      expect(taxIdProblem(raw), raw).toMatch(/no es válido/);
    }
    expect(taxIdProblem('')).toBe('Escribe el NIF/CIF.');
    for (const raw of ['B1234567', 'B123456789', 'I12345674', 'B1234567Ñ'])
      expect(taxIdProblem(raw), raw).not.toBeNull();
  });

  it('holds the demo hotels to the same rule staff are held to when they edit them', () => {
    for (const h of Object.values(demoHotels)) expect(taxIdProblem(h.taxId), h.name).toBeNull();
  });
});
