import { expect, test } from '../support/test';
import { box, expectTotals, fillPlan, moneyPlanTexts as texts, total } from '../support/money-plan';
import { locales, registerLearner } from '../support/learning';
import { kioskLinkFor } from '../support/kiosk';
import { tagOf } from '../support/admin';
import { touchPage, usePreferences } from '../support/preferences';

// My first month's money plan (issue 34, section 2) at 375 px, in both languages.
const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;

test.use({ viewport: { width: 375, height: 740 } });

for (const locale of locales) {
  const t = texts[locale];

  test(`${locale}: without JavaScript the server adds up the plan, with JavaScript the same numbers add up as they are typed`, async ({ browser }) => {
    const off = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const plain = await off.newPage();
    await usePreferences(plain, { locale });
    await plain.goto('/money-plan');
    await expect(plain.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
    await fillPlan(plain, t);
    await plain.getByRole('button', { name: t.addUp, exact: true }).click();
    await expectTotals(plain, t);
    await expect(box(plain, t, 'week1', 'housing')).toHaveValue('150.25');
    await off.close();

    const on = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await on.newPage();
    await usePreferences(page, { locale });
    await page.goto('/money-plan');
    await touchPage(page);
    await fillPlan(page, t);
    await expectTotals(page, t);
    // Said once the typing pauses, politely.
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: t.totals.left })).toHaveCount(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // A visitor's plan stays on this device: it comes back once the page's code runs (the server cannot see it).
    await page.reload();
    await touchPage(page);
    await expect(total(page, 'left')).toHaveText(t.totals.left);
    await expect(box(page, t, 'week1', 'housing')).toHaveValue('150.25');
    await on.close();
  });

  test(`${locale}: a bad amount gets its message next to the box, with and without JavaScript, and the form is not sent`, async ({ browser, page }) => {
    const off = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const plain = await off.newPage();
    await usePreferences(plain, { locale });
    await plain.goto('/money-plan');
    await box(plain, t, 'week1', 'pay').fill('lots');
    await box(plain, t, 'week2', 'food').fill('100000.01');
    await box(plain, t, 'week1', 'releaseCard').fill('50');
    await plain.getByRole('button', { name: t.addUp, exact: true }).click();
    await expect(plain.getByText(t.fix)).toBeVisible();
    await expect(box(plain, t, 'week1', 'pay')).toHaveAccessibleDescription(t.invalid);
    await expect(box(plain, t, 'week2', 'food')).toHaveAccessibleDescription(t.range);
    await expect(box(plain, t, 'week1', 'pay')).toHaveValue('lots');
    await off.close();

    await usePreferences(page, { locale });
    await page.goto('/money-plan');
    await touchPage(page);
    await box(page, t, 'week1', 'pay').fill('12.345');
    await expect(box(page, t, 'week1', 'pay')).toHaveAccessibleDescription(t.invalid);
    await box(page, t, 'week1', 'releaseCard').fill('10');
    await expect(total(page, 'in')).toHaveText('$10.00');
    await page.getByRole('button', { name: t.addUp, exact: true }).click();
    await expect(box(page, t, 'week1', 'pay')).toBeFocused();
  });

  test(`${locale}: a signed-in learner’s plan is saved on the account and is there after a reload`, async ({ page }) => {
    await usePreferences(page, { locale });
    await registerLearner(page);
    await page.goto('/money-plan');
    await touchPage(page);
    await fillPlan(page, t);
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    await page.goto('/money-plan');
    await expect(box(page, t, 'week1', 'housing')).toHaveValue('150.25');
    await expect(box(page, t, 'week2', 'food')).toHaveValue('90');
    await expectTotals(page, t);
  });

  test(`${locale}: the plan prints on one page, as a table, without the boxes`, async ({ page }) => {
    await usePreferences(page, { locale });
    await page.goto('/money-plan');
    await touchPage(page);
    await fillPlan(page, t);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.money-plan-form')).toBeHidden();
    await expect(page.locator('.site-header')).toBeHidden();
    const table = page.getByRole('table', { name: locale === 'en' ? 'My plan, week by week' : 'Mi plan, semana por semana' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(t.housing) })).toContainText('$150.25');
    expect(pdfPages(await page.pdf({ format: 'Letter' }))).toBe(1);
  });

  test(`${locale}: the fines worksheet and the payment plan letter print on two pages, the letter on its own`, async ({ page }) => {
    await usePreferences(page, { locale });
    await page.goto('/money-plan/letter');
    const letter = page.getByRole('region', { name: t.letter });
    await letter.getByLabel(t.monthly).fill('$25');
    await page.emulateMedia({ media: 'print' });
    expect(await letter.evaluate((element) => getComputedStyle(element).breakBefore)).toBe('page');
    await expect(letter.getByLabel(t.monthly)).toHaveValue('$25');
    expect(pdfPages(await page.pdf({ format: 'Letter' }))).toBe(2);
  });
}

test('on a facility’s shared tablet a visitor’s plan is never kept on the device', async ({ page }) => {
  const t = texts.en;
  await usePreferences(page, { locale: 'en' });
  await page.goto(await kioskLinkFor(`Money Plan House ${tagOf('F')}`));
  await page.goto('/money-plan');
  await expect(page.getByText('This is a shared tablet, so your plan is not kept here.')).toBeVisible();
  await touchPage(page);
  await fillPlan(page, t);
  await expect(total(page, 'left')).toHaveText(t.totals.left);
  expect(await page.evaluate(() => localStorage.getItem('reentry.money-plan'))).toBeNull();
  await page.reload();
  await touchPage(page);
  await expect(box(page, t, 'week1', 'housing')).toHaveValue('');
  await expect(total(page, 'left')).toHaveText('$0.00');
});

test('on a phone the bar at the bottom keeps what is left in sight while typing, and no box reached by Tab is under it', async ({ page }) => {
  const t = texts.es;
  // The narrowest phone, in Spanish: the bar takes two lines there.
  await page.setViewportSize({ width: 320, height: 640 });
  await usePreferences(page, { locale: 'es' });
  await page.goto('/money-plan');
  await touchPage(page);
  const bar = page.locator('.money-plan-bar');
  await box(page, t, 'week1', 'releaseCard').fill('200');
  await box(page, t, 'week2', 'food').fill('260.24');
  await expect(bar).toBeInViewport();
  await expect(bar).toHaveText(/Le queda: -\$60\.24/);
  // Keyboard only, through every box of the month: each focused box is above the bar, never hidden by it.
  await box(page, t, 'week1', 'releaseCard').focus();
  for (let step = 0; step < 70; step += 1) {
    const hidden = await page.evaluate(() => {
      const bar = document.querySelector('.money-plan-bar')!;
      if (bar.contains(document.activeElement)) return null; // the bar's own link
      const focused = document.activeElement!.getBoundingClientRect();
      const covered = bar.getBoundingClientRect();
      return focused.bottom > covered.top && focused.top < covered.bottom ? document.activeElement!.getAttribute('name') ?? document.activeElement!.tagName : null;
    });
    expect(hidden, 'a focused control under the bar').toBeNull();
    await page.keyboard.press('Tab');
  }
  await bar.getByRole('link', { name: 'Ver los totales' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Su mes' })).toBeInViewport();
  // On a wide screen the totals sit beside the boxes: no bar.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(bar).toBeHidden();
});
