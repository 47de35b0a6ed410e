import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { accountTexts, type Language } from '../support/account-texts';
import { demoPassword, uniqueName } from '../support/accounts';
import { apiLogIn } from '../support/instructor';
import { hydrated, pageRunning, usePreferences } from '../support/preferences';

// The way back in (issue 31, section 2), on a phone: a learner without email who forgot the password, and the
// username too (issue 39), gets both from the instructor: the portal shows the username beside a one-time
// code (a learner with email gets the username by mail: way-back-in-username.spec.ts).
test.use({ viewport: { width: 375, height: 740 } });

const words = {
  en: {
    email: /^Email/,
    noEmailHint: 'With a class code, you can leave the email empty. Then, if you forget your password, ask your instructor for a reset code.',
    forgotPassword: 'Forgot your password?',
    haveCode: 'I have a code from my instructor',
    codeTitle: 'Use a code from your instructor',
    code: /^Code from your instructor/,
    search: 'Search by name, username or email',
    usernameIs: 'Username: ',
    makeFor: (name: string) => `Make a reset code for ${name}`,
    confirmTitle: (name: string) => `Make a reset code for ${name}?`,
    confirm: 'Make the code',
    codeFor: (name: string) => `Reset code for ${name}`,
    writeDown: (name: string) => `Write this down and give it to ${name}. It works once, for 24 hours.`,
    done: 'Done',
    codeWrong: 'This username and reset code do not work together. Check both, or ask your instructor for a new code.',
  },
  es: {
    email: /^Correo electrónico/,
    noEmailHint: 'Con un código de clase, puede dejar el correo vacío. Entonces, si olvida su contraseña, pida a su instructor un código para restablecerla.',
    forgotPassword: '¿Olvidó su contraseña?',
    haveCode: 'Tengo un código de mi instructor',
    codeTitle: 'Use un código de su instructor',
    code: /^Código de su instructor/,
    search: 'Buscar por nombre, nombre de usuario o correo electrónico',
    usernameIs: 'Nombre de usuario: ',
    makeFor: (name: string) => `Crear un código para que ${name} cambie su contraseña`,
    confirmTitle: (name: string) => `¿Crear un código para que ${name} cambie su contraseña?`,
    confirm: 'Crear el código',
    codeFor: (name: string) => `Código de ${name} para cambiar la contraseña`,
    writeDown: (name: string) => `Anote este código y déselo a ${name}. Funciona una vez, durante 24 horas.`,
    done: 'Listo',
    codeWrong: 'Este nombre de usuario y este código no coinciden. Revise los dos, o pida un código nuevo a su instructor.',
  },
} as const;
const field = (page: Page, label: string | RegExp) => page.getByLabel(label, typeof label === 'string' ? { exact: true } : undefined);

/** A fresh phone for the learner, in their language (they come back on another device). */
async function phone(browser: Browser, language: Language) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await usePreferences(page, { locale: language });
  return page;
}

/**
 * A class code of the demo instructor's for `use`, made through the API (the portal's own form has its spec),
 * then ended: an instructor may have 10 open codes, and the spec runs again and again on one site.
 */
async function withClassCode(instructor: Page, use: (code: string) => Promise<void>) {
  const headers = { 'X-Requested-With': 'fetch' };
  const response = await instructor.request.post('/api/instructor/class-codes', { data: { maxSignups: 2, hours: 2 }, headers });
  expect(response.status()).toBe(201);
  const { id, code } = (await response.json()) as { id: number; code: string };
  await use(code);
  expect((await instructor.request.post(`/api/instructor/class-codes/${id}/revoke`, { headers })).status()).toBe(204);
}

/** Signs up at /signup?class=CODE with no email, as a learner without one does. */
async function signUpWithoutEmail(learner: Page, language: Language, code: string, username: string, name: string) {
  const t = accountTexts[language];
  await learner.goto(`/signup?class=${code}`);
  await expect(learner.getByText(words[language].noEmailHint)).toBeVisible();
  await field(learner, t.username).fill(username);
  await field(learner, t.name).fill(name);
  await expect(field(learner, words[language].email)).toHaveValue('');
  await field(learner, t.password).fill('first-pass-42');
  await field(learner, t.confirm).fill('first-pass-42');
  await learner.getByRole('button', { name: t.signUp }).click();
  await expect(learner).toHaveURL('/?done=signed-up');
  await expect(learner.getByRole('main').getByRole('status').filter({ hasText: t.accountCreated })).toBeVisible();
}

