import { quizAnswerKeys } from '@reentry/content/quiz-answers';
import { expect, test } from '../support/test';
import { axeViolations, describeViolations } from '../support/axe';
import { addToRoster, enterPaperSheet, newInstructor } from '../support/instructor';
import { usePreferences } from '../support/preferences';

// Issue 41, section 2: the paper answer sheets typed into the portal's entry grid, by keyboard alone; a
// check and its summary before anything is saved; each sheet graded by the server as online.

const words = {
  en: {
    resources: 'Teaching Resources', sheets: 'Paper answer sheets', entry: 'Type in the answers from paper sheets', module: 'Module 6', title: /^Paper answers: Module 6, /,
    cell: (name: string, n: number) => `${name}, question ${n}`, check: 'Check the answers', save: (n: number) => `Save ${n} sheets`,
    ready: (n: number) => `${n} sheets are ready. Nothing is saved yet. Look over the rows, then press Save.`, done: 'The sheets are saved',
    score: (score: number) => `${score}% ${score >= 70 ? '(passed)' : '(not passed)'}`, none: 'None yet', name: 'Name', savedScore: 'Saved score',
    refused: '“e” is not an answer to this question. Type A, B, C, or D.',
  },
  es: {
    resources: 'Recursos de enseñanza', sheets: 'Hojas de respuestas en papel', entry: 'Escribir en el portal las respuestas de las hojas en papel', module: 'Módulo 6', title: /^Respuestas en papel: Módulo 6, /,
    cell: (name: string, n: number) => `${name}, pregunta ${n}`, check: 'Revisar las respuestas', save: (n: number) => `Guardar ${n} hojas`,
    ready: (n: number) => `${n} hojas están listas. Todavía no se guardó nada. Mire las filas y luego pulse Guardar.`, done: 'Las hojas están guardadas',
    score: (score: number) => `${score}% ${score >= 70 ? '(aprobó)' : '(no aprobó)'}`, none: 'Todavía ninguno', name: 'Nombre', savedScore: 'Puntaje guardado',
    refused: '«e» no es una respuesta a esta pregunta. Escriba A, B, C o D.',
  },
} as const;

const right = (locale: 'en' | 'es', moduleId: number) => quizAnswerKeys[locale].find((key) => key.moduleId === moduleId)!.answers.map((answer) => answer.correctAnswer as string);
/** Person i's sheet: the first `i % 4` questions wrong, so the scores differ (100, 86, 71, 57). */
const sheetOf = (key: string[], i: number) => key.map((answer, q) => (q < i % 4 ? (answer === 'a' ? 'b' : 'a') : answer));
const scoreOf = (i: number) => Math.round(((7 - (i % 4)) / 7) * 100);

