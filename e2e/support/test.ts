import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Playwright's test, with `page.goto` and `page.reload` that also wait until React has hydrated the
 * server's HTML (a button clicked before that does nothing yet), and, on a page that starts its code at
 * once (a staff page: `runAtLoad` in the page's state), until that code runs: nothing holds a press made
 * before it (issue 42). Pages without JavaScript, and files that are not pages, return at once.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const waitForHydration = async () => {
      if (javaScriptEnabled === false) return;
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      const startsAtOnce = await page.evaluate(() => {
        const state = document.getElementById('page-state')?.textContent;
        return Boolean(state && (JSON.parse(state) as { page?: { runAtLoad?: unknown } }).page?.runAtLoad);
      });
      if (startsAtOnce) await page.locator('html:not([data-dormant])').waitFor({ state: 'attached' });
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      // Not a page of the site (a file such as the web manifest): nothing to hydrate.
      if (response && !response.headers()['content-type']?.startsWith('text/html')) return response;
      await waitForHydration();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForHydration();
      return response;
    };
    await use(page);
  },
});