/** What follows "Username: " in `line` (the portal shows it on the row, in the details and in the code dialog). */
async function usernameIn(line: Locator, language: Language): Promise<string> {
  await expect(line).toHaveText(new RegExp(`^${words[language].usernameIs}\\S+$`));
  return (await line.textContent())!.slice(words[language].usernameIs.length);
}

/** The instructor finds the learner by name and makes a code; the dialog shows it once, with the username. */
async function makeCodeInPortal(instructor: Page, language: Language, name: string): Promise<{ code: string; username: string }> {
  const w = words[language];
  await instructor.goto('/instructor');
  await pageRunning(instructor); // a staff page needs its code (nothing holds a press made before it)
  await field(instructor, w.search).fill(name);
  const row = instructor.getByRole('link', { name: new RegExp(name) });
  const onRow = await usernameIn(row.locator('.student-username'), language);
  await instructor.getByRole('button', { name: w.makeFor(name) }).click();
  const confirm = instructor.getByRole('dialog', { name: w.confirmTitle(name) });
  await confirm.getByRole('button', { name: w.confirm }).click();
  const dialog = instructor.getByRole('dialog', { name: w.codeFor(name) });
  await expect(dialog).toContainText(w.writeDown(name));
  const shown = dialog.locator('.reset-code-dialog__code [aria-hidden="true"]');
  await expect(shown).toHaveText(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  // Large enough to read aloud from a phone held at arm's length.
  expect(Number.parseFloat(await shown.evaluate((element) => getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(32);
  const code = (await shown.textContent())!;
  const username = await usernameIn(dialog.locator('.reset-code-dialog__username'), language);
  expect(username).toBe(onRow);
  await dialog.getByRole('button', { name: w.done }).click();
  await expect(instructor.getByRole('dialog')).toHaveCount(0);
  await expect(instructor.getByText(code)).toHaveCount(0);
  // The student's details say it too.
  await row.click();
  expect(await usernameIn(instructor.getByRole('region', { name }).locator('.student-username'), language)).toBe(username);
  return { code, username };
}

async function logIn(page: Page, language: Language, username: string, password: string) {
  const t = accountTexts[language];
  await page.goto('/login');
  await hydrated(page); // the page runs first: its toast says how it went (html-first-signin.spec.ts: without)
  await field(page, t.username).fill(username);
  await field(page, t.password).fill(password);
  await page.getByRole('button', { name: t.logIn }).click();
}

for (const language of ['en', 'es'] as Language[]) {
  const t = accountTexts[language];
  const w = words[language];

  test(`${language}: a learner without email joins by class code, forgets username and password, gets both from the instructor and signs in again`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    const username = uniqueName('noemail');
    const name = `Rosa ${username.slice(-6)}`;
    await usePreferences(page, { locale: language });
    await apiLogIn(page.request, 'instructor', demoPassword());
    const learner = await phone(browser, language);
    await withClassCode(page, (code) => signUpWithoutEmail(learner, language, code, username, name));
    await learner.context().close();

    // Weeks later, on another phone: username and password are gone, and there is no email to send them to.
    const later = await phone(browser, language);
    await logIn(later, language, name, 'not-the-password');
    await expect(later.getByText(t.loginFailedBody).first()).toBeVisible();
    await later.getByRole('link', { name: w.forgotPassword }).click();
    await later.getByRole('link', { name: w.haveCode }).click();
    await expect(later.getByRole('heading', { level: 1, name: w.codeTitle })).toBeVisible();

    // The instructor reads out what the portal shows: the username and the code. Nothing else tells the learner.
    const { code: resetCode, username: toldUsername } = await makeCodeInPortal(page, language, name);
    expect(toldUsername).toBe(username);

    await field(later, t.username).fill(toldUsername);
    await field(later, w.code).fill(resetCode.toLowerCase().replace('-', ' '));
    await field(later, t.newPassword).fill('second-pass-42');
    await field(later, t.confirmNew).fill('second-pass-42');
    await later.getByRole('button', { name: t.reset }).click();
    await expect(later.getByRole('heading', { level: 1, name: t.resetDone })).toBeVisible();

    // The code works once.
    await later.goto('/reset-password?with=code');
    await field(later, t.username).fill(username);
    await field(later, w.code).fill(resetCode);
    await field(later, t.newPassword).fill('third-pass-42');
    await field(later, t.confirmNew).fill('third-pass-42');
    await later.getByRole('button', { name: t.reset }).click();
    await expect(later.getByText(w.codeWrong).first()).toBeVisible();

    await logIn(later, language, username, 'second-pass-42');
    await expect(later.getByRole('region', { name: language === 'en' ? 'Notifications' : 'Notificaciones' })).toContainText(t.loginOk);
    await expect(later).toHaveURL('/');
    await later.context().close();
  });
}

/** Presses Tab until `target` has focus (at most `max` presses): no click anywhere. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('en: the instructor makes the code and the learner uses it with the keyboard only', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const t = accountTexts.en;
  const w = words.en;
  const username = uniqueName('keys');
  const name = `Kim ${username.slice(-6)}`;
  await usePreferences(page, { locale: 'en' });
  await apiLogIn(page.request, 'instructor', demoPassword());
  const learner = await phone(browser, 'en');
  await withClassCode(page, (code) => signUpWithoutEmail(learner, 'en', code, username, name));
  await learner.context().close();

  // The instructor: search, the row's button, confirm, read the code, Done; focus comes back to the button.
  await page.goto('/instructor');
  await tabTo(page, field(page, w.search));
  await page.keyboard.type(name);
  const makeButton = page.getByRole('button', { name: w.makeFor(name) });
  await tabTo(page, makeButton);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: w.confirmTitle(name) });
  await expect(confirm.getByRole('button', { name: w.confirm })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: w.codeFor(name) });
  await expect(dialog.getByRole('heading', { name: w.codeFor(name) })).toBeFocused();
  const resetCode = (await dialog.locator('.reset-code-dialog__code [aria-hidden="true"]').textContent())!;
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(makeButton).toBeFocused();

  // The learner: from the log-in page to a new password and back in, by keyboard.
  const later = await phone(browser, 'en');
  await later.goto('/login');
  await tabTo(later, later.getByRole('link', { name: w.forgotPassword }));
  await later.keyboard.press('Enter');
  await expect(later).toHaveURL('/forgot-password');
  // A keyboard journey, not a press at load (presses-at-load.spec.ts has those): the page runs first.
  await hydrated(later);
  await tabTo(later, later.getByRole('link', { name: w.haveCode }));
  await later.keyboard.press('Enter');
  await expect(later.getByRole('heading', { level: 1, name: w.codeTitle })).toBeVisible();
  await tabTo(later, field(later, t.username));
  await later.keyboard.type(username);
  await later.keyboard.press('Tab');
  await expect(field(later, w.code)).toBeFocused();
  await later.keyboard.type(resetCode);
  await tabTo(later, field(later, t.newPassword));
  await later.keyboard.type('keyboard-pass-42');
  await tabTo(later, field(later, t.confirmNew));
  await later.keyboard.type('keyboard-pass-42');
  await later.keyboard.press('Enter');
  await expect(later.getByRole('heading', { level: 1, name: t.resetDone })).toBeVisible();

  await later.goto('/login');
  await hydrated(later);
  await tabTo(later, field(later, t.username));
  await later.keyboard.type(username);
  await tabTo(later, field(later, t.password));
  await later.keyboard.type('keyboard-pass-42');
  await later.keyboard.press('Enter');
  await expect(later.getByRole('region', { name: 'Notifications' })).toContainText(t.loginOk);
  await later.context().close();
});