for (const locale of ['en', 'es'] as const) {
  test(`an instructor types in 20 paper sheets of module 6 by keyboard alone, checks and saves them: ${locale}`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const w = words[locale];
    await usePreferences(page, { locale });
    await newInstructor(page.request, request);
    // 20 people who passed modules 1 to 5 on paper, and one with no sheet today (a row left blank is not a sheet).
    const names = Array.from({ length: 20 }, (_, i) => `Persona ${String(i + 1).padStart(2, '0')}`);
    const ids = await addToRoster(page.request, [...names, 'Zoe Today']);
    for (const moduleId of [1, 2, 3, 4, 5]) {
      await Promise.all(ids.slice(0, 20).map((rosterId) => enterPaperSheet(page.request, { rosterId, moduleId, answers: right(locale, moduleId) })));
    }

    await page.goto('/instructor?tab=resources');
    await page.getByRole('link', { name: w.entry }).click();
    await expect(page).toHaveURL('/instructor/paper-entry');
    await page.getByRole('link', { name: w.module, exact: true }).click();
    await expect(page).toHaveURL('/instructor/paper-entry/6');
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    const q = locale === 'en' ? 'Q' : 'P';
    expect(await page.getByRole('columnheader').allTextContents()).toEqual([w.name, ...[1, 2, 3, 4, 5, 6, 7].map((n) => `${q}${n}`), w.savedScore]);
    expect(describeViolations(await axeViolations(page))).toEqual([]);

    // Keyboard alone: one click on the first cell, then only keys (each letter moves on; a row's end goes to the next row).
    const key = right(locale, 6);
    const typed = names.map((_, i) => sheetOf(key, i).map((letter, q) => (q % 2 ? letter.toUpperCase() : letter)).join('')).join('');
    await page.getByRole('textbox', { name: w.cell(names[0]!, 1) }).click();
    const started = performance.now();
    await page.keyboard.type(typed);
    const seconds = (performance.now() - started) / 1000;
    test.info().annotations.push({ type: 'entry time', description: `${locale}: 20 sheets x 7 answers (140 keys) in ${seconds.toFixed(1)} s` });
    console.log(`[paper-entry] ${locale}: 20 sheets of module 6 typed by keyboard in ${seconds.toFixed(1)} s`);
    await expect(page.getByRole('textbox', { name: w.cell('Zoe Today', 1) })).toBeFocused();
    // A wrong key is not entered, and said politely.
    await page.keyboard.type('e');
    await expect(page.getByText(w.refused)).toBeVisible();
    await expect(page.getByRole('textbox', { name: w.cell('Zoe Today', 1) })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: w.cell('Persona 20', 7) })).toHaveValue(sheetOf(key, 19)[6]!.toUpperCase());

    // Check (Enter in a cell: the form's first button): a summary, focused; nothing saved yet.
    await page.keyboard.press('Enter');
    const summary = page.getByRole('status').filter({ hasText: w.ready(20) });
    await expect(summary).toBeFocused();
    await expect(page.getByRole('row', { name: /Persona 01/ })).not.toContainText('%');
    expect(describeViolations(await axeViolations(page))).toEqual([]);

    // Save (Tab from the summary to the first cell, Enter: the form's one button, now Save): each person's
    // graded score; Zoe's blank row saved nothing.
    await expect(page.getByRole('button', { name: w.save(20) })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: w.cell(names[0]!, 1) })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/instructor/paper-entry/6?done=saved');
    await expect(page.getByRole('status').filter({ hasText: w.done })).toBeVisible();
    for (const [i, name] of names.entries()) await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(w.score(scoreOf(i)));
    await expect(page.getByRole('row', { name: /Zoe Today/ })).toContainText(w.none);
    // Stored once each, as the API grades them.
    const saved = (await (await page.request.get('/api/instructor/paper-attempts?moduleId=6')).json()) as { sheets: { rosterId: number; score: number }[] };
    expect(saved.sheets.map((sheet) => sheet.score)).toEqual(names.map((_, i) => scoreOf(i)));
    await expect(page.getByRole('textbox', { name: w.cell(names[0]!, 1) })).toHaveValue('');
    expect(describeViolations(await axeViolations(page))).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server flags a wrong letter and a blank at their cells; a sheet for a locked module is refused on its row, the other saved', async ({ page, request }) => {
    await newInstructor(page.request, request);
    // Ana passed module 1 on paper, so module 2 is open for her; not for Luis.
    const [ana, luis] = await addToRoster(page.request, ['Ana Ruiz', 'Luis Ortega', 'Bea Soto']);
    await enterPaperSheet(page.request, { rosterId: ana!, moduleId: 1, answers: right('en', 1) });
    await page.goto('/instructor/paper-entry/2');
    const key = right('en', 2);
    const cell = (name: string, n: number) => page.getByRole('textbox', { name: `${name}, question ${n}` });
    for (const [q, letter] of key.entries()) await cell('Ana Ruiz', q + 1).fill(q === 2 ? 'e' : letter);
    for (const [q, letter] of key.entries()) if (q !== 4) await cell('Luis Ortega', q + 1).fill(letter.toUpperCase());
    await page.getByRole('button', { name: 'Check the answers' }).click();

    const summary = page.getByRole('alert');
    await expect(summary).toContainText('0 sheets are ready, but 2 rows need a fix first. Nothing is saved yet.');
    await expect(summary.getByRole('listitem')).toHaveText(['Ana Ruiz: question 3 is not a letter on the sheet', 'Luis Ortega: question 5 is empty']);
    await expect(summary.getByRole('link', { name: 'question 3 is not a letter on the sheet' })).toHaveAttribute('href', '#cell-' + (await cell('Ana Ruiz', 3).getAttribute('name')));
    await expect(cell('Ana Ruiz', 3)).toHaveAttribute('aria-invalid', 'true');
    await expect(cell('Luis Ortega', 5)).toHaveAttribute('aria-invalid', 'true');
    await expect(cell('Ana Ruiz', 1)).toHaveValue(key[0]!);
    await expect(page.getByRole('button', { name: /^Save/ })).toHaveCount(0);

    await cell('Ana Ruiz', 3).fill(key[2]!);
    await cell('Luis Ortega', 5).fill(key[4]!);
    await page.getByRole('button', { name: 'Check the answers' }).click();
    await expect(page.getByRole('status').filter({ hasText: '2 sheets are ready.' })).toBeVisible();
    await page.getByRole('button', { name: 'Save 2 sheets' }).click();
    await expect(page).toHaveURL(`/instructor/paper-entry/2?locked=${luis}&done=saved`);
    await expect(page.getByRole('status').filter({ hasText: 'The sheets are saved' })).toBeVisible();
    await expect(page.getByText('1 sheet was not saved: the module is not open yet for that person. The row says so.')).toBeVisible();
    await expect(page.getByRole('row', { name: /Ana Ruiz/ })).toContainText('100% (passed)');
    await expect(page.getByRole('row', { name: /Luis Ortega/ })).toContainText('Not saved: this module is not open for this person yet.');
    await expect(page.getByRole('row', { name: /Bea Soto/ })).toContainText('None yet');
  });
});
