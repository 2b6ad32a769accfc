import { describe, expect, it } from 'vitest';
import { amountsPerMonth, formatEuros, formatIsoDate, invoiceTypeLabel, splitVat } from './format';

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
  it('sums amounts per month, oldest first', () => {
    expect(amountsPerMonth([{ fecha: '2026-02-01', importe: 1.1 }, { fecha: '2026-01-05', importe: 2 }, { fecha: '2026-02-20', importe: 2.2 }])).toEqual([
      { month: '2026-01', total: 2 },
      { month: '2026-02', total: 3.3 },
    ]);
  });
});
