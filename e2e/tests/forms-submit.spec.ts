import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { formTexts, languages } from '../support/form-texts';
import { adminApi, adminFind, expectFormSaid, field, fillAssistanceApplication, fillContactMessage, fillFacilityRequest, fillStory, formPaths, holdRequests, submitButton, tagOf, typedStorage } from '../support/forms';
import { mailsTo } from '../support/outbox';
import { formRunning, usePreferences } from '../support/preferences';

// Each form sent for real, in both languages: the busy button, the spec's success words at the form, the reset (or
// the submitted screen), nothing typed left in browser storage, and what arrived: the row an admin
// reads and the confirmation mail in the sender's language.

let admin: APIRequestContext;
test.beforeAll(async ({ playwright }) => {
  admin = await adminApi(playwright);
});
test.afterAll(async () => {
  await admin?.dispose();
});

const confirmationSubject = {
  en: { facility: 'We received your workshop request', contact: 'We received your message' },
  es: { facility: 'Recibimos su solicitud de taller', contact: 'Recibimos su mensaje' },
};

for (const language of languages) {
  const t = formTexts[language];

  test.describe(`${language}: a form that is sent`, () => {
    test.beforeEach(async ({ page }) => {
      await usePreferences(page, { locale: language });
    });

    test('workshop request: Submitting..., what it says, an empty form, the row and the confirmation', async ({ page }) => {
      const f = t.facility;
      const tag = tagOf('Facility');
      const email = `${tag.toLowerCase()}@example.org`;
      await page.goto(formPaths.facility);
      await fillFacilityRequest(page, language, { facilityName: tag, email });
      // Sending... is the page's code's: it runs first (a press before it is the browser's own post).
      await formRunning(page);
      const release = await holdRequests(page, '/api/facility-requests');
      await submitButton(page, f.submit).click();
      await expect(submitButton(page, f.busy)).toBeDisabled();
      release();
      await expectFormSaid(page, f.ok);
      await expect(field(page, f.facilityName)).toHaveValue('');
      await expect(field(page, f.contactEmail)).toHaveValue('');
      await expect(page.getByRole('radio', { name: f.halfway })).not.toBeChecked();
      await expect(submitButton(page, f.submit)).toBeEnabled();
      expect(await typedStorage(page)).toEqual({});

      const row = await adminFind(admin, 'facility-requests', tag);
      expect(row).toMatchObject({
        facilityType: 'halfway',
        contactName: 'Rosa Méndez',
        contactEmail: email,
        participantCount: 25,
        specialRequirements: 'No phones allowed 📵, "quotes" & <tags>',
        locale: language,
      });
      const [mail] = await mailsTo(email);
      expect(mail?.subject).toBe(confirmationSubject[language].facility);
    });

    test('contact: Sending..., what it says, an empty form, the row and the confirmation', async ({ page }) => {
      const c = t.contact;
      const tag = tagOf('Writer');
      const email = `${tag.toLowerCase()}@example.org`;
      await page.goto(formPaths.contact);
      await fillContactMessage(page, language, { name: tag, email });
      // Sending... is the page's code's: it runs first (a press before it is the browser's own post).
      await formRunning(page);
      const release = await holdRequests(page, '/api/contact');
      await submitButton(page, c.submit).click();
      await expect(submitButton(page, c.busy)).toBeDisabled();
      release();
      await expectFormSaid(page, c.ok);
      await expect(field(page, c.name)).toHaveValue('');
      await expect(field(page, c.message)).toHaveValue('');
      await expect(field(page, c.subject)).toHaveValue('');
      expect(await typedStorage(page)).toEqual({});

      const row = await adminFind(admin, 'contact-messages', tag);
      expect(row).toMatchObject({ email, subject: 'volunteer', message: 'I would like to help at a workshop. ¿Cómo empiezo? 🙂', locale: language });
      const [mail] = await mailsTo(email);
      expect(mail?.subject).toBe(confirmationSubject[language].contact);
    });

    test('assistance: Submitting..., the Application Submitted! screen with its reference, mailed; then another, empty form', async ({ page }) => {
      const a = t.assistance;
      const tag = tagOf('Applicant');
      const email = `${tag.toLowerCase()}@example.org`;
      await page.goto(formPaths.assistance);
      await fillAssistanceApplication(page, language, { fullName: tag, email });
      // Sending... is the page's code's: it runs first (a press before it is the browser's own post).
      await formRunning(page);
      const release = await holdRequests(page, '/api/assistance-requests');
      await submitButton(page, a.submit).click();
      await expect(submitButton(page, a.busy)).toBeDisabled();
      release();
      await expectFormSaid(page, a.ok);
      const heading = page.getByRole('heading', { name: a.submitted });
      await expect(heading).toBeFocused();
      const reference = (await page.locator('.forms-reference').textContent())!;
      expect(reference).toMatch(/^[A-Z0-9]{8}$/);
      await expect(page.getByText(a.reference)).toBeVisible();
      expect(await typedStorage(page)).toEqual({});

      const row = await adminFind(admin, 'assistance-requests', tag);
      expect(row).toMatchObject({ reference, email, assistanceType: 'both', locale: language });
      // The sensitive answers were stored (encrypted) and an admin reads them back exactly.
      const detail = await (await admin.get(`/api/admin/assistance-requests/${row.id}`)).json();
      expect(detail).toMatchObject({ currentSituation: 'Staying with my sister for now.', criminalBackground: 'Prefer to talk about it on the phone.' });
      const [mail] = await mailsTo(email);
      expect(mail?.text).toContain(reference);

      await page.getByRole('link', { name: a.another }).click();
      await expect(field(page, a.fullName)).toHaveValue('');
      await expect(page.getByRole('radio', { name: a.both })).not.toBeChecked();
      await expect(submitButton(page, a.submit)).toBeEnabled();
    });

    test('share your story: Submitting..., what it says, an empty form; stored unapproved, in its language, and not on the home page', async ({ page }) => {
      const s = t.story;
      const tag = tagOf('Storyteller');
      await page.goto(formPaths.story);
      await fillStory(page, language, { name: tag });
      // Sending... is the page's code's: it runs first (a press before it is the browser's own post).
      await formRunning(page);
      const release = await holdRequests(page, '/api/success-stories');
      await submitButton(page, s.submit).click();
      await expect(submitButton(page, s.busy)).toBeDisabled();
      release();
      await expectFormSaid(page, s.ok);
      await expect(field(page, s.name)).toHaveValue('');
      await expect(page.getByRole('checkbox', { name: s.consent })).not.toBeChecked();
      expect(await typedStorage(page)).toEqual({});

      expect(await adminFind(admin, 'success-stories', tag)).toMatchObject({ isApproved: false, locale: language, location: 'Reno, Nevada' });
      await page.goto('/');
      await expect(page.locator('#testimonials')).not.toContainText(tag);
    });
  });
}
