import { expect, test } from '../support/test';
import { demoPassword } from '../support/accounts';
import { apiLogIn, expectAccessDenied } from '../support/instructor';
import { axeViolations, describeViolations } from '../support/axe';
import { usePreferences } from '../support/preferences';

// Issue 41, section 2: a printable paper answer sheet per module, for a class with no devices: from the
// Teaching Resources tab, in both languages, with a large-print variant; instructors only.

const words = {
  en: { resources: 'Teaching Resources', sheets: 'Paper answer sheets', module: 'Module 6', title: /^Answer sheet: Module 6, /, name: 'Your name or roster number', large: 'Large print', regular: 'Regular print', print: 'Print the answer sheet', row: (n: number) => `Question ${n}: ` },
  es: { resources: 'Recursos de enseñanza', sheets: 'Hojas de respuestas en papel', module: 'Módulo 6', title: /^Hoja de respuestas: Módulo 6, /, name: 'Su nombre o número de la lista', large: 'Letra grande', regular: 'Letra normal', print: 'Imprimir la hoja de respuestas', row: (n: number) => `Pregunta ${n}: ` },
} as const;

for (const locale of ['en', 'es'] as const) {
  test(`an instructor opens module 6's answer sheet from Teaching Resources, and its large print: ${locale}`, async ({ page, request }) => {
    const w = words[locale];
    await usePreferences(page, { locale });
    await apiLogIn(page.request, 'instructor', demoPassword());
    await page.goto('/instructor?tab=resources');
    await page.getByRole('region', { name: w.sheets }).getByRole('link', { name: w.module, exact: true }).click();
    await expect(page).toHaveURL('/instructor/answer-sheet/6');
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    await expect(page.getByText(w.name)).toBeVisible();
    await expect(page.getByText(/^(Sheet|Hoja) M6-[0-9A-Z]{4} · (Class of|Clase de) Demo Instructor$/)).toBeVisible();

    // One row per question of the published quiz, each with the letters of its own options.
    const quiz = (await (await request.get(`/api/content/quiz-6?lang=${locale}`)).json()) as { document: { questions: { options: { value: string }[] }[] } };
    const rows = page.getByRole('table').getByRole('row').filter({ hasText: /\d/ });
    await expect(rows).toHaveCount(quiz.document.questions.length);
    const expected = quiz.document.questions.map((question, i) => `${w.row(i + 1)}${question.options.map((option) => option.value.toUpperCase()).join(' ')}`);
    expect(await rows.evaluateAll((all) => all.map((row) => row.getAttribute('aria-label')))).toEqual(expected);
    await expect(page.getByRole('button', { name: w.print })).toBeVisible();
    expect(describeViolations(await axeViolations(page))).toEqual([]);

    await page.getByRole('link', { name: w.large }).click();
    await expect(page).toHaveURL('/instructor/answer-sheet/6?print=large');
    await expect(page.locator('.answer-sheet--large')).toHaveCount(1);
    const large = await page.locator('.answer-sheet__letter').first().evaluate((letter) => parseFloat(getComputedStyle(letter).fontSize));
    await page.getByRole('link', { name: w.regular }).click();
    await expect(page).toHaveURL('/instructor/answer-sheet/6');
    await expect(page.locator('.answer-sheet--large')).toHaveCount(0);
    const regular = await page.locator('.answer-sheet__letter').first().evaluate((letter) => parseFloat(getComputedStyle(letter).fontSize));
    expect(large).toBeGreaterThan(regular * 1.5);
  });
}

test('a module that does not exist is a 404 that says so; a learner is turned away', async ({ page, browser }) => {
  await apiLogIn(page.request, 'instructor', demoPassword());
  const missing = await page.goto('/instructor/answer-sheet/9');
  expect(missing!.status()).toBe(404);
  await expect(page.getByRole('alert')).toHaveText('There is no module with this number.');

  const learner = await browser.newPage();
  await apiLogIn(learner.request, 'learner', demoPassword());
  await learner.goto('/instructor/answer-sheet/6');
  await expectAccessDenied(learner, 'en');
  await learner.close();
});
