import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { accountTexts, type Language } from '../support/account-texts';
import { usePreferences } from '../support/preferences';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function expectErrors(page: Page, messages: string[]) {
  for (const message of messages) await expect(page.getByText(message, { exact: true })).toBeVisible();
}

for (const language of ['en', 'es'] as Language[]) {
  const t = accountTexts[language];
  const v = t.validation;

  test.describe(`${language}: every validation message appears for the input that triggers it`, () => {
    test.beforeEach(async ({ page }) => {
      await usePreferences(page, { locale: language });
    });

    test('login', async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('button', { name: t.logIn }).click();
      await expectErrors(page, [v.usernameRequired, v.passwordRequired]);
      await expect(field(page, t.username)).toBeFocused();
      await expect(field(page, t.username)).toHaveAttribute('aria-invalid', 'true');
    });

    test('sign up', async ({ page }) => {
      await page.goto('/signup');
      await field(page, t.username).fill('ab');
      await field(page, t.name).fill('A');
      await field(page, t.email).fill('not-an-email');
      await field(page, t.password).fill('12345');
      await field(page, t.confirm).fill('54321');
      await page.getByRole('button', { name: t.signUp }).click();
      await expectErrors(page, [v.usernameMin, v.nameMin, v.emailInvalid, v.signupPasswordMin, v.mismatch]);
    });

    test('forgot password', async ({ page }) => {
      await page.goto('/forgot-password');
      await field(page, t.email).fill('nobody@');
      await page.getByRole('button', { name: t.sendLink }).click();
      await expectErrors(page, [v.forgotEmail]);
    });

    test('reset password', async ({ page }) => {
      await page.goto('/reset-password?token=abc&email=someone%40example.org');
      await field(page, t.newPassword).fill('short');
      await field(page, t.confirmNew).fill('other');
      await page.getByRole('button', { name: t.reset }).click();
      await expectErrors(page, [v.resetMin, v.mismatch]);
      await field(page, t.newPassword).fill('x'.repeat(101));
      await field(page, t.confirmNew).fill('x'.repeat(101));
      await page.getByRole('button', { name: t.reset }).click();
      await expectErrors(page, [v.tooLong]);
    });

    test('a reset link without token or email shows the invalid-link view', async ({ page }) => {
      await page.goto('/reset-password?email=someone%40example.org');
      await expect(page.getByRole('heading', { level: 1, name: t.invalidLink })).toBeVisible();
      await expectErrors(page, [v.linkInvalid]);
      await expect(page.getByRole('link', { name: language === 'en' ? 'Request a new link' : 'Pedir un enlace nuevo' })).toHaveAttribute(
        'href',
        '/forgot-password',
      );
    });
  });
}
