import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { accountTexts } from '../support/account-texts';
import { demoPassword, logIn } from '../support/accounts';
import { accessibilityProblems } from '../support/a11y-check';
import { usePreferences } from '../support/preferences';

/** Every page and state of the shell, as a visitor reaches it. */
const shellStates: { name: string; open(page: Page, locale: 'en' | 'es'): Promise<void> }[] = [
  { name: 'home', open: (page) => page.goto('/').then(() => undefined) },
  { name: 'login', open: (page) => page.goto('/login').then(() => undefined) },
  {
    name: 'login with errors',
    open: async (page, locale) => {
      await page.goto('/login');
      await page.getByRole('button', { name: accountTexts[locale].logIn, exact: true }).click();
      await page.getByText(accountTexts[locale].validation.usernameRequired).waitFor();
    },
  },
  { name: 'sign up', open: (page) => page.goto('/signup').then(() => undefined) },
  { name: 'forgot password', open: (page) => page.goto('/forgot-password').then(() => undefined) },
  { name: 'reset password form', open: (page) => page.goto('/reset-password#token=t&email=a%40example.org').then(() => undefined) },
  { name: 'reset password, invalid link', open: (page) => page.goto('/reset-password').then(() => undefined) },
  { name: 'not found', open: (page) => page.goto('/no-such-page').then(() => undefined) },
];

const widths = [320, 1280];

/**
 * Language, theme and width, pairwise: each language meets each theme and each width, and each theme each
 * width, in four runs instead of all eight (the eight took a quarter of the browser half's time; a problem
 * found only by a combination of all three has not been seen here).
 */
const combinations = [
  { locale: 'en', theme: 'light', width: 320 },
  { locale: 'en', theme: 'dark', width: 1280 },
  { locale: 'es', theme: 'light', width: 1280 },
  { locale: 'es', theme: 'dark', width: 320 },
] as const;

for (const { locale, theme, width } of combinations) {
  test(`the shared accessibility check passes on every shell page: ${locale}, ${theme}, ${width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 800 });
    await usePreferences(page, { locale, theme });
    const problems: string[] = [];
    for (const state of shellStates) {
      await state.open(page, locale);
      problems.push(...(await accessibilityProblems(page, { locale })).map((problem) => `[${state.name}] ${problem}`));
    }
    expect(problems).toEqual([]);
  });
}

for (const locale of ['en', 'es'] as const) {

  test(`the signed-in account security page passes the shared check: ${locale}`, async ({ page }) => {
    test.setTimeout(90_000);
    await logIn(page, 'learner', demoPassword());
    await usePreferences(page, { locale });
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/account/security');
      expect(await accessibilityProblems(page, { locale })).toEqual([]);
    }
  });
}
