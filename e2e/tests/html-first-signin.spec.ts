import type { APIRequest, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { accountTexts, type Language } from '../support/account-texts';
import { demoPassword, uniqueName } from '../support/accounts';
import { apiLogIn } from '../support/instructor';
import { usePreferences } from '../support/preferences';
import { accountWithTwoStep, totpCode } from '../support/two-step';

// Issue 42: sign up, log in (with two-step sign-in too) and log out are real forms the server answers, so a
// phone with JavaScript off (a facility's locked-down browser) does every one of them, in both languages,
// at 375 px: the phone menu and its Log out are a <details> disclosure and a form.
const more = {
  en: {
    menu: 'Menu', codeTitle: 'Enter your code', code: 'Code', continue: 'Continue', classCode: 'Class code (optional)',
    myClass: 'My class', leave: 'Leave this class', stay: 'Stay in the class', confirmLeave: 'Yes, leave the class', left: 'You left the class',
    codeWrong: 'Enter the 6-digit code from your app, or one of your recovery codes',
  },
  es: {
    menu: 'Menú', codeTitle: 'Escriba su código', code: 'Código', continue: 'Continuar', classCode: 'Código de clase (opcional)',
    myClass: 'Mi clase', leave: 'Salir de esta clase', stay: 'Quedarme en la clase', confirmLeave: 'Sí, salir de la clase', left: 'Salió de la clase',
    codeWrong: 'Escriba el código de 6 dígitos de su aplicación, o uno de sus códigos de recuperación',
  },
} as const;

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** The phone menu, opened (its summary is a plain disclosure: no script needed). */
async function openMenu(page: Page, language: Language) {
  await page.locator('summary.mobile-menu__button', { hasText: more[language].menu }).click();
  return page.getByRole('navigation', { name: more[language].menu });
}
const statusSaying = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** A learner account made through the API in a context of its own (the page stays a visitor's). */
async function newLearner(request: APIRequest, baseURL: string, name: string) {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { 'X-Requested-With': 'fetch' } });
  const username = uniqueName('htmlfirst');
  const password = 'Tortilla-Rio-Verde-84';
  expect((await api.post('/api/auth/register', { data: { username, name, email: `${username}@example.org`, password } })).status()).toBe(201);
  await api.dispose();
  return { username, password };
}

/** A class code from the demo instructor, made through the API. */
async function classCode(request: APIRequest, baseURL: string): Promise<string> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { 'X-Requested-With': 'fetch' } });
  await apiLogIn(api, 'instructor', demoPassword());
  const made = await api.post('/api/instructor/class-codes', { data: { maxSignups: 2, hours: 1 } });
  expect(made.status()).toBe(201);
  const { code } = (await made.json()) as { code: string };
  await api.dispose();
  return code;
}

test.use({ viewport: { width: 375, height: 740 } });

