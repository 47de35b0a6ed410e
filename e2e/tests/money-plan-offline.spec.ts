import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectTotals, fillPlan, moneyPlanTexts } from '../support/money-plan';
import { waitForServiceWorker } from '../support/offline';
import { touchPage, usePreferences } from '../support/preferences';

// It tests the service worker, which the other specs run without (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// The money plan offline (issue 34: "as offline-capable as the lessons"): opened once, the planner and its
// letter open again with no connection, and the plan still adds up as it is typed.
test.use({ viewport: { width: 375, height: 740 } });

const clear = 'Clear my plan';

/** Content-hashed scripts and styles this page loaded that the worker's asset cache does not hold yet. */
const scriptsNotKept = (page: Page) =>
  page.evaluate(async () => {
    const kept = await caches.open('reentry-assets');
    const loaded = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && /\.[0-9a-f]{8}\.(?:js|css)$/.test(url.pathname));
    const missing: string[] = [];
    for (const url of loaded) if (!(await kept.match(url.href))) missing.push(url.pathname);
    return missing;
  });

test('a visitor opens the money plan once; with no connection it opens again and adds up as they type', async ({ page, context }) => {
  const t = moneyPlanTexts.en;
  await usePreferences(page, { locale: 'en' });
  await page.goto('/money-plan/letter');
  await waitForServiceWorker(page);
  await page.goto('/money-plan');
  await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
  // Online, the reader touches the page, its code runs ("Clear my plan" is its own) and the worker keeps
  // every file it loaded.
  await touchPage(page);
  await expect(page.getByRole('button', { name: clear })).toBeVisible();
  await expect.poll(() => scriptsNotKept(page), { message: 'the files /money-plan loaded, kept by the worker' }).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
  // The page's code runs offline too, from the files the worker kept: its "Clear my plan" button is there.
  await touchPage(page);
  await expect(page.getByRole('button', { name: clear })).toBeVisible();
  await fillPlan(page, t);
  await expectTotals(page, t);
  await page.goto('/money-plan/letter');
  await expect(page.getByRole('region', { name: t.letter })).toBeVisible();
});
