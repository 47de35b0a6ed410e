import { expect, test } from '../support/test';
import { demoPassword } from '../support/accounts';
import { apiLogIn, clientNavigate, expectAccessDenied, instructorTexts } from '../support/instructor';
import { usePreferences } from '../support/preferences';

// Spec section 6: anyone but an instructor who enters /instructor gets the destructive toast
// "Access Denied - You don't have instructor privileges" and is sent to /, by a link or by navigation.
const visitors = [
  { who: 'a visitor', account: null },
  { who: 'a learner', account: 'learner' },
  { who: 'an admin who is not an instructor', account: 'admin' },
] as const;

for (const locale of ['en', 'es'] as const) {
  for (const { who, account } of visitors) {
    test.describe(`${who}, ${locale}`, () => {
      test.beforeEach(async ({ page }) => {
        await usePreferences(page, { locale });
        if (account) await apiLogIn(page.request, account, demoPassword());
      });

      test('a first load of /instructor is a real redirect home, and the toast shows there once', async ({ page }) => {
        const studentCalls: string[] = [];
        page.on('request', (request) => request.url().includes('/api/instructor') && studentCalls.push(request.url()));
        const redirect = await page.request.get('/instructor?student=1', { maxRedirects: 0 });
        expect(redirect.status()).toBe(302);
        expect(redirect.headers()['set-cookie']).toMatch(/^reentry\.flash=instructor-access-denied; Path=\/; Max-Age=\d+; SameSite=Lax/);
        await page.goto('/instructor');
        await expectAccessDenied(page, locale);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Shown once: the cookie that carried it is gone.
        expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('reentry.flash');
        await page.reload();
        await expect(page.getByText(instructorTexts[locale].noPrivileges)).toHaveCount(0);
        expect(studentCalls).toEqual([]);
      });

      test('a client navigation to /instructor ends on / with the toast, without asking for student data', async ({ page }) => {
        const studentCalls: string[] = [];
        page.on('request', (request) => request.url().includes('/api/instructor') && studentCalls.push(request.url()));
        await page.goto('/modules');
        await clientNavigate(page, '/instructor');
        await expectAccessDenied(page, locale);
        expect(studentCalls).toEqual([]);
        // Again, from the home page itself.
        await page.getByRole('region', { name: instructorTexts[locale].notifications }).getByRole('button').click();
        await clientNavigate(page, '/instructor?tab=resources');
        await expectAccessDenied(page, locale);
      });
    });
  }
}

test('the instructor portal link is only in an instructor\'s header, and it opens the portal', async ({ page }) => {
  await apiLogIn(page.request, 'instructor', demoPassword());
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Instructor Portal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Instructor portal' })).toBeVisible();
  await expect(page.getByText(instructorTexts.en.noPrivileges)).toHaveCount(0);
});
