// The tabs as the static HTML has them, before any script runs: the W3C checker requires every
// tab to name its panel (aria-controls) and every panel to exist with role=tabpanel.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { integrationTabIds } from '@/lib/content/integrations';
import { IntegrationTabs, tabAfterKey } from './integration-tabs';

describe('IntegrationTabs in the static HTML', () => {
  it('links every tab to its tabpanel and back', () => {
    const tabs = integrationTabIds.map((id) => ({ id, label: id, panel: createElement('p', null, id) }));
    const html = renderToStaticMarkup(createElement(IntegrationTabs, { tabs, listLabel: 'Categorías' }));
    for (const id of integrationTabIds) {
      const tab = new RegExp(`<button[^>]*id="tab-${id}"[^>]*>`).exec(html)?.[0] ?? '';
      expect(tab, id).toContain('role="tab"');
      expect(tab, id).toContain(`aria-controls="panel-${id}"`);
      const panel = new RegExp(`<div[^>]*id="panel-${id}"[^>]*>`).exec(html)?.[0] ?? '';
      expect(panel, id).toContain('role="tabpanel"');
      expect(panel, id).toContain(`aria-labelledby="tab-${id}"`);
    }
  });

  it('opens on the first tab: one tab stop, the other panels hidden', () => {
    const tabs = integrationTabIds.map((id) => ({ id, label: id, panel: createElement('p', null, id) }));
    const html = renderToStaticMarkup(createElement(IntegrationTabs, { tabs, listLabel: 'Categorías' }));
    integrationTabIds.forEach((id, i) => {
      const tab = new RegExp(`<button[^>]*id="tab-${id}"[^>]*>`).exec(html)?.[0] ?? '';
      expect(tab, id).toContain(`aria-selected="${i === 0}"`);
      expect(tab, id).toContain(`tabindex="${i === 0 ? 0 : -1}"`);
      const panel = new RegExp(`<div[^>]*id="panel-${id}"[^>]*>`).exec(html)?.[0] ?? '';
      expect(panel.includes('hidden'), id).toBe(i !== 0);
    });
  });
});

describe('the tabs keyboard', () => {
  it('moves with the arrows (wrapping), Home and End; other keys do nothing', () => {
    expect(tabAfterKey('ArrowRight', 0, 7)).toBe(1);
    expect(tabAfterKey('ArrowRight', 6, 7)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 0, 7)).toBe(6);
    expect(tabAfterKey('ArrowLeft', 3, 7)).toBe(2);
    expect(tabAfterKey('Home', 4, 7)).toBe(0);
    expect(tabAfterKey('End', 1, 7)).toBe(6);
    expect(tabAfterKey('Enter', 1, 7)).toBeNull();
    expect(tabAfterKey('a', 1, 7)).toBeNull();
  });
});
