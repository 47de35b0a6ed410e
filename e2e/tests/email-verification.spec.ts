import { expect, test } from '../support/test';
import { expectAccessible } from '../support/a11y-check';
import { uniqueName } from '../support/accounts';
import { mailsTo } from '../support/outbox';
import { usePreferences } from '../support/preferences';

// Issue 39 §1.3 on a phone: an address typed at sign-up is verified by the link mailed to it. Until then /account
// says so and sends the link again; the link opens a page of the shell that confirms the address at a press.
test.use({ viewport: { width: 375, height: 740 } });

const words = {
  en: {
    subject: 'Confirm your email address',
    notVerified: 'Your email address is not confirmed yet.',
    sendAgain: 'Send the confirmation link again',
    sent: 'We sent a new link to your email address. Open it to confirm the address.',
    title: 'Confirm your email address',
    button: 'Confirm my email',
    confirmed: 'Your email address is confirmed.',
    toAccount: 'Go to my account',
    myAccount: 'My account',
  },
  es: {
    subject: 'Confirme su correo electrónico',
    notVerified: 'Su correo electrónico todavía no está confirmado.',
    sendAgain: 'Mandar otra vez el enlace de confirmación',
    sent: 'Le enviamos un enlace nuevo a su correo electrónico. Ábralo para confirmar su correo.',
    title: 'Confirme su correo electrónico',
    button: 'Confirmar mi correo',
    confirmed: 'Su correo electrónico está confirmado.',
    toAccount: 'Ir a mi cuenta',
    myAccount: 'Mi cuenta',
  },
} as const;

/** The verification link of the newest mail to `to` with this subject, once `count` of them arrived. */
async function verifyLink(to: string, subject: string, count: number): Promise<string> {
  await expect.poll(async () => (await mailsTo(to, { count })).filter((mail) => mail.subject === subject).length).toBeGreaterThanOrEqual(count);
  const mail = (await mailsTo(to, { count })).filter((mail) => mail.subject === subject).at(-1)!;
  return /https?:\/\/\S+\/account\/email\/verify#token=\S+/.exec(mail.text)![0];
}

for (const language of ['en', 'es'] as const) {
  test(`the address typed at sign-up is confirmed from the mailed link, sent again from /account (${language})`, async ({ page }) => {
    // Two mails, three pages and the shared accessibility check: longer than the default 30 s on a busy machine.
    test.setTimeout(60_000);
    const w = words[language];
    const main = page.getByRole('main');
    await usePreferences(page, { locale: language });
    const username = uniqueName('verify');
    const email = `${username}@example.org`;
    const registered = await page.request.post('/api/auth/register', {
      headers: { 'X-Requested-With': 'fetch', 'Accept-Language': language },
      data: { username, name: 'Vera Cruz', email, password: 'Tortilla-Rio-Verde-84' },
    });
    expect(registered.status()).toBe(201);
    const first = await verifyLink(email, w.subject, 1);

    // Not verified yet: the account page says what that means, and sends the link again.
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: w.myAccount })).toBeVisible();
    await expect(main.getByText(w.notVerified)).toBeVisible();
    await main.getByRole('button', { name: w.sendAgain }).click();
    await expect(main.getByRole('status').filter({ hasText: w.sent })).toBeVisible();
    const second = await verifyLink(email, w.subject, 2);
    expect(second).not.toBe(first);

    // The newest link: its page changes nothing until the press, then says so where focus lands.
    await page.goto(second);
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    await expectAccessible(page, { locale: language });
    await page.getByRole('button', { name: w.button }).click();
    await expect(page.getByRole('status').filter({ hasText: w.confirmed })).toBeFocused();
    await page.getByRole('link', { name: w.toAccount }).click();
    await expect(page).toHaveURL('/account');
    await expect(main.getByText(email, { exact: true })).toBeVisible();
    await expect(main.getByText(w.notVerified)).toHaveCount(0);
    await expect(main.getByRole('button', { name: w.sendAgain })).toHaveCount(0);
  });
}
