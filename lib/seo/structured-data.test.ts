import { describe, expect, it } from 'vitest';
import { solution } from '@/lib/content/solutions';
import { breadcrumbLd, organizationLd, softwareApplicationLd } from './structured-data';

describe('structured data', () => {
  it('builds a breadcrumb trail with absolute URLs', () => {
    const ld = breadcrumbLd('/soluciones/othello', 'https://example.test') as {
      itemListElement: { position: number; item: string }[];
    };
    expect(ld.itemListElement.map((i) => i.item)).toEqual([
      'https://example.test/index',
      'https://example.test/index#soluciones',
      'https://example.test/soluciones/othello',
    ]);
    expect(ld.itemListElement.map((i) => i.position)).toEqual([1, 2, 3]);
  });
  it('lists the "desde" prices as offers of a product', () => {
    const ld = softwareApplicationLd(solution('/soluciones/othello'), 'https://example.test') as {
      offers: { price: number; priceCurrency: string }[];
    };
    expect(ld.offers.map((o) => o.price)).toEqual([1200, 300, 300, 300]);
    expect(ld.offers.every((o) => o.priceCurrency === 'EUR')).toBe(true);
  });
  it('omits offers for products quoted per budget', () => {
    expect(softwareApplicationLd(solution('/soluciones/channel-manager'))).not.toHaveProperty('offers');
  });
  it('describes the organisation', () => {
    expect(organizationLd('https://example.test')).toMatchObject({
      '@type': 'Organization',
      url: 'https://example.test/index',
    });
  });
});
