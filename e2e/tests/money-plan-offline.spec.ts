import { expect, test } from '../support/test';
import { expectTotals, fillPlan, moneyPlanTexts } from '../support/money-plan';
import { waitForServiceWorker } from '../support/offline';
import { touchPage, usePreferences } from '../support/preferences';

// The money plan offline (issue 34: "as offline-capable as the lessons"): opened once, the planner and its
// letter open again with no connection, and the plan still adds up as it is typed.
test.use({ viewport: { width: 375, height: 740 } });

test('a visitor opens the money plan once; with no connection it opens again and adds up as they type', async ({ page, context }) => {
  const t = moneyPlanTexts.en;
  await usePreferences(page, { locale: 'en' });
  await page.goto('/money-plan/letter');
  await waitForServiceWorker(page);
  await page.goto('/money-plan');
  await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
  // The page's code runs offline too, from the files the worker kept (a learner's first tap starts it).
  await touchPage(page);
  await fillPlan(page, t);
  await expectTotals(page, t);
  await page.goto('/money-plan/letter');
  await expect(page.getByRole('region', { name: t.letter })).toBeVisible();
});
