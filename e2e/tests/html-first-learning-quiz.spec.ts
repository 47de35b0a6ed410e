import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { codeHasCome, holdEveryScript } from '../support/late-scripts';
import { learningTexts, locales, quizFor, registerLearner, type Locale } from '../support/learning';
import { usePreferences } from '../support/preferences';

// Issue 42: the module tabs are links and the quiz is one real form a question, answered by the module
// page's action: it works with no script at all, and a press made before the page's code came counts.

test.use({ viewport: { width: 375, height: 740 } });

const more = {
  en: { chooseAnswer: 'Choose one answer.', previous: 'Previous Question', goTo2: 'Go on to Module 2', signedOut: ['Authentication required', 'Please log in to save your progress'], logIn: 'Log in to take the quiz' },
  es: { chooseAnswer: 'Elija una respuesta.', previous: 'Pregunta anterior', goTo2: 'Seguir al Módulo 2', signedOut: ['Debe iniciar sesión', 'Inicie sesión para guardar su progreso'] },
} as const;

/** The learner's graded attempts at module 1, as the API keeps them. */
async function storedAttempts(page: Page): Promise<{ score: number }[]> {
  const answer = await page.request.get('/api/users/attempts?moduleId=1', { headers: { 'X-Requested-With': 'fetch' } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { attempts: { score: number }[] }).attempts;
}

/** Chooses an option of the question shown, by its label, and presses Next Question (Submit Quiz on the last). */
async function answer(page: Page, locale: Locale, index: number, label: string) {
  const t = learningTexts[locale];
  const questions = quizFor(1, locale);
  await page.getByRole('radiogroup', { name: questions[index]!.text }).getByRole('radio', { name: label, exact: true }).check();
  await page.getByRole('button', { name: index === questions.length - 1 ? t.submitQuiz : t.nextQuestion }).click();
}

test.describe('JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of locales) {
    const t = learningTexts[locale];
    test(`${locale}: the tabs are links, the quiz goes a question at a time to a graded result, stored once, and module 2 opens`, async ({ page }) => {
      test.setTimeout(60_000);
      await usePreferences(page, { locale });
      await registerLearner(page);
      const questions = quizFor(1, locale);

      await page.goto('/modules/1');
      const content = page.getByRole('tab', { name: t.contentTab });
      const quizTab = page.getByRole('tab', { name: t.quizTab, exact: true });
      await expect(content).toHaveAttribute('aria-current', 'page');
      await expect(quizTab).toHaveAttribute('href', '/modules/1?tab=quiz');
      await expect(quizTab).not.toHaveAttribute('aria-current', 'page');
      await quizTab.click();
      await expect(page).toHaveURL(/\/modules\/1\?tab=quiz$/);
      await expect(quizTab).toHaveAttribute('aria-current', 'page');
      await expect(page.getByText(t.passMark(5))).toBeVisible();

      await page.getByRole('link', { name: t.startQuiz }).click();
      await expect(page.getByRole('heading', { name: t.question(1, 5) })).toBeFocused();
      // Next with no answer: refused, saying why, with focus on the question.
      await page.getByRole('button', { name: t.nextQuestion }).click();
      const first = page.getByRole('radiogroup', { name: questions[0]!.text });
      await expect(first.getByText(more[locale].chooseAnswer)).toBeVisible();
      await expect(first.getByRole('radio').first()).toBeFocused();
      await expect(page.getByRole('heading', { name: t.question(1, 5) })).toBeVisible();

      // Question 1 wrongly, 2 rightly; back to 2 (its answer kept), then on to the end rightly.
      await answer(page, locale, 0, questions[0]!.wrong);
      await expect(page.getByRole('heading', { name: t.question(2, 5) })).toBeFocused();
      await answer(page, locale, 1, questions[1]!.right);
      await page.getByRole('link', { name: more[locale].previous }).click();
      await expect(page.getByRole('radiogroup', { name: questions[1]!.text }).getByRole('radio', { name: questions[1]!.right, exact: true })).toBeChecked();
      await page.getByRole('button', { name: t.nextQuestion }).click();
      for (const index of [2, 3, 4]) {
        await expect(page.getByRole('heading', { name: t.question(index + 1, 5) })).toBeVisible();
        await answer(page, locale, index, questions[index]!.right);
      }

      await expect(page).toHaveURL(/\/modules\/1\?tab=quiz&done=graded$/);
      await expect(page.getByRole('status').getByText(t.passedScored(80), { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: locale === 'en' ? 'Your results' : /resultados/i })).toBeFocused();
      await expect(page.locator('.learning-quiz__results')).toContainText(questions[0]!.text);
      await expect(page.getByRole('link', { name: more[locale].goTo2 })).toBeVisible();
      await expect(page.getByRole('link', { name: t.nextModule })).toHaveAttribute('href', '/modules/2');

      // Stored once, however often the result is loaded again.
      await page.reload();
      await expect(page.getByRole('status').getByText(t.passedScored(80), { exact: true })).toBeVisible();
      expect((await storedAttempts(page)).map((attempt) => attempt.score)).toEqual([80]);

      await page.getByRole('link', { name: more[locale].goTo2 }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.moduleTitles[2] })).toBeVisible();
      await expect(page.getByText(t.lockedPage(1))).toHaveCount(0);
    });
  }
  test("en: signed out on another tab before the last answer: the spec's words, the answer kept, and a way to log in and come back to it", async ({ page }) => {
    test.setTimeout(60_000);
    const t = learningTexts.en;
    const questions = quizFor(1, 'en');
    await usePreferences(page, { locale: 'en' });
    const username = await registerLearner(page);
    await page.goto('/modules/1?tab=quiz');
    await page.getByRole('link', { name: t.startQuiz }).click();
    for (const index of [0, 1, 2, 3]) await answer(page, 'en', index, questions[index]!.right);
    await expect(page.getByRole('heading', { name: t.question(5, 5) })).toBeVisible();
    await page.context().clearCookies(); // the session ends elsewhere
    await answer(page, 'en', 4, questions[4]!.wrong);
    const said = page.getByRole('alert');
    for (const words of more.en.signedOut) await expect(said).toContainText(words);
    await expect(said).toBeFocused();
    await page.getByRole('link', { name: more.en.logIn, exact: true }).click();
    await page.getByLabel('Username', { exact: true }).fill(username);
    await page.getByLabel('Password', { exact: true }).fill('Tortilla-Rio-Verde-84');
    await page.getByRole('button', { name: 'Log In' }).click();
    // Back at the last question with that answer chosen; sent now, it counts.
    await expect(page.getByRole('heading', { name: t.question(5, 5) })).toBeVisible();
    await expect(page.getByRole('radio', { name: questions[4]!.wrong, exact: true })).toBeChecked();
    await page.getByRole('button', { name: t.submitQuiz }).click();
    await expect(page.getByRole('status').getByText(t.passedScored(80), { exact: true })).toBeVisible();
    expect((await storedAttempts(page)).map((attempt) => attempt.score)).toEqual([80]);
  });
});

