import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { hydrated, usePreferences } from '../support/preferences';

const shellPages = ['/', '/login', '/signup', '/forgot-password', '/reset-password?token=t&email=a%40example.org', '/reset-password', '/no-such-page'];
const sizes = [
  { name: 'phone', viewport: { width: 375, height: 740 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

for (const locale of ['en', 'es']) {
  for (const theme of ['light', 'dark']) {
    for (const size of sizes) {
      test(`no axe violations on shell pages: ${locale}, ${theme} theme, ${size.name}`, async ({ page }) => {
        test.setTimeout(60_000);
        await page.setViewportSize(size.viewport);
        await usePreferences(page, { locale, theme });
        for (const path of shellPages) {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await hydrated(page);
          const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
          const found = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
          expect(found, `${path}`).toEqual([]);
        }
      });
    }
  }
}
