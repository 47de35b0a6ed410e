import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { formTexts, languages } from '../support/form-texts';
import { field, formPaths, submitButton, typedStorage } from '../support/forms';
import { usePreferences } from '../support/preferences';

// Every validation message of the four forms (spec section 5, and plain words where the spec gives none),
// in both languages: the error summary is announced, focus moves to the first field to fix, and each
// message sits beside its field.

async function expectFieldErrors(page: Page, errors: Record<string, string>) {
  for (const [label, message] of Object.entries(errors)) {
    const input = field(page, label).first();
    await expect(input, label).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(message, { exact: true }).first(), label).toBeVisible();
  }
}

for (const language of languages) {
  const t = formTexts[language];

  test.describe(`${language}: the forms say what to fix`, () => {
    test.beforeEach(async ({ page }) => {
      await usePreferences(page, { locale: language });
    });

    test('workshop request', async ({ page }) => {
      const f = t.facility;
      await page.goto(formPaths.facility);
      await submitButton(page, f.submit).click();
      await expect(page.getByRole('alert').filter({ hasText: t.errorSummary(9) })).toBeVisible();
      await expect(field(page, f.facilityName)).toBeFocused();
      for (const message of [f.errors.facilityType]) await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expectFieldErrors(page, {
        [f.facilityName]: f.errors.facilityName,
        [f.contactName]: f.errors.contactName,
        [f.contactPosition]: f.errors.contactPosition,
        [f.contactEmail]: f.errors.contactEmail,
        [f.contactPhone]: f.errors.contactPhone,
        [f.facilityAddress]: f.errors.facilityAddress,
        [f.participantCount]: f.errors.participantCount,
        [f.preferredDate]: f.errors.preferredDate,
      });
      await expect(page.getByRole('radiogroup', { name: f.facilityType })).toHaveAttribute('aria-invalid', 'true');

      // Too short, not an email, too few digits, out of range: each its own message.
      await field(page, f.facilityName).fill('A');
      await page.getByRole('radio', { name: f.prison }).check();
      await field(page, f.contactName).fill('R');
      await field(page, f.contactPosition).fill('D');
      await field(page, f.contactEmail).fill('rosa@');
      await field(page, f.contactPhone).fill('555-0142');
      await field(page, f.facilityAddress).fill('12 R');
      await field(page, f.participantCount).fill('0');
      await field(page, f.preferredDate).fill('   ');
      await submitButton(page, f.submit).click();
      await expect(field(page, f.facilityName)).toBeFocused();
      await expectFieldErrors(page, {
        [f.facilityName]: f.errors.facilityName,
        [f.contactName]: f.errors.contactName,
        [f.contactPosition]: f.errors.contactPosition,
        [f.contactEmail]: f.errors.contactEmail,
        [f.contactPhone]: f.errors.contactPhone,
        [f.facilityAddress]: f.errors.facilityAddress,
        [f.participantCount]: f.errors.participantCount,
        [f.preferredDate]: f.errors.preferredDate,
      });
      await expect(page.getByText(f.errors.facilityType, { exact: true })).toHaveCount(0);
      for (const count of ['20000', '2.5']) {
        await field(page, f.participantCount).fill(count);
        await field(page, f.participantCount).blur();
        await expectFieldErrors(page, { [f.participantCount]: f.errors.participantRange });
      }
      expect(await typedStorage(page)).toEqual({});
    });

    test('contact', async ({ page }) => {
      const c = t.contact;
      await page.goto(formPaths.contact);
      await submitButton(page, c.submit).click();
      await expect(page.getByRole('alert').filter({ hasText: t.errorSummary(4) })).toBeVisible();
      await expect(field(page, c.name)).toBeFocused();
      await expectFieldErrors(page, { [c.name]: c.errors.name, [c.email]: c.errors.email, [c.subject]: c.errors.subject, [c.message]: c.errors.message });

      await field(page, c.name).fill('Ana');
      await field(page, c.email).fill('ana@example');
      await field(page, c.message).fill('Too short');
      await submitButton(page, c.submit).click();
      // Focus goes to the first field still wrong, and the summary counts what is left.
      await expect(field(page, c.email)).toBeFocused();
      await expect(page.getByRole('alert').filter({ hasText: t.errorSummary(3) })).toBeVisible();
      await expectFieldErrors(page, { [c.email]: c.errors.email, [c.subject]: c.errors.subject, [c.message]: c.errors.message });
      await expect(field(page, c.name)).not.toHaveAttribute('aria-invalid', 'true');
      expect(await typedStorage(page)).toEqual({});
    });

    test('assistance application', async ({ page }) => {
      const a = t.assistance;
      await page.goto(formPaths.assistance);
      await submitButton(page, a.submit).click();
      await expect(page.getByRole('alert').filter({ hasText: t.errorSummary(7) })).toBeVisible();
      await expect(field(page, a.fullName)).toBeFocused();
      await expectFieldErrors(page, {
        [a.fullName]: a.errors.fullName,
        [a.email]: a.errors.email,
        [a.phone]: a.errors.phone,
        [a.releaseDate]: a.errors.releaseDate,
        [a.location]: a.errors.location,
        [a.currentSituation]: a.errors.currentSituation,
      });
      await expect(page.getByText(a.errors.assistanceType, { exact: true })).toBeVisible();
      for (const optional of [a.previousExperience, a.additionalNeeds, a.emergencyContact, a.criminalBackground]) {
        await expect(field(page, optional)).not.toHaveAttribute('aria-invalid', 'true');
      }

      await field(page, a.fullName).fill('Marcus Taylor');
      await field(page, a.email).fill('marcus.example.org');
      await field(page, a.phone).fill('555-1234');
      await submitButton(page, a.submit).click();
      await expect(field(page, a.email)).toBeFocused();
      await expectFieldErrors(page, { [a.email]: a.errors.email, [a.phone]: a.errors.phone });
      expect(await typedStorage(page)).toEqual({});
    });

    test('share your story', async ({ page }) => {
      const s = t.story;
      await page.goto(formPaths.story);
      await submitButton(page, s.submit).click();
      await expect(page.getByRole('alert').filter({ hasText: t.errorSummary(3) })).toBeVisible();
      await expect(field(page, s.name)).toBeFocused();
      await expectFieldErrors(page, { [s.name]: s.errors.name, [s.story]: s.errors.story });
      await expect(page.getByRole('checkbox', { name: s.consent })).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(s.errors.consent, { exact: true })).toBeVisible();

      await field(page, s.name).fill('Luis M.');
      await field(page, s.story).fill('It helped me a lot.');
      await submitButton(page, s.submit).click();
      await expect(field(page, s.story)).toBeFocused();
      await expectFieldErrors(page, { [s.story]: s.errors.story });
      expect(await typedStorage(page)).toEqual({});
    });
  });
}
