import { expect, test } from '../support/test';
import { usePreferences } from '../support/preferences';
import { consoleProblems } from '../support/console-problems';

const LOCK_ICON = /<svg viewBox="0 0 24 24" aria-hidden="true"/g;

test.describe('Save-Data: on (a phone’s data saver)', () => {
  test('gets pages without decorative images; the page cache keeps the two kinds apart', async ({ request }) => {
    for (const path of ['/', '/modules']) {
      // Asked for light first, so a shared cache entry would show here.
      const light = await request.get(path, { headers: { 'Save-Data': 'on' } });
      const full = await request.get(path);
      expect(light.status(), path).toBe(200);
      expect(light.headers().vary, path).toMatch(/\bSave-Data\b/);
      expect(full.headers().vary, path).toMatch(/\bSave-Data\b/);
      const [lightHtml, fullHtml] = [await light.text(), await full.text()];
      expect(lightHtml.match(LOCK_ICON), path).toBeNull();
      expect(fullHtml.match(LOCK_ICON)?.length, path).toBe(4);
      // Same words either way: only decoration is left out.
      for (const words of ['Complete Module 1 to Unlock', 'Complete Module 4 to Unlock']) {
        expect(lightHtml, path).toContain(words);
        expect(fullHtml, path).toContain(words);
      }
    }
  });

  for (const locale of ['en', 'es'] as const) {
    test(`hydrates the light page with no error and no icon coming back: ${locale}`, async ({ page }) => {
      const problems = consoleProblems(page);
      await usePreferences(page, { locale });
      await page.setExtraHTTPHeaders({ 'Save-Data': 'on' });
      await page.goto('/modules');
      await expect(page.locator('main svg')).toHaveCount(0);
      await page.getByRole('link', { name: locale === 'en' ? 'Back to Home' : 'Volver al inicio' }).first().click();
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.locator('main svg')).toHaveCount(0);
      expect(problems).toEqual([]);
    });
  }
});
