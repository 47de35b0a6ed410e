import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { accountTexts, type Language } from '../support/account-texts';
import { uniqueName } from '../support/accounts';
import { mailsTo } from '../support/outbox';
import { usePreferences } from '../support/preferences';

// The way back in (issue 31, section 2), on a phone: a learner who forgot the username gets it by email.
test.use({ viewport: { width: 375, height: 740 } });

const words = {
  en: {
    email: /^Email/,
    forgotUsername: 'Forgot your username?',
    sendUsername: 'Send my username',
    usernameSent: 'Check your email for your username.',
    mailSubject: 'Your username / Su nombre de usuario',
  },
  es: {
    email: /^Correo electrónico/,
    forgotUsername: '¿Olvidó su nombre de usuario?',
    sendUsername: 'Enviar mi nombre de usuario',
    usernameSent: 'Revise su correo electrónico. Allí está su nombre de usuario.',
    mailSubject: 'Su nombre de usuario / Your username',
  },
} as const;

const field = (page: Page, label: string | RegExp) => page.getByLabel(label, typeof label === 'string' ? { exact: true } : undefined);

for (const language of ['en', 'es'] as Language[]) {
  const t = accountTexts[language];
  const w = words[language];

  test(`${language}: forgot username, read from the mail in the outbox`, async ({ page }) => {
    test.setTimeout(60_000);
    const username = uniqueName('forgetful');
    const email = `${username}@example.org`;
    const registered = await page.request.post('/api/auth/register', {
      data: { username, name: 'Forgetful Learner', email, password: 'garden-gate-42' },
      headers: { 'X-Requested-With': 'fetch' },
    });
    expect(registered.status()).toBe(201);
    await page.context().clearCookies();
    await usePreferences(page, { locale: language });

    await page.goto('/login');
    await page.getByRole('link', { name: w.forgotUsername }).click();
    await field(page, w.email).fill(email);
    await page.getByRole('button', { name: w.sendUsername }).click();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: w.usernameSent })).toBeVisible();
    await expect(page).toHaveURL('/forgot-username?done=sent');

    // The sign-up mailed a link to verify the address first (issue 39); the username mail is the other one.
    const mail = (await mailsTo(email, { count: 2 })).find((sent) => sent.subject === w.mailSubject);
    expect(mail?.subject).toBe(w.mailSubject);
    expect(mail?.text).toContain(`"${username}"`);

    await page.goto('/login');
    await field(page, t.username).fill(username);
    await field(page, t.password).fill('garden-gate-42');
    await page.getByRole('button', { name: t.logIn }).click();
    await expect(page.getByRole('region', { name: language === 'en' ? 'Notifications' : 'Notificaciones' })).toContainText(t.loginOk);
  });
}
