// The content modules hold what the pages promise: 121 services, the seven tab sizes,
// six reference hotels and four success cases, the "desde" licence prices.
import { describe, expect, it } from 'vitest';
import es from '@/messages/es.json';
import { channelServices } from './channel-services';
import { referenceHotels, successCases } from './customers';
import { channelManagerPartners, integrationTabs, tabFromInfo } from './integrations';
import { mobileApps } from './mobile-apps';
import { pageText, publicPages } from './pages';
import { formatEuros, prices } from './prices';
import { kitDigitalBlocks, solutions } from './solutions';

describe('channel services', () => {
  it('lists 121 active services with unique ids and names, numbered 1..121', () => {
    expect(channelServices).toHaveLength(121);
    expect(channelServices.map((s) => s.id)).toEqual(Array.from({ length: 121 }, (_, i) => i + 1));
    expect(new Set(channelServices.map((s) => s.name.toLowerCase())).size).toBe(121);
    expect(channelServices.every((s) => s.activo && /^https:\/\//.test(s.url))).toBe(true);
  });
});

describe('integration tabs', () => {
  it('has the seven tabs with 8/14/12/9/3/7/6 partners', () => {
    expect(integrationTabs.map((t) => [t.id, t.partners.length])).toEqual([
      ['channel', 8],
      ['marketing', 14],
      ['contabilidad', 12],
      ['domotica', 9],
      ['cashbox', 3],
      ['pasarelas', 7],
      ['otros', 6],
    ]);
  });
  it('has at least one partner without an address and https addresses otherwise', () => {
    const all = integrationTabs.flatMap((t) => t.partners);
    expect(all.some((p) => p.url === '')).toBe(true);
    expect(all.filter((p) => p.url !== '').every((p) => p.url.startsWith('https://'))).toBe(true);
  });
  it('has a label, a heading and an intro message for every tab', () => {
    for (const t of integrationTabs) {
      expect(es.Integrations).toHaveProperty(`${t.id}Label`);
      expect(es.Integrations).toHaveProperty(`${t.id}Heading`);
      expect(es.Integrations).toHaveProperty(`${t.id}Intro`);
    }
  });
  it('maps ?info= to a tab, defaulting to channel', () => {
    expect(tabFromInfo('pasarelas')).toBe('pasarelas');
    expect(tabFromInfo('OTROS')).toBe('otros');
    expect(tabFromInfo(null)).toBe('channel');
    expect(tabFromInfo('nada')).toBe('channel');
  });
  it('shows six partner logos on the channel-manager page', () => {
    expect(channelManagerPartners).toHaveLength(6);
  });
});

describe('customers', () => {
  it('has six reference hotels and four success cases pointing at them', () => {
    expect(referenceHotels).toHaveLength(6);
    expect(successCases).toHaveLength(4);
    const ids = new Set(referenceHotels.map((h) => h.id));
    expect(successCases.every((c) => ids.has(c.caseId))).toBe(true);
  });
});

describe('prices', () => {
  it('holds every "desde" licence price', () => {
    expect(Object.fromEntries(Object.values(prices).map((p) => [p.id, p.from]))).toEqual({
      bookingEngine: 600,
      crmApi: 300,
      documentManagement: 300,
      eInvoicing: 300,
      frontDesk: 1200,
      pointOfSale: 600,
      events: 600,
      interfaces: 300,
      mobileApps: 300,
      fastCheckin: 300,
      guestSignature: 300,
      webFoodAndBeverage: 600,
    });
  });
  it('formats euros the Spanish way', () => {
    expect(formatEuros(1200)).toBe('1.200 €');
    expect(formatEuros(300)).toBe('300 €');
  });
});

describe('solutions', () => {
  it('has content for every /soluciones route and page texts for each', () => {
    const routes = publicPages
      .filter((r) => r.kind === 'solution')
      .map((r) => r.path)
      .sort();
    expect(solutions.map((s) => s.path).sort()).toEqual(routes);
    for (const s of solutions) expect(() => pageText(s.path)).not.toThrow();
  });
  it('quotes in page descriptions only the prices of prices.ts', () => {
    for (const s of solutions) {
      const quoted = [...pageText(s.path).description.matchAll(/(\d[\d.]*) €/g)].map((m) => `${m[1]} €`);
      const allowed = s.priceIds.map((id) => formatEuros(prices[id].from));
      for (const q of quoted) expect(allowed, s.path).toContain(q);
    }
  });
  it('has the four Kit Digital blocks and about ten mobile apps', () => {
    expect(kitDigitalBlocks.map((b) => b.title)).toEqual([
      'Comercio electrónico',
      'Factura electrónica',
      'Gestión de procesos',
      'Gestión de clientes',
    ]);
    expect(mobileApps.length).toBeGreaterThanOrEqual(9);
    expect(mobileApps.length).toBeLessThanOrEqual(12);
  });
});
