import { expect, test } from '../support/test';
import { demoPassword, uniqueName } from '../support/accounts';
import { apiLogIn } from '../support/instructor';
import { mailsTo, resetLinkFor } from '../support/outbox';
import { usePreferences } from '../support/preferences';
import { alerts, field, headers, NEW_PASSWORD, PASSWORD, registerElsewhere, signsIn, status, words, type Language } from '../support/account-no-script';

// The way back in: forgot password (the mailed link), forgot username, and a code from the instructor.
// The account pages with JavaScript off (issue 42), on a phone, in English and Spanish: every form is the
// web's own post that the page's route action answers on the server. A sent form ends at `?done=` with a
// status that says what happened; a refused one comes back with what was typed (never a password), the
// error summary and focus on the first mistake.
test.use({ viewport: { width: 375, height: 740 }, javaScriptEnabled: false });

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

}
