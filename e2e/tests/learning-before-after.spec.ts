import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations, learningTexts, locales, quizFor, registerLearner, type Locale } from '../support/learning';
import { reactOwns, touchPage, usePreferences } from '../support/preferences';

// Issue 40: a module's before-check ("What do you already know?") offered above the lesson, and "You knew
// N of M before; now M of M" on the quiz's results and on /account. On a phone, in both languages, with the
// numbers worked out here from what the test chose; and the check's post and thank-you with no script.

test.use({ viewport: { width: 375, height: 740 } });

const words = {
  en: {
    heading: 'What do you already know?',
    answer: 'Answer the questions',
    send: 'Send my answers',
    choose: 'Choose one answer. If you are not sure, take a guess.',
    thanks: 'Thank you. We kept your answers.',
    notGraded: 'This is not graded. After the quiz, you will see how much you learned.',
    readLesson: 'Read the lesson',
    lessonHeading: 'In this module',
    learned: 'What you learned',
    beforeOnly: (before: number, total: number) => `You knew ${before} of ${total} before. Take the quiz to see what you know now.`,
    both: (before: number, total: number, after: number) => `You knew ${before} of ${total} before; now ${after} of ${total}.`,
  },
  es: {
    heading: '¿Qué sabe ya?',
    answer: 'Responder las preguntas',
    send: 'Enviar mis respuestas',
    choose: 'Elija una respuesta. Si no está seguro, adivine.',
    thanks: 'Gracias. Guardamos sus respuestas.',
    notGraded: 'Esto no tiene nota. Después del examen, verá cuánto aprendió.',
    readLesson: 'Leer la lección',
    lessonHeading: 'En este módulo',
    learned: 'Lo que aprendió',
    beforeOnly: (before: number, total: number) => `Antes sabía ${before} de ${total}. Haga el examen para ver lo que sabe ahora.`,
    both: (before: number, total: number, after: number) => `Antes sabía ${before} de ${total}; ahora ${after} de ${total}.`,
  },
} as const;

/** Module 1's questions with the label the test picks for each: wrong for the first `misses`, right after. */
function picksFor(locale: Locale, misses: number) {
  return quizFor(1, locale).map((question, index) => ({ text: question.text, label: index < misses ? question.wrong : question.right }));
}

/** Chooses each question's pick in the before-check's one form (every question but `skip`). */
async function choose(page: Page, picks: { text: string; label: string }[], skip?: number) {
  for (const [index, pick] of picks.entries()) {
    if (index !== skip) await page.getByRole('radiogroup', { name: pick.text }).getByRole('radio', { name: pick.label, exact: true }).check();
  }
}

