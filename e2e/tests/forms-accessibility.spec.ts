import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { accessibilityProblems } from '../support/a11y-check';
import { formTexts, languages, type Language } from '../support/form-texts';
import { fillAssistanceApplication, formPaths, submitButton, tagOf, type FormName } from '../support/forms';
import { usePreferences } from '../support/preferences';

// The shared accessibility check (axe, focus, targets, language, reflow) on every forms page, as it
// first shows, with its validation errors, and the assistance application's submitted screen.

const submitLabel = (form: FormName, language: Language) => formTexts[language][form].submit;

const states: Array<{ name: string; open(page: Page, language: Language): Promise<void> }> = [
  ...(Object.keys(formPaths) as FormName[]).flatMap((form) => [
    { name: form, open: (page: Page) => page.goto(formPaths[form]).then(() => undefined) },
    {
      name: `${form} with errors`,
      open: async (page: Page, language: Language) => {
        await page.goto(formPaths[form]);
        await submitButton(page, submitLabel(form, language)).click();
        await page.getByRole('alert').first().waitFor();
      },
    },
  ]),
  {
    name: 'assistance submitted',
    open: async (page, language) => {
      const tag = tagOf('Axe');
      await page.goto(formPaths.assistance);
      await fillAssistanceApplication(page, language, { fullName: tag, email: `${tag.toLowerCase()}@example.org` });
      await submitButton(page, submitLabel('assistance', language)).click();
      await page.getByRole('heading', { name: formTexts[language].assistance.submitted }).waitFor();
    },
  },
];

for (const language of languages) {
  for (const width of [320, 1280]) {
    test(`the forms pages pass the shared accessibility check: ${language}, ${width} px`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: 800 });
      await usePreferences(page, { locale: language });
      const problems: string[] = [];
      for (const state of states) {
        await state.open(page, language);
        problems.push(...(await accessibilityProblems(page, { locale: language })).map((problem) => `[${state.name}] ${problem}`));
      }
      expect(problems).toEqual([]);
    });
  }
}
