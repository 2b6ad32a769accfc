// axe-core on every public page, listed or not (lib/content/pages.ts): no serious or critical violation (WCAG 2.1 A/AA).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { publicPages, unlistedPages } from '@/lib/content/pages';

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
}

for (const path of [...publicPages.map((p) => p.path), ...unlistedPages]) {
  test(`a11y ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('a11y of the open channel list and another integration tab', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'CookieConsent', value: 'true', url: baseURL! }]);
  await page.goto('/soluciones/channel-manager');
  await page.getByRole('button', { name: 'Ver los servicios integrados' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/soluciones/integraciones-terceros?info=otros');
  await expect(page.getByRole('tab', { name: 'Otros' })).toHaveAttribute('aria-selected', 'true');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a11y at 360 px of the home page', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/index');
  expect(await seriousViolations(page)).toEqual([]);
});
