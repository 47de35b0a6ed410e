import type { Route } from '@playwright/test';
import { expect, test } from '../support/test';
import { formTexts, languages } from '../support/form-texts';
import { expectFormSaid, field, fillForm, formPaths, submitButton, tagField, tagOf, type FormName } from '../support/forms';
import { formRunning, usePreferences } from '../support/preferences';

// When the API fails (answers 500) or cannot be reached, each form shows the spec's failure words at the form and keeps
// everything typed, so a visitor can simply try again; the retry then goes through.

const apiPaths: Record<FormName, string> = {
  facility: '/api/facility-requests',
  contact: '/api/contact',
  assistance: '/api/assistance-requests',
  story: '/api/success-stories',
};

const failures: Array<{ name: string; fail(route: Route): Promise<void> }> = [
  {
    name: 'the API answers 500',
    fail: (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"INTERNAL","message":"Something went wrong."}}' }),
  },
  { name: 'the API is unreachable', fail: (route) => route.abort('connectionrefused') },
];

for (const language of languages) {
  const t = formTexts[language];
  const failBody: Record<FormName, string> = { facility: t.facility.fail, contact: t.contact.fail, assistance: t.assistance.fail, story: t.story.fail };
  const submit: Record<FormName, string> = { facility: t.facility.submit, contact: t.contact.submit, assistance: t.assistance.submit, story: t.story.submit };

  for (const form of Object.keys(formPaths) as FormName[]) {
    test(`${language}, ${form}: when ${failures.map((f) => f.name).join(' or ')}, the failure words, and what was typed stays`, async ({ page }) => {
      await usePreferences(page, { locale: language });
      const tag = tagOf('Kept');
      await page.goto(formPaths[form]);
      await fillForm(page, form, language, tag, `${tag.toLowerCase()}@example.org`);
      // Typing started the page's code. A Send pressed before it came is the browser's own post
      // (html-first-forms.spec.ts); here each failure's answer is awaited no longer than a check waits (5 s), which a busy machine can
      // spend on that download alone.
      await formRunning(page);
      for (const failure of failures) {
        let calls = 0;
        await page.route(`**${apiPaths[form]}`, (route) => {
          calls += 1;
          return failure.fail(route);
        });
        await submitButton(page, submit[form]).click();
        await expect.poll(() => calls, failure.name).toBe(1);
        await expectFormSaid(page, [t.failTitle, failBody[form]]);
        await expect(field(page, tagField(form, language)), failure.name).toHaveValue(tag);
        await expect(submitButton(page, submit[form])).toBeEnabled();
        await page.unroute(`**${apiPaths[form]}`);
      }
      // Everything is still there: sending again works without typing anything.
      await submitButton(page, submit[form]).click();
      if (form === 'assistance') await expect(page.getByRole('heading', { name: t.assistance.submitted })).toBeVisible();
      else await expect(field(page, tagField(form, language))).toHaveValue('');
    });
  }
}
