// The tabs as the static HTML has them, before any script runs: the W3C checker requires every
// tab to name its panel (aria-controls) and every panel to exist with role=tabpanel.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { integrationTabIds } from '@/lib/content/integrations';
import { IntegrationTabs } from './integration-tabs';

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
});
