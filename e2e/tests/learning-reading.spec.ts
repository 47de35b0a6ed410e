import { expect, test } from '../support/test';
import { expectNoAxeViolations, learningTexts, locales, sizes } from '../support/learning';
import { pageRunning, usePreferences } from '../support/preferences';

for (const locale of locales) {
  const t = learningTexts[locale];
  for (const size of sizes) {
    test.describe(`a visitor, ${locale}, ${size.name}`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize(size.viewport);
        await usePreferences(page, { locale });
      });

      test('reads modules 1 and 6, finds 2 to 5 locked and the quiz tab disabled, with no axe violations', async ({ page }) => {
        test.setTimeout(60_000);
        await page.goto('/modules');
        await expect(page.getByRole('heading', { level: 1, name: t.modulesHeading })).toBeVisible();
        for (const n of [1, 2, 3, 4]) await expect(page.getByText(t.locked(n), { exact: true })).toBeVisible();
        await expect(page.getByRole('link', { name: t.startModule })).toHaveCount(2);
        await expectNoAxeViolations(page, '/modules');

        await page.getByRole('link', { name: t.startModule }).first().click();
        await expect(page).toHaveURL(/\/modules\/1$/);
        await expect(page.getByRole('heading', { level: 1, name: t.moduleTitles[1] })).toBeVisible();
        await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 }).nth(1)).toBeVisible();
        const quizTab = page.getByRole('tab', { name: t.quizTabLocked });
        await expect(quizTab).toBeDisabled();
        await expect(page.getByRole('link', { name: t.logInToQuiz })).toHaveAttribute('href', '/login?returnTo=/modules/1');
        await expectNoAxeViolations(page, '/modules/1');

        await page.goto('/modules/6');
        await expect(page.getByRole('heading', { level: 1, name: t.moduleTitles[6] })).toBeVisible();
        await expect(page.getByRole('tab', { name: t.contentTab })).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tab', { name: t.quizTabLocked })).toBeDisabled();

        for (const n of [2, 3, 4, 5]) {
          await page.goto(`/modules/${n}`);
          await expect(page.getByText(t.lockedPage(n - 1))).toBeVisible();
          await expect(page.getByRole('tab')).toHaveCount(0);
        }
        await expectNoAxeViolations(page, '/modules/5 (locked)');
        await page.getByRole('link', { name: locale === 'en' ? 'Go to Module 4' : 'Ir al Módulo 4' }).click();
        await expect(page.getByText(t.lockedPage(3))).toBeVisible();
      });

      test('uses the resources tabs and accordions by keyboard, with no axe violations', async ({ page }) => {
        // Four axe runs over the guides (each section with its Listen button): generous on a loaded machine.
        test.setTimeout(60_000);
        await page.goto('/resources');
        await expect(page.getByRole('heading', { level: 1, name: t.resources })).toBeVisible();
        await expectNoAxeViolations(page, '/resources');
        const finance = page.getByRole('tab', { name: t.finance });
        await finance.focus();
        // The arrow keys are the page's code (before it, each tab is a link in the Tab order, issue 42).
        await pageRunning(page);
        await page.keyboard.press('ArrowRight');
        await expect(page).toHaveURL(/\/resources\?tab=courage$/);
        await expect(page.getByRole('tab', { name: t.courage })).toBeFocused();
        await expect(page.getByRole('heading', { level: 2, name: t.couragePanel })).toBeVisible();
        await expectNoAxeViolations(page, '/resources?tab=courage');

        await page.keyboard.press('ArrowRight');
        await expect(page).toHaveURL(/\/resources\?tab=programs$/);
        await expect(page.getByRole('heading', { level: 2, name: t.programsPanel })).toBeVisible();
        // Tab goes from the selected tab into the panel, then to the first accordion.
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        const accordion = page.locator('summary', { hasText: t.idDocuments });
        await expect(accordion).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(page.locator('details', { has: accordion })).toHaveAttribute('open', '');
        await expect(page.locator('details', { has: accordion }).getByRole('link').first()).toBeVisible();
        await expectNoAxeViolations(page, '/resources?tab=programs, an accordion open');
        await page.keyboard.press('Space');
        await expect(page.locator('details', { has: accordion })).not.toHaveAttribute('open', '');

        await page.getByRole('tab', { name: t.programs }).focus();
        await page.keyboard.press('Home');
        await expect(page).toHaveURL(/\/resources$/);
        await expect(page.getByRole('tab', { name: t.finance })).toHaveAttribute('aria-selected', 'true');
      });
    });
  }
}

test('printing a guide leaves out the site frame and buttons and prints where links go', async ({ page }) => {
  await page.goto('/resources?tab=courage');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('tablist')).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Courage: faith-based support' })).toBeVisible();
  const link = page.getByRole('link', { name: /Prison Fellowship/ });
  expect(await link.evaluate((a) => getComputedStyle(a, '::after').content)).toBe('" (https://www.prisonfellowship.org)"');
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('banner')).toBeVisible();
});

test.describe('module ids the spec does not have', () => {
  for (const id of ['0', '7', 'abc']) {
    test(`/modules/${id} goes home, on a first load and on client navigation`, async ({ page }) => {
      await page.goto(`/modules/${id}`);
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/modules');
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, `/modules/${id}`);
      await expect(page).toHaveURL(/\/$/);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('module 1 reads completely and its links work', async ({ page }) => {
    await page.goto('/modules/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Introduction to Digital Currency' })).toBeVisible();
    for (const heading of ['What digital money is', 'Payment apps like Cash App, Venmo and Zelle', 'What cryptocurrency is', 'How a blockchain works']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    const source = page.getByRole('link', { name: /CFPB: Bank accounts/ });
    await expect(source).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(source).toHaveAttribute('href', 'https://www.consumerfinance.gov/consumer-tools/bank-accounts/');
    await page.getByRole('link', { name: 'All modules' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Learning modules' })).toBeVisible();
    await page.getByRole('link', { name: 'Start Module' }).last().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Financial Literacy Basics' })).toBeVisible();
    await page.getByRole('link', { name: 'Previous Module' }).click();
    await expect(page.getByText('You need to complete Module 4 before accessing this content')).toBeVisible();
  });

  test('/resources reads completely: every tab is a link, the accordions open', async ({ page }) => {
    await page.goto('/resources');
    await expect(page.locator('.learning-section')).toHaveCount(10);
    await page.getByRole('tab', { name: 'Courage' }).click();
    await expect(page).toHaveURL(/\?tab=courage$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Courage: faith-based support' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Prison Fellowship/ })).toHaveAttribute('rel', 'noopener noreferrer');
    await page.getByRole('tab', { name: 'Programs' }).click();
    await page.locator('summary', { hasText: 'Housing' }).click();
    await expect(page.getByRole('link', { name: /HUD/ })).toBeVisible();
    await page.getByRole('tab', { name: 'Finance' }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await page.getByRole('link', { name: '5. Know your credit report and score' }).click();
    await expect(page.getByRole('heading', { level: 3, name: '5. Know your credit report and score' })).toBeInViewport();
  });
});
