import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { demoPassword, uniqueName } from '../support/accounts';
import { apiLogIn } from '../support/instructor';
import { mailsTo, resetLinkFor } from '../support/outbox';
import { usePreferences } from '../support/preferences';

// The account pages with JavaScript off (issue 42), on a phone, in English and Spanish: every form is the
// web's own post that the page's route action answers on the server. A sent form ends at `?done=` with a
// status that says what happened; a refused one comes back with what was typed (never a password), the
// error summary and focus on the first mistake.
test.use({ viewport: { width: 375, height: 740 }, javaScriptEnabled: false });

const PASSWORD = 'Tortilla-Rio-Verde-84';
const NEW_PASSWORD = 'green river morning 42';

const words = {
  en: {
    email: 'Email', sendResetLink: 'Send reset link', resetSentTitle: 'Reset email sent!', resetSent: 'Check your email. The link works for 30 minutes.',
    sendUsername: 'Send my username', usernameSentTitle: 'Email sent', usernameSent: 'Check your email for your username.',
    linkNeedsScript: 'This link opens only with JavaScript, which is turned off in this browser. Turn it on and open the link again, or open it on another phone or computer.',
    newPassword: /^New password/, confirmNew: /^Confirm new password/, reset: 'Reset Password', resetDone: 'Password reset!', mismatch: 'Passwords do not match',
    codeTitle: 'Use a code from your instructor', username: /^Username/, code: /^Code from your instructor/,
    summary: 'Please fix the field marked below.',
    myAccount: 'My account', name: /^Name/, saveName: 'Save name', nameSaved: 'Your name is saved',
    newEmail: /^New email address/, password: /^Your password/, sendLink: 'Send the link', linkSent: 'Check your email', pending: (email: string) => `We sent a link to ${email}.`,
    confirmSubject: 'Confirm your new email address', useEmail: 'Use this email address', emailChanged: 'Your email address is changed.',
    otherLanguage: 'Spanish (Español)', saveLanguage: 'Save language', languageSavedInOther: 'Su idioma está guardado', myAccountInOther: 'Mi cuenta',
    seeData: 'See my data', dataTitle: 'My data', download: 'Download my data',
    deleteLink: 'Delete my account', deleteButton: 'Delete my account for good', deleted: 'Account deleted', notSaved: 'Not saved',
    currentPassword: /^Current password/, changePassword: 'Change password', passwordChanged: 'Password changed',
  },
  es: {
    email: 'Correo electrónico', sendResetLink: 'Enviar el enlace', resetSentTitle: '¡Correo enviado!', resetSent: 'Revise su correo. El enlace sirve por 30 minutos.',
    sendUsername: 'Enviar mi nombre de usuario', usernameSentTitle: 'Correo enviado', usernameSent: 'Revise su correo electrónico. Allí está su nombre de usuario.',
    linkNeedsScript: 'Este enlace solo se abre con JavaScript, que está desactivado en este navegador. Actívelo y abra el enlace otra vez, o ábralo en otro teléfono o computadora.',
    newPassword: /^Contraseña nueva/, confirmNew: /^Confirme la contraseña nueva/, reset: 'Restablecer la contraseña', resetDone: '¡Contraseña restablecida!', mismatch: 'Las contraseñas no coinciden',
    codeTitle: 'Use un código de su instructor', username: /^Nombre de usuario/, code: /^Código de su instructor/,
    summary: 'Por favor, corrija el campo marcado abajo.',
    myAccount: 'Mi cuenta', name: /^Nombre/, saveName: 'Guardar el nombre', nameSaved: 'Su nombre está guardado',
    newEmail: /^Nuevo correo electrónico/, password: /^Su contraseña/, sendLink: 'Enviar el enlace', linkSent: 'Revise su correo electrónico', pending: (email: string) => `Enviamos un enlace a ${email}.`,
    confirmSubject: 'Confirme su nuevo correo electrónico', useEmail: 'Usar este correo electrónico', emailChanged: 'Su correo electrónico ya cambió.',
    otherLanguage: 'Inglés (English)', saveLanguage: 'Guardar el idioma', languageSavedInOther: 'Your language is saved', myAccountInOther: 'My account',
    seeData: 'Ver mis datos', dataTitle: 'Mis datos', download: 'Descargar mis datos',
    deleteLink: 'Eliminar mi cuenta', deleteButton: 'Eliminar mi cuenta para siempre', deleted: 'Cuenta eliminada', notSaved: 'No se guardó',
    currentPassword: /^Contraseña actual/, changePassword: 'Cambiar contraseña', passwordChanged: 'Contraseña cambiada',
  },
} as const;
type Language = keyof typeof words;

