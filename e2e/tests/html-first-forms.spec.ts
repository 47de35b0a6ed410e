import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { formTexts, languages, type Language } from '../support/form-texts';
import { adminApi, adminFind, expectFormSaid, field, fillForm, formPaths, submitButton, tagField, tagOf, type FormName } from '../support/forms';
import { holdEveryScript } from '../support/late-scripts';
import { hydrated, pageRunning, usePreferences } from '../support/preferences';

// Issue 42: the public forms are the web's own forms. With JavaScript off, on a 375 px phone, in both
// languages, each is sent, refused with what to fix, and sent again; with every script 3 s late, a form
// typed and sent before any code came is stored once and the page says so. Nothing is held or replayed.

let admin: APIRequestContext;
test.beforeAll(async ({ playwright }) => {
  admin = await adminApi(playwright);
});
test.afterAll(async () => {
  await admin?.dispose();
});

const adminList = { facility: 'facility-requests', contact: 'contact-messages', assistance: 'assistance-requests', story: 'success-stories' } as const;
const submitOf = (form: FormName, language: Language) => formTexts[language][form].submit;
const sentOf = (form: FormName, language: Language) => formTexts[language][form].ok;

/** The field each form is first sent without, and what fixes it. */
function leftEmpty(form: 'contact' | 'story' | 'facility', language: Language) {
  const t = formTexts[language];
  return {
    contact: { label: t.contact.message, fix: 'I would like to help at a workshop.' },
    story: { label: t.story.story, fix: 'I opened my first bank account and now I save a little.' },
    facility: { label: t.facility.preferredDate, fix: 'Any Tuesday in May' },
  }[form];
}

/** Every script of the site answers 3 s late (the HTML and styles at once), as on one bar of signal. */
async function scriptsLate(page: Page) {
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue().catch(() => {}); // the page may have moved on meanwhile
    },
  );
}

test.describe('JavaScript off, 375 px', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  for (const language of languages) {
    for (const form of ['contact', 'story', 'facility'] as const) {
      test(`${language}, ${form}: refused with what to fix and what was typed; fixed, sent once and said so`, async ({ page }) => {
        await usePreferences(page, { locale: language });
        const tag = tagOf('NoScript');
        const left = leftEmpty(form, language);
        await page.goto(formPaths[form]);
        await fillForm(page, form, language, tag, `${tag.toLowerCase()}@example.org`, left.label);
        await submitButton(page, submitOf(form, language)).click();
        // The server's answer: the summary, what was typed, and focus on the field to fix (autofocus, no script).
        await expect(page.getByRole('alert')).toContainText(formTexts[language].errorSummary(1));
        await expect(field(page, tagField(form, language))).toHaveValue(tag);
        await expect(field(page, left.label)).toBeFocused();
        await field(page, left.label).fill(left.fix);
        await submitButton(page, submitOf(form, language)).click();
        await expect(page).toHaveURL(new RegExp(`${formPaths[form]}\\?done=sent$`));
        await expectFormSaid(page, sentOf(form, language));
        await expect(field(page, tagField(form, language))).toHaveValue('');
        // The answer reloaded: the page says it again and nothing is sent twice.
        await page.reload();
        await expectFormSaid(page, sentOf(form, language));
        await adminFind(admin, adminList[form], tag);
      });
    }
  }
});

test.describe('every script 3 s late', () => {
  for (const language of languages) {
    test(`${language}: a contact message typed and sent before any code came is stored once, and the page says it was sent`, async ({ page }) => {
      await usePreferences(page, { locale: language });
      await scriptsLate(page);
      const tag = tagOf('Late');
      await page.goto(formPaths.contact, { waitUntil: 'domcontentloaded' });
      await fillForm(page, 'contact', language, tag, `${tag.toLowerCase()}@example.org`);
      await submitButton(page, submitOf('contact', language)).click();
      await expectFormSaid(page, sentOf('contact', language));
      await expect(page).toHaveURL(/\/contact\?done=sent$/);
      // A second, impatient press on the empty form sends nothing more.
      await expect(field(page, tagField('contact', language))).toHaveValue('');
      await adminFind(admin, 'contact-messages', tag);
    });
  }
});

test.describe('every script held until after a refused send', () => {
  for (const language of languages) {
    test(`${language}: typing on in another field as the code comes, every key stays in that field`, async ({ context }) => {
      const page = await context.newPage(); // its own `goto`, which does not wait for the code
      await usePreferences(page, { locale: language });
      const scripts = await holdEveryScript(page);
      const t = formTexts[language].facility;
      const tag = tagOf('Typing');
      await page.goto(formPaths.facility, { waitUntil: 'commit' });
      await field(page, t.specialRequirements).waitFor();
      await fillForm(page, 'facility', language, tag, `${tag.toLowerCase()}@example.org`, t.preferredDate);
      await submitButton(page, submitOf('facility', language)).click();
      // The server's answer, with no code: what to fix, focused as the HTML loads (`autofocus`).
      await expect(page.getByRole('alert')).toContainText(formTexts[language].errorSummary(1));
      await expect(field(page, t.preferredDate)).toBeFocused();
      // The visitor goes back to the facility's name to add to it, and the code comes as they type.
      await field(page, t.facilityName).focus();
      await page.keyboard.press('End');
      scripts.release();
      await hydrated(page);
      // Keys go where focus is (not to a field named by the test), so a page that moved focus would show it.
      await page.keyboard.type(' North', { delay: 40 }); // a key wakes the form's own code
      await pageRunning(page);
      await page.keyboard.type(' Unit', { delay: 40 });
      await expect(field(page, t.facilityName)).toHaveValue(`${tag} North Unit`);
      await expect(field(page, t.facilityName)).toBeFocused();
      await expect(field(page, t.preferredDate)).toHaveValue('');
      // A press after the code came is answered in place, and focus goes to what to fix.
      await submitButton(page, submitOf('facility', language)).click();
      await expect(field(page, t.preferredDate)).toBeFocused();
      await page.keyboard.type(leftEmpty('facility', language).fix);
      await submitButton(page, submitOf('facility', language)).click();
      await expectFormSaid(page, sentOf('facility', language));
      const stored = await adminFind(admin, adminList.facility, `${tag} North Unit`);
      expect(stored).toMatchObject({ facilityName: `${tag} North Unit`, preferredDate: leftEmpty('facility', language).fix });
    });
  }
});
