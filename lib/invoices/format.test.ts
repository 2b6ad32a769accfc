import { describe, expect, it } from 'vitest';
import { formatEuros, formatIsoDate, invoiceTypeLabel, invoiceTypeName, splitVat } from './format';

describe('invoice formatting', () => {
  it('formats amounts and dates the Spanish way', () => {
    expect(formatEuros(1234.56).replace(/\s/g, ' ')).toBe('1.234,56 €');
    expect(formatEuros(689.7).replace(/\s/g, ' ')).toBe('689,70 €');
    expect(formatIsoDate('2026-10-02')).toBe('2 de octubre de 2026');
    expect(['venta', 'servicio', 'soporte', 'otros', 'otros']).toEqual([0, 1, 2, 3, 9].map(invoiceTypeLabel));
  });
  it('splits VAT so that base + VAT is the total to the cent', () => {
    expect(splitVat(145200)).toEqual({ baseCents: 120000, vatCents: 25200 });
    for (const total of [1, 99, 68970, 21780, 123457]) {
      const { baseCents, vatCents } = splitVat(total);
      expect(baseCents + vatCents).toBe(total);
    }
  });
  it('names types with a capital for people', () => {
    expect([0, 1, 2, 3].map(invoiceTypeName)).toEqual(['Venta', 'Servicio', 'Soporte', 'Otros']);
  });
});
