import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { formTexts, type Language } from '../support/form-texts';
import { adminApi, adminFind, field, fillForm, formPaths, submitButton, tagField, tagOf, type FormName } from '../support/forms';
import { usePreferences } from '../support/preferences';

// Facility computers often block scripts. The four public forms are real forms the server answers
// (issue 30): without JavaScript, a form sent with a mistake comes back with what was typed, the
// messages and the error summary, with focus on the first mistake; fixed and sent, it says so and is stored once. The account forms
// that are real forms since issue 42 (sign-in and sign-up: html-first-signin.spec.ts; forgot password and username,
// reset and my account: html-first-account.spec.ts) need no script either: no notice, Send enabled, a real post.
const notice = {
  en: 'This form needs JavaScript, which is turned off in this browser. Turn it on to send the form, or use another phone or computer.',
  es: 'Este formulario necesita JavaScript, que está desactivado en este navegador. Actívelo para enviar el formulario o use otro teléfono o computadora.',
};
/** Account forms the server answers (issue 42): no notice, Send enabled. */
const accountForms = ['/login', '/signup', '/forgot-password', '/forgot-username', '/reset-password?with=code'];
const publicForms = Object.values(formPaths);

let admin: APIRequestContext;
test.beforeAll(async ({ playwright }) => {
  admin = await adminApi(playwright);
});
test.afterAll(async () => {
  await admin?.dispose();
});

/** Per form: the field left empty (a mistake), its message, what fills it, and what success shows. */
function mistakeOf(form: FormName, language: Language) {
  const t = formTexts[language];
  return {
    facility: { label: t.facility.preferredDate, error: t.facility.errors.preferredDate, fix: 'Any Tuesday in May', submit: t.facility.submit, sent: t.facility.ok[0]! },
    contact: { label: t.contact.message, error: t.contact.errors.message, fix: 'I would like to help at a workshop.', submit: t.contact.submit, sent: t.contact.ok[0]! },
    assistance: { label: t.assistance.location, error: t.assistance.errors.location, fix: 'Dayton, Ohio', submit: t.assistance.submit, sent: t.assistance.submitted },
    story: { label: t.story.story, error: t.story.errors.story, fix: 'I opened my first bank account and now I save a little.', submit: t.story.submit, sent: t.story.ok[0]! },
  }[form];
}

const adminList = { facility: 'facility-requests', contact: 'contact-messages', assistance: 'assistance-requests', story: 'success-stories' } as const;

async function sendWithMistakeThenFix(page: Page, form: FormName, language: Language) {
  const t = formTexts[language];
  const mistake = mistakeOf(form, language);
  const tag = tagOf(form);
  await usePreferences(page, { locale: language });
  await page.goto(formPaths[form]);
  await expect(page.getByText(notice[language])).toBeHidden();
  await expect(submitButton(page, mistake.submit)).toBeEnabled();

  await fillForm(page, form, language, tag, `${tag.toLowerCase()}@example.org`, mistake.label);
  await submitButton(page, mistake.submit).click();
  // The server's answer: the summary, the message at the field, and everything typed still there.
  await expect(page.getByRole('alert').filter({ hasText: t.errorSummary(1) })).toBeVisible();
  await expect(page.getByText(mistake.error, { exact: true })).toBeVisible();
  await expect(field(page, tagField(form, language))).toHaveValue(tag);
  await expect(field(page, mistake.label)).toHaveValue('');
  // Focus is on the first mistake, as the page loads (issue 39: it stayed at the top of the page).
  await expect(field(page, mistake.label)).toBeFocused();

  await field(page, mistake.label).fill(mistake.fix);
  await submitButton(page, mistake.submit).click();
  await expect(page.getByText(mistake.sent, { exact: true })).toBeVisible();
  if (form === 'assistance') await expect(page.locator('.forms-reference')).toHaveText(/^[A-Z0-9]{8}$/);
  else await expect(field(page, tagField(form, language))).toHaveValue('');
  return adminFind(admin, adminList[form], tag);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const form of Object.keys(formPaths) as FormName[]) {
    test(`${form}: sent with a mistake shows it with what was typed; fixed, it is sent and stored`, async ({ page }) => {
      const row = await sendWithMistakeThenFix(page, form, 'en');
      expect(row).toMatchObject({ locale: 'en' });
    });
  }

  test('es: the workshop request answers in Spanish and is stored in Spanish', async ({ page }) => {
    expect(await sendWithMistakeThenFix(page, 'facility', 'es')).toMatchObject({ locale: 'es', participantCount: 25, facilityType: 'halfway' });
  });

  test('the same form posted twice is stored once', async ({ page, baseURL }) => {
    const tag = tagOf('Twice');
    const message = { name: tag, email: `${tag.toLowerCase()}@example.org`, subject: 'volunteer', message: 'Posted twice by a double press.', website: '' };
    for (let i = 0; i < 2; i += 1) {
      // Post/Redirect/Get: the answer is a redirect to the page saying it was sent (issue 42).
      const response = await page.request.post(formPaths.contact, { form: message, headers: { Origin: baseURL! }, maxRedirects: 0 });
      expect(response.status()).toBe(303);
      expect(response.headers().location).toBe('/contact?done=sent');
    }
    await adminFind(admin, 'contact-messages', tag); // exactly one
  });

  test('the account forms the server answers need no script: no notice, Send enabled, a real post', async ({ page }) => {
    for (const path of accountForms) {
      await page.goto(path);
      const form = page.locator('main form').first();
      await expect(form, path).toHaveAttribute('method', 'post');
      await expect(page.getByText(notice.en), path).toHaveCount(0);
      await expect(form.locator('button[type=submit]'), path).toBeEnabled();
    }
  });
});

test('with JavaScript the notice is never shown', async ({ page }) => {
  for (const path of [...publicForms, ...accountForms]) {
    await page.goto(path);
    await expect(page.locator('main form').first(), path).toBeVisible();
    await expect(page.getByText(notice.en), path).toBeHidden();
    await expect(page.locator('main form button[type=submit]').first(), path).toBeEnabled();
  }
});