const headers = { 'X-Requested-With': 'fetch' };

/** A learner with an email address, made through the API in a request context of its own (the page stays signed out). */
async function registerElsewhere(request: APIRequestContext, prefix: string): Promise<{ id: number; username: string; email: string }> {
  const username = uniqueName(prefix);
  const email = `${username}@example.org`;
  const response = await request.post('/api/auth/register', { headers, data: { username, name: 'Rosa Delgado', email, password: PASSWORD } });
  expect(response.ok(), await response.text()).toBe(true);
  const { id } = (await response.json()) as { id: number };
  return { id, username, email };
}

/** Whether the API signs this username in with this password (a fresh request context: no session of the page's). */
async function signsIn(playwright: { request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> } }, baseURL: string, username: string, password: string): Promise<boolean> {
  const request = await playwright.request.newContext({ baseURL });
  try {
    return (await request.post('/api/auth/login', { headers, data: { username, password } })).status() === 200;
  } finally {
    await request.dispose();
  }
}

const field = (page: Page, label: string | RegExp) => page.getByRole('main').getByLabel(label);
const status = (page: Page) => page.getByRole('main').getByRole('status');
const alerts = (page: Page) => page.getByRole('main').getByRole('alert');

for (const language of ['en', 'es'] as Language[]) {
  const w = words[language];

  test(`${language}: forgot password, then a new password by the mailed link`, async ({ page, request, playwright, baseURL }) => {
    const learner = await registerElsewhere(request, 'nojsreset');
    await usePreferences(page, { locale: language });
    await page.goto('/forgot-password');
    await field(page, w.email).fill(learner.email);
    await page.getByRole('button', { name: w.sendResetLink }).click();
    await expect(page).toHaveURL('/forgot-password?done=sent');
    await expect(status(page)).toHaveText(`${w.resetSentTitle}${w.resetSent}`);
    await expect(field(page, w.email)).toHaveValue('');

    // The mailed link keeps token and email in its fragment, which only a page's script can read; without
    // script the page reads the same link as query parameters (its other documented form).
    const link = new URL(await resetLinkFor(learner.email));
    await page.goto(link.href);
    await expect(page.getByRole('main').getByRole('note')).toHaveText(w.linkNeedsScript);
    await page.goto(`${link.pathname}?${link.hash.slice(1)}`);
    await field(page, w.newPassword).fill(NEW_PASSWORD);
    await field(page, w.confirmNew).fill(`${NEW_PASSWORD}!`);
    await page.getByRole('button', { name: w.reset }).click();
    // The server's refusal: the summary, the message at the field, focus on it, and no password sent back.
    await expect(alerts(page).filter({ hasText: w.summary })).toBeVisible();
    await expect(page.getByText(w.mismatch, { exact: true })).toBeVisible();
    await expect(field(page, w.confirmNew)).toBeFocused();
    await expect(field(page, w.newPassword)).toHaveValue('');
    expect(await signsIn(playwright, baseURL!, learner.username, NEW_PASSWORD)).toBe(false);

    await field(page, w.newPassword).fill(NEW_PASSWORD);
    await field(page, w.confirmNew).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: w.reset }).click();
    await expect(page).toHaveURL('/reset-password?done=reset');
    await expect(status(page)).toHaveText(w.resetDone);
    expect(await signsIn(playwright, baseURL!, learner.username, NEW_PASSWORD)).toBe(true);
    expect(await signsIn(playwright, baseURL!, learner.username, PASSWORD)).toBe(false);
  });

  test(`${language}: forgot username, mailed to the address`, async ({ page, request }) => {
    const learner = await registerElsewhere(request, 'nojsname');
    await usePreferences(page, { locale: language });
    await page.goto('/forgot-username');
    await field(page, w.email).fill(learner.email);
    await page.getByRole('button', { name: w.sendUsername }).click();
    await expect(page).toHaveURL('/forgot-username?done=sent');
    await expect(status(page)).toHaveText(`${w.usernameSentTitle}${w.usernameSent}`);
    await expect.poll(async () => (await mailsTo(learner.email)).some((mail) => mail.text.includes(learner.username))).toBe(true);
  });

  test(`${language}: a new password with a code from the instructor`, async ({ page, request, playwright, baseURL }) => {
    // The instructor's code, made through the API for a learner of the demo instructor's class (the portal's
    // own dialog has its spec: way-back-in.spec.ts).
    const instructor = await playwright.request.newContext({ baseURL });
    await apiLogIn(instructor, 'instructor', demoPassword());
    const made = await instructor.post('/api/instructor/class-codes', { data: { maxSignups: 1, hours: 2 }, headers });
    expect(made.status()).toBe(201);
    const classCode = (await made.json()) as { id: number; code: string };
    const username = uniqueName('nojscode');
    const joined = await request.post('/api/auth/register', { headers, data: { username, name: 'Rosa Delgado', password: PASSWORD, classCode: classCode.code } });
    expect(joined.ok(), await joined.text()).toBe(true);
    const { id } = (await joined.json()) as { id: number };
    await instructor.post(`/api/instructor/class-codes/${classCode.id}/revoke`, { headers });
    const reset = await instructor.post(`/api/instructor/students/${id}/reset-code`, { headers });
    expect(reset.status(), await reset.text()).toBe(201);
    const { code } = (await reset.json()) as { code: string };
    await instructor.dispose();

    await usePreferences(page, { locale: language });
    await page.goto('/reset-password?with=code');
    await expect(page.getByRole('heading', { level: 1, name: w.codeTitle })).toBeVisible();
    await field(page, w.username).fill(username);
    await field(page, w.code).fill(code.toLowerCase().replace('-', ' '));
    await field(page, w.newPassword).fill(NEW_PASSWORD);
    await field(page, w.confirmNew).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: w.reset }).click();
    await expect(page).toHaveURL('/reset-password?done=reset');
    await expect(status(page)).toHaveText(w.resetDone);
    expect(await signsIn(playwright, baseURL!, username, NEW_PASSWORD)).toBe(true);
  });

  test(`${language}: my account: name, email, language, the data, and delete`, async ({ page, baseURL, playwright }) => {
    test.setTimeout(60_000);
    await usePreferences(page, { locale: language });
    const username = uniqueName('nojsacct');
    const email = `${username}@example.org`;
    // Signed in as the page (the request shares the page's cookies).
    const registered = await page.request.post('/api/auth/register', { headers, data: { username, name: 'Rosa Delgado', email, password: PASSWORD } });
    expect(registered.ok(), await registered.text()).toBe(true);
    const facts = page.locator('.account-facts dd');

    // Name: a refused name comes back with the summary and focus on it; a good one is saved (Post/Redirect/Get).
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: w.myAccount })).toBeVisible();
    await field(page, w.name).fill('R');
    await page.getByRole('button', { name: w.saveName }).click();
    await expect(alerts(page).filter({ hasText: w.summary })).toBeVisible();
    await expect(field(page, w.name)).toBeFocused();
    await expect(field(page, w.name)).toHaveValue('R');
    await expect(field(page, w.name)).toHaveAttribute('aria-invalid', 'true');
    // Only the name form says something is wrong.
    await expect(alerts(page)).toHaveCount(1);
    await field(page, w.name).fill('Rosa María Delgado');
    await page.getByRole('button', { name: w.saveName }).click();
    await expect(page).toHaveURL('/account?done=name-saved');
    await expect(status(page).filter({ hasText: w.nameSaved })).toBeVisible();
    await expect(facts.first()).toHaveText('Rosa María Delgado');

    // Email: the wrong password is refused (what was typed stays, the password does not); the right one sends the link.
    const newEmail = `${username}-new@example.org`;
    await field(page, w.newEmail).fill(newEmail);
    await field(page, w.password).fill('not-my-password');
    await page.getByRole('button', { name: w.sendLink }).click();
    await expect(alerts(page)).toHaveCount(1);
    await expect(field(page, w.newEmail)).toHaveValue(newEmail);
    await expect(field(page, w.password)).toHaveValue('');
    await field(page, w.password).fill(PASSWORD);
    await page.getByRole('button', { name: w.sendLink }).click();
    await expect(page).toHaveURL('/account?done=email-link-sent');
    await expect(status(page).filter({ hasText: w.linkSent })).toBeVisible();
    await expect(status(page).filter({ hasText: w.pending(newEmail) })).toBeVisible();
    // The mailed link, opened without script (its token as a query parameter, as for the reset link): the press posts it.
    await expect.poll(async () => (await mailsTo(newEmail)).filter((mail) => mail.subject === w.confirmSubject).length).toBeGreaterThan(0);
    const confirmLink = new URL(/https?:\/\/\S+#token=\S+/.exec((await mailsTo(newEmail)).filter((mail) => mail.subject === w.confirmSubject).at(-1)!.text)![0]);
    await page.goto(`${confirmLink.pathname}?${confirmLink.hash.slice(1)}`);
    await page.getByRole('button', { name: w.useEmail }).click();
    await expect(page).toHaveURL('/account/email?done=done');
    await expect(status(page).filter({ hasText: w.emailChanged })).toBeVisible();
    await page.goto('/account');
    await expect(page.getByRole('main').getByText(newEmail, { exact: true }).first()).toBeVisible();

    // Language: the other one is saved on the account, and the page comes back in it.
    await page.getByRole('main').getByRole('radio', { name: w.otherLanguage }).check();
    await page.getByRole('button', { name: w.saveLanguage }).click();
    await expect(page).toHaveURL(/\/account\?done=language-saved&lang=(en|es)$|\/account\?lang=(en|es)&done=language-saved$/);
    await expect(page.getByRole('heading', { level: 1, name: w.myAccountInOther })).toBeVisible();
    await expect(status(page).filter({ hasText: w.languageSavedInOther })).toBeVisible();
    const profile = (await (await page.request.get('/api/account')).json()) as { locale: string };
    expect(profile.locale).toBe(language === 'en' ? 'es' : 'en');
    // Back to this run's language for the rest.
    await page.goto(`/account?lang=${language}`);

    // The data: the summary is in the page, and the download is a plain link to one JSON file.
    await page.getByRole('link', { name: w.seeData }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.dataTitle })).toBeVisible();
    await expect(page.getByRole('main').getByText(username, { exact: true })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: w.download }).click()]);
    expect(download.suggestedFilename()).toBe('my-data.json');
    const data = JSON.parse(await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8')) as { profile: { username: string; name: string } };
    expect(data.profile).toMatchObject({ username, name: 'Rosa María Delgado', email: newEmail });

    // Delete: the password is asked for; a wrong one changes nothing, the right one deletes and signs out.
    await page.goto('/account');
    await page.getByRole('link', { name: w.deleteLink }).click();
    await expect(page).toHaveURL('/account/delete');
    await field(page, w.password).fill('not-my-password');
    await page.getByRole('button', { name: w.deleteButton }).click();
    await expect(alerts(page)).toHaveCount(1);
    await expect(field(page, w.password)).toHaveValue('');
    await expect(field(page, w.password)).toBeFocused();
    expect(await signsIn(playwright, baseURL!, username, PASSWORD)).toBe(true);
    await field(page, w.password).fill(PASSWORD);
    await page.getByRole('button', { name: w.deleteButton }).click();
    await expect(page).toHaveURL('/account/delete?done=deleted');
    await expect(status(page).filter({ hasText: w.deleted })).toBeVisible();
    expect(await signsIn(playwright, baseURL!, username, PASSWORD)).toBe(false);
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login/);
  });

  test(`${language}: a new password on the security page`, async ({ page, playwright, baseURL }) => {
    await usePreferences(page, { locale: language });
    const username = uniqueName('nojspass');
    const registered = await page.request.post('/api/auth/register', { headers, data: { username, name: 'Rosa Delgado', email: `${username}@example.org`, password: PASSWORD } });
    expect(registered.ok(), await registered.text()).toBe(true);
    await page.goto('/account/security');
    await field(page, w.currentPassword).fill('not-my-password');
    await field(page, w.newPassword).fill(NEW_PASSWORD);
    await field(page, w.confirmNew).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: w.changePassword }).click();
    // Refused by the API: the summary, focus on the field it names, and no password sent back.
    await expect(alerts(page).filter({ hasText: w.summary })).toBeVisible();
    await expect(field(page, w.currentPassword)).toBeFocused();
    await expect(field(page, w.newPassword)).toHaveValue('');
    await field(page, w.currentPassword).fill(PASSWORD);
    await field(page, w.newPassword).fill(NEW_PASSWORD);
    await field(page, w.confirmNew).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: w.changePassword }).click();
    await expect(page).toHaveURL('/account/security?done=password-changed');
    await expect(status(page).filter({ hasText: w.passwordChanged })).toBeVisible();
    expect(await signsIn(playwright, baseURL!, username, NEW_PASSWORD)).toBe(true);
  });
}
