import { expect, test } from '../support/test';
import { demoPassword, uniqueName } from '../support/accounts';
import { apiLogIn } from '../support/instructor';
import { mailsTo, resetLinkFor } from '../support/outbox';
import { usePreferences } from '../support/preferences';
import { alerts, field, headers, NEW_PASSWORD, PASSWORD, registerElsewhere, signsIn, status, words, type Language } from '../support/account-no-script';

// My account (name, email, language, the data, delete) and the security page's new password.
// The account pages with JavaScript off (issue 42), on a phone, in English and Spanish: every form is the
// web's own post that the page's route action answers on the server. A sent form ends at `?done=` with a
// status that says what happened; a refused one comes back with what was typed (never a password), the
// error summary and focus on the first mistake.
test.use({ viewport: { width: 375, height: 740 }, javaScriptEnabled: false });

for (const language of ['en', 'es'] as Language[]) {
  const w = words[language];
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
