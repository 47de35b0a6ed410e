import type { Page } from '@playwright/test';
import { MONEY_IN_LINES, MONEY_OUT_LINES, MONEY_PLAN_PERIODS } from '@reentry/contracts/money-plan-rules';
import { expect, test } from '../support/test';
import { codeHasCome, holdEveryScript, scriptsLate } from '../support/late-scripts';
import { box, expectTotals, fillPlan, moneyPlanTexts as texts, total } from '../support/money-plan';
import { locales } from '../support/learning';
import { touchPage, usePreferences } from '../support/preferences';

// Issue 42: the money plan works as plain HTML first. Its 60 boxes are the form's own fields: typed before
// the code came, while it comes, or after, every number counts; without script the server adds them up.

test.use({ viewport: { width: 375, height: 740 } });

/** All 60 boxes: $100 in each of the 20 boxes of money coming in; 1.01, 2.02 ... 40.40 in the 40 going out. */
const everyBox = [
  ...MONEY_PLAN_PERIODS.flatMap((period) => MONEY_IN_LINES.map((line) => ({ name: `${period}.${line}`, value: '100' }))),
  ...MONEY_PLAN_PERIODS.flatMap((period) => MONEY_OUT_LINES.map((line) => `${period}.${line}`)).map((name, index) => ({ name, value: ((index + 1) * 1.01).toFixed(2) })),
];
// Worked out here, not by the site's code: 20 x $100 in; 1.01 x (1 + 2 + ... + 40) = $828.20 out.
const exact = { in: '$2,000.00', out: '$828.20', left: '$1,171.80' };

/** Opens the planner with every script 3 s late, and waits only for the server's last box. */
async function openWithLateScripts(page: Page) {
  await usePreferences(page, { locale: 'en' });
  await scriptsLate(page, 3_000);
  await page.goto('/money-plan', { waitUntil: 'commit' });
  await page.locator(`input[name="${everyBox.at(-1)!.name}"]`).waitFor({ state: 'attached' });
}

async function expectExactTotals(page: Page) {
  await expect(total(page, 'in')).toHaveText(exact.in, { timeout: 20_000 });
  await expect(total(page, 'out')).toHaveText(exact.out);
  await expect(total(page, 'left')).toHaveText(exact.left);
}

test('every script held: the 60 boxes typed at once as the page loads, then Add it up before any code, give the exact totals', async ({ context }) => {
  test.setTimeout(60_000);
  const page = await context.newPage();
  await usePreferences(page, { locale: 'en' });
  // Held until after the press (3 s late is not always late enough on a loaded machine: 60 boxes can take longer).
  const scripts = await holdEveryScript(page);
  await page.goto('/money-plan', { waitUntil: 'commit' });
  await page.locator(`input[name="${everyBox.at(-1)!.name}"]`).waitFor({ state: 'attached' });
  for (const { name, value } of everyBox) await page.locator(`input[name="${name}"]`).fill(value);
  expect(await codeHasCome(page), 'Add it up pressed before the code came').toBe(false);
  await page.getByRole('button', { name: texts.en.addUp, exact: true }).click();
  // The server's answer, with no code at all.
  await expectExactTotals(page);
  for (const { name, value } of everyBox) await expect(page.locator(`input[name="${name}"]`)).toHaveValue(value);
  // Then the code comes, and the page it hydrates keeps every number.
  scripts.release();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await touchPage(page);
  await expectExactTotals(page);
});

test('every script 3 s late: typing the 60 boxes key by key while the code comes, the totals it shows are exact', async ({ context }) => {
  // 240 keys one at a time: about 10 s, three times that on a loaded machine.
  test.setTimeout(60_000);
  const page = await context.newPage();
  await openWithLateScripts(page);
  let cameAt = -1;
  for (const [index, { name, value }] of everyBox.entries()) {
    await page.locator(`input[name="${name}"]`).pressSequentially(value, { delay: 15 });
    if (cameAt < 0 && (await codeHasCome(page))) cameAt = index;
  }
  // No press: the page's own code adds up what the boxes hold once it runs.
  await expectExactTotals(page);
  for (const { name, value } of everyBox) await expect(page.locator(`input[name="${name}"]`)).toHaveValue(value);
  test.info().annotations.push({ type: 'box being typed when the code came', description: String(cameAt) });
});

test.describe('JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of locales) {
    const t = texts[locale];
    test(`${locale}: the server adds up the plan, keeps what was typed, and names a bad amount next to its box`, async ({ page }) => {
      await usePreferences(page, { locale });
      await page.goto('/money-plan');
      await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
      await fillPlan(page, t);
      await page.getByRole('button', { name: t.addUp, exact: true }).click();
      await expectTotals(page, t);
      await expect(box(page, t, 'week1', 'housing')).toHaveValue('150.25');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      await box(page, t, 'week1', 'pay').fill('lots');
      await page.getByRole('button', { name: t.addUp, exact: true }).click();
      await expect(page.getByText(t.fix)).toBeVisible();
      await expect(box(page, t, 'week1', 'pay')).toHaveAccessibleDescription(t.invalid);
      await expect(box(page, t, 'week1', 'pay')).toHaveValue('lots');
      await expect(box(page, t, 'week1', 'housing')).toHaveValue('150.25');
    });
  }
});
