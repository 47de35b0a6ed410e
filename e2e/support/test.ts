import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Playwright's test, with `page.goto` and `page.reload` that also wait until React has hydrated the
 * server's HTML (a button clicked before that does nothing yet). Pages without JavaScript return at once.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const waitForHydration = async () => {
      if (javaScriptEnabled !== false) await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
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