/** The learner's before and after as the API keeps them. */
async function storedBeforeAfter(page: Page) {
  const answer = await page.request.get('/api/users/before-after', { headers: { 'X-Requested-With': 'fetch' } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { modules: unknown[] }).modules;
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const locale of locales) {
  const t = learningTexts[locale];
  const w = words[locale];
  test(`${locale}: a new learner's before-check with wrong answers, the lesson, a passed quiz, then before and after on the results and /account`, async ({ page }) => {
    test.setTimeout(90_000);
    await usePreferences(page, { locale });
    await registerLearner(page);
    const picks = picksFor(locale, 2);
    const knew = picks.filter((pick, index) => pick.label === quizFor(1, locale)[index]!.right).length;
    const total = picks.length;

    // The offer above the lesson, the lesson right below it.
    await page.goto('/modules/1');
    await touchPage(page);
    const offer = page.getByRole('region', { name: w.heading });
    await expect(offer).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: w.lessonHeading })).toBeVisible();
    await offer.getByRole('link', { name: w.answer }).click();

    // The check: every question in one form, no answer shown.
    await expect(page).toHaveURL(/\/modules\/1\?check=before$/);
    await expect(page.getByRole('heading', { level: 2, name: w.heading })).toBeFocused();
    await expect(page.getByRole('radiogroup')).toHaveCount(total);
    expect(await noSidewaysScroll(page)).toBe(0);
    await expectNoAxeViolations(page, 'the before-check');
    await choose(page, picks);
    await page.getByRole('button', { name: w.send }).click();

    await expect(page).toHaveURL(/\/modules\/1\?check=before&done=kept$/);
    const thanks = page.getByRole('status').filter({ hasText: w.thanks });
    await expect(thanks).toContainText(w.notGraded);
    await expect(thanks).toBeFocused();
    await thanks.getByRole('link', { name: w.readLesson }).click();
    await expect(page.getByRole('heading', { level: 2, name: w.lessonHeading })).toBeVisible();
    await expect(page.getByRole('region', { name: w.heading })).toHaveCount(0);

    // Before the quiz, /account says what was known and asks for the quiz.
    await page.goto('/account');
    await expect(page.getByRole('region', { name: w.learned })).toContainText(w.beforeOnly(knew, total));

    // The quiz, every answer right: the results say before and after.
    await page.goto('/modules/1?tab=quiz');
    await touchPage(page);
    await reactOwns(page.getByRole('link', { name: t.startQuiz }));
    await page.getByRole('link', { name: t.startQuiz }).click();
    const questions = quizFor(1, locale);
    for (const [index, question] of questions.entries()) {
      await expect(page.getByRole('heading', { name: t.question(index + 1, total) })).toBeVisible();
      await page.getByRole('radiogroup', { name: question.text }).getByRole('radio', { name: question.right, exact: true }).check();
      await page.getByRole('button', { name: index === total - 1 ? t.submitQuiz : t.nextQuestion }).click();
    }
    await expect(page).toHaveURL(/\/modules\/1\?tab=quiz&done=graded$/);
    const results = page.getByRole('status').filter({ hasText: t.passedScored(100) });
    await expect(results).toContainText(w.both(knew, total, total));
    await expectNoAxeViolations(page, 'quiz results with before and after');

    await page.goto('/account');
    const learned = page.getByRole('region', { name: w.learned });
    await expect(learned).toContainText(w.both(knew, total, total));
    await expect(learned.getByRole('link', { name: new RegExp(t.moduleTitles[1]) })).toHaveAttribute('href', '/modules/1');
    expect(await noSidewaysScroll(page)).toBe(0);
  });
}

test.describe('JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('en: the offer is a link and the check a form; a question left out is refused at it, then the answers are kept once', async ({ page }) => {
    test.setTimeout(60_000);
    const w = words.en;
    await usePreferences(page, { locale: 'en' });
    await registerLearner(page);
    const picks = picksFor('en', 3);

    await page.goto('/modules/1');
    await page.getByRole('link', { name: w.answer }).click();
    await expect(page).toHaveURL(/\/modules\/1\?check=before$/);
    await expect(page.getByRole('heading', { level: 2, name: w.heading })).toBeFocused();

    // Question 3 left out: the page again, the message at it, focus on it, the other choices kept.
    await choose(page, picks, 2);
    await page.getByRole('button', { name: w.send }).click();
    const third = page.getByRole('radiogroup', { name: picks[2]!.text });
    await expect(third).toContainText(w.choose);
    await expect(third.getByRole('radio').first()).toBeFocused();
    await expect(page.getByRole('radiogroup', { name: picks[0]!.text }).getByRole('radio', { name: picks[0]!.label, exact: true })).toBeChecked();
    expect(await storedBeforeAfter(page)).toEqual([]);

    await third.getByRole('radio', { name: picks[2]!.label, exact: true }).check();
    await page.getByRole('button', { name: w.send }).click();
    await expect(page).toHaveURL(/\/modules\/1\?check=before&done=kept$/);
    const thanks = page.getByRole('status').filter({ hasText: w.thanks });
    await expect(thanks).toBeFocused();
    await expect(thanks).toContainText(w.notGraded);

    // Kept once, however often the thank-you is loaded again: 2 of 5 right (the first three were wrong).
    await page.reload();
    await expect(thanks).toBeVisible();
    expect(await storedBeforeAfter(page)).toEqual([{ moduleId: 1, before: { correct: 2, total: 5 }, after: null }]);
    await thanks.getByRole('link', { name: w.readLesson }).click();
    await expect(page).toHaveURL(/\/modules\/1$/);
    await expect(page.getByRole('link', { name: w.answer })).toHaveCount(0);
  });
});
