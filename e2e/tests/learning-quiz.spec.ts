import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import {
  documentWasKept,
  expectNoAxeViolations,
  learningTexts,
  locales,
  markDocument,
  quizFor,
  registerLearner,
  sizes,
  type Locale,
} from '../support/learning';
import { pageRunning, reactOwns, touchPage, usePreferences } from '../support/preferences';

/** Starts module 1's quiz (a link) and answers every question, the right option or a wrong one (through the router: no reload). */
async function answerQuiz(page: Page, locale: Locale, pick: 'right' | 'wrong', { start = true } = {}) {
  const t = learningTexts[locale];
  const questions = quizFor(1, locale);
  if (start) await page.getByRole('link', { name: t.startQuiz }).click();
  for (const [index, question] of questions.entries()) {
    await expect(page.getByRole('heading', { name: t.question(index + 1, questions.length) })).toBeFocused();
    const group = page.getByRole('radiogroup', { name: question.text });
    const next = page.getByRole('button', { name: index === questions.length - 1 ? t.submitQuiz : t.nextQuestion });
    if (index === 0) {
      // Listen (read the question aloud) comes first, then a real radio group: Tab reaches it, the arrow keys choose.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: new RegExp(`^${t.listen}: `) })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(group.getByRole('radio').first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(group.getByRole('radio').nth(1)).toBeChecked();
    }
    await group.getByRole('radio', { name: question[pick], exact: true }).check();
    await next.click();
  }
}

for (const locale of locales) {
  const t = learningTexts[locale];
  for (const size of sizes) {
    test.describe(`a learner, ${locale}, ${size.name}`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize(size.viewport);
        await usePreferences(page, { locale });
        await registerLearner(page);
      });

      test('passes module 1: module 2 opens and the home page counts it, all without a reload', async ({ page }) => {
        test.setTimeout(60_000);
        await page.goto('/');
        await expect(page.getByText(t.summary(0, 0))).toBeVisible();
        await markDocument(page);

        await page.getByRole('link', { name: t.startModule, exact: true }).first().click();
        await expect(page.getByRole('heading', { level: 1, name: t.moduleTitles[1] })).toBeVisible();
        await expect(page.getByRole('button', { name: t.nextModule })).toBeDisabled();
        await page.getByRole('tab', { name: t.quizTab, exact: true }).click();
        await expect(page).toHaveURL(/\/modules\/1\?tab=quiz$/);
        await expect(page.getByText(t.passMark(5))).toBeVisible();
        await expectNoAxeViolations(page, 'quiz: before starting');

        await answerQuiz(page, locale, 'right');
        // The result is said where the quiz was (issue 42: a form's outcome is a panel at the form, not a toast).
        await expect(page.getByRole('status').getByText(t.passedScored(100), { exact: true })).toBeVisible();
        await expect(page.getByRole('status').getByText(t.moduleCompleted, { exact: true })).toBeVisible();
        await expect(page).toHaveURL(/\/modules\/1\?tab=quiz&done=graded$/);
        await expectNoAxeViolations(page, 'quiz: passed');

        await page.getByRole('link', { name: t.nextModule, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name: t.moduleTitles[2] })).toBeVisible();
        await expect(page.getByRole('tab', { name: t.contentTab })).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 }).nth(1)).toBeVisible();
        await expectNoAxeViolations(page, '/modules/2, opened by passing module 1');

        // Back home by the header's link: the summary and the cards already know.
        await page.locator('.site-header__brand').click();
        await expect(page.getByText(t.summary(1, 20))).toBeVisible();
        await expect(page.getByText(t.locked(1), { exact: true })).toHaveCount(0);
        await expect(page.getByText(t.locked(2), { exact: true })).toBeVisible();
        expect(await documentWasKept(page)).toBe(true);

        await page.goto('/modules');
        await expect(page.getByText(t.reviewModule, { exact: true })).toBeVisible();
        await expectNoAxeViolations(page, '/modules, module 1 completed');
      });

      test('fails an attempt: the results name each missed question with the right answer, and Try again starts over', async ({ page }) => {
        test.setTimeout(60_000);
        await page.goto('/modules/1?tab=quiz');
        // Once the page's code runs (before it, a press is the browser's own: a link followed, a form posted).
        await touchPage(page);
        await pageRunning(page);
        // And the quiz tab's own code (a chunk of its own, hydrated when it comes): a press before it is the
        // browser's own (a link followed, a form posted), which works too but is not what this test is about.
        await reactOwns(page.getByRole('link', { name: t.startQuiz }));
        await markDocument(page);
        await answerQuiz(page, locale, 'wrong');
        await expect(page.getByRole('status').getByText(t.scored(0), { exact: true })).toBeVisible();
        const first = quizFor(1, locale)[0]!;
        const results = page.locator('.learning-quiz__results');
        await expect(results.getByText(first.text, { exact: true })).toBeVisible();
        await expect(results.locator('li').first()).toContainText(first.wrong);
        await expect(results.locator('li').first()).toContainText(first.right);
        await expect(results.locator('li')).toHaveCount(5);
        await expectNoAxeViolations(page, 'quiz: not passed');

        await page.getByRole('link', { name: t.tryAgain }).click();
        await expect(page.getByRole('heading', { name: t.question(1, 5) })).toBeFocused();
        await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
        await expectNoAxeViolations(page, 'quiz: a question');
        expect(await documentWasKept(page)).toBe(true);

        await page.goto('/modules');
        await expect(page.getByText(locale === 'en' ? 'In progress · Best score so far: 0%' : 'En progreso · Mejor puntaje hasta ahora: 0 %')).toBeVisible();
        await expectNoAxeViolations(page, '/modules, module 1 tried');
      });
    });
  }
}

test('a visitor who logs in from a module comes back to it', async ({ page }) => {
  const username = await registerLearner(page);
  await page.request.post('/api/auth/logout', { headers: { 'X-Requested-With': 'fetch' }, data: {} });
  await page.goto('/modules/1');
  await page.getByRole('link', { name: 'Log in to take the quiz' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=\/modules\/1$/);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('Tortilla-Rio-Verde-84');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/modules\/1$/);
  await expect(page.getByRole('tab', { name: 'Quiz', exact: true })).toBeEnabled();
});