test('every script held: an answer chosen and Next pressed before the code came counts', async ({ context }) => {
  test.setTimeout(60_000);
  const page = await context.newPage(); // a plain page: its goto does not wait for the code (support/test.ts's does)
  const t = learningTexts.en;
  const questions = quizFor(1, 'en');
  await usePreferences(page, { locale: 'en' });
  await registerLearner(page);
  // No script arrives until released: Start, the choice and Next are the server's HTML alone (a link, a form).
  const held = await holdEveryScript(page);
  await page.goto('/modules/1?tab=quiz', { waitUntil: 'commit' });
  await page.getByRole('link', { name: t.startQuiz }).click();
  await page.getByRole('radiogroup', { name: questions[0]!.text }).getByRole('radio', { name: questions[0]!.right, exact: true }).check();
  await page.getByRole('button', { name: t.nextQuestion }).click();
  await expect(page.getByRole('heading', { name: t.question(2, 5) })).toBeVisible();
  expect(await codeHasCome(page), 'Next pressed before the code came').toBe(false);
  held.release();
  // Then the code comes; the rest are answered through the router, and the first answer counts.
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 20_000 });
  for (const index of [1, 2, 3, 4]) {
    await expect(page.getByRole('heading', { name: t.question(index + 1, 5) })).toBeVisible();
    await answer(page, 'en', index, questions[index]!.right);
  }
  await expect(page.getByRole('status').getByText(t.passedScored(100), { exact: true })).toBeVisible();
  expect((await storedAttempts(page)).map((attempt) => attempt.score)).toEqual([100]);
});