test.describe('without JavaScript, at 375 px', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of ['en', 'es'] as Language[]) {
    const t = accountTexts[language];

    test(`${language}: sign up, then log out from the phone menu`, async ({ page }) => {
      await usePreferences(page, { locale: language });
      const username = uniqueName('nojs');
      await page.goto('/signup');
      await field(page, t.username).fill(username);
      await field(page, t.name).fill('Sin Script');
      await field(page, t.email).fill(`${username}@example.org`);
      await field(page, t.password).fill('sunny-garden-42');
      await field(page, t.confirm).fill('sunny-garden-43');
      await page.getByRole('button', { name: t.signUp }).click();
      // The server's answer: the mismatch at its field, with focus there; what was typed is kept, never a password.
      await expect(page.getByText(t.validation.mismatch, { exact: true })).toBeVisible();
      await expect(field(page, t.confirm)).toBeFocused();
      await expect(field(page, t.username)).toHaveValue(username);
      await expect(field(page, t.password)).toHaveValue('');

      await field(page, t.password).fill('sunny-garden-42');
      await field(page, t.confirm).fill('sunny-garden-42');
      await page.getByRole('button', { name: t.signUp }).click();
      await expect(page).toHaveURL('/?done=signed-up');
      await expect(statusSaying(page, t.accountCreated)).toBeVisible();

      const menu = await openMenu(page, language);
      await expect(menu.getByText(t.signedInAs('Sin Script'))).toBeVisible();
      await menu.getByRole('button', { name: t.logOut }).click();
      await expect(page).toHaveURL('/?done=signed-out');
      await expect(statusSaying(page, t.loggedOut)).toBeVisible();
      await expect((await openMenu(page, language)).getByRole('link', { name: t.loginLink })).toBeVisible();
      expect((await page.request.get('/api/auth/me')).status()).toBe(401);
    });

    test(`${language}: a wrong password says so and keeps the username; the right one goes where the visitor was going`, async ({ page, playwright, baseURL }) => {
      const account = await newLearner(playwright.request, baseURL!, 'Con Clave');
      await usePreferences(page, { locale: language });
      await page.goto('/login?returnTo=%2Fcertificates');
      await field(page, t.username).fill(account.username);
      await field(page, t.password).fill('not-the-password');
      await page.getByRole('button', { name: t.logIn }).click();
      const message = page.locator('main .action-form__failed');
      await expect(message).toHaveText(t.loginFailedBody);
      await expect(message).toBeFocused();
      await expect(field(page, t.username)).toHaveValue(account.username);
      await expect(field(page, t.password)).toHaveValue('');

      await field(page, t.password).fill(account.password);
      await page.getByRole('button', { name: t.logIn }).click();
      await expect(page).toHaveURL('/certificates');
      await expect((await openMenu(page, language)).getByText(t.signedInAs('Con Clave'))).toBeVisible();
    });

    test(`${language}: log in with two-step sign-in: the code form, a wrong code, then the right one`, async ({ page, playwright, baseURL }) => {
      const account = await accountWithTwoStep(playwright.request, baseURL!, 'Dos Pasos');
      await usePreferences(page, { locale: language });
      await page.goto('/login');
      await field(page, t.username).fill(account.username);
      await field(page, t.password).fill(account.password);
      await page.getByRole('button', { name: t.logIn }).click();
      await expect(page.getByRole('heading', { level: 1, name: more[language].codeTitle })).toBeVisible();

      await field(page, more[language].code).fill('12345');
      await page.getByRole('button', { name: more[language].continue }).click();
      await expect(page.getByText(more[language].codeWrong, { exact: true })).toBeVisible();
      await expect(field(page, more[language].code)).toBeFocused();

      await field(page, more[language].code).fill(totpCode(account.secret));
      await page.getByRole('button', { name: more[language].continue }).click();
      await expect(page).toHaveURL('/');
      await expect((await openMenu(page, language)).getByText(t.signedInAs('Dos Pasos'))).toBeVisible();
    });

    test(`${language}: sign up with a class code (${language === 'en' ? "the teacher's link" : 'typed in its box'}), with no email; then leave the class`, async ({ page, playwright, baseURL }) => {
      const code = await classCode(playwright.request, baseURL!);
      await usePreferences(page, { locale: language });
      await page.goto(language === 'en' ? `/signup?class=${code}` : '/signup');
      if (language === 'en') await expect(field(page, more.en.classCode)).toHaveValue(code);
      else await field(page, more.es.classCode).fill(code.toLowerCase());
      await field(page, t.username).fill(uniqueName('classnojs'));
      await field(page, t.name).fill('En Clase');
      await field(page, t.password).fill('sunny-garden-42');
      await field(page, t.confirm).fill('sunny-garden-42');
      await page.getByRole('button', { name: t.signUp }).click();
      await expect(page).toHaveURL('/?done=signed-up');
      await expect(statusSaying(page, t.accountCreated)).toBeVisible();
      const joined = (await (await page.request.get('/api/account/class')).json()) as { class: { instructorName: string } | null };
      expect(joined.class?.instructorName).toBeTruthy();

      // Leaving is asked first: a link to the question, No a link back, Yes a form; focus on each answer.
      const w = more[language];
      await page.goto('/account');
      const myClass = page.getByRole('region', { name: w.myClass });
      await myClass.getByRole('link', { name: w.leave }).click();
      await expect(myClass.getByRole('group', { name: w.leave })).toBeFocused();
      await myClass.getByRole('link', { name: w.stay }).click();
      await myClass.getByRole('link', { name: w.leave }).click();
      await myClass.getByRole('button', { name: w.confirmLeave }).click();
      await expect(page).toHaveURL('/account?done=left-class');
      await expect(myClass.getByRole('status')).toHaveText(w.left);
      await expect(myClass.getByRole('status')).toBeFocused();
      expect(((await (await page.request.get('/api/account/class')).json()) as { class: unknown }).class).toBeNull();
    });
  }

  test('a post that is not a form (a long name, control characters) is refused, never a server error', async ({ page, baseURL }) => {
    for (const form of [{ username: 'x'.repeat(5000), password: '' }, { username: 'a\u0000b', password: '\u202e' }]) {
      const response = await page.request.post('/login', { form, headers: { Origin: baseURL! }, maxRedirects: 0 });
      expect(response.status()).toBeGreaterThanOrEqual(400);
      expect(response.status()).toBeLessThan(500);
    }
  });
});
