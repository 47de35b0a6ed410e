import { expect, test } from '../support/test';
import { demoPassword, logIn } from '../support/accounts';

test('signed-in pages are private and never stored; Back after logout shows nothing of the last person', async ({ page }) => {
  const anonymous = await page.request.get('/modules');
  expect(anonymous.headers()['cache-control']).toBe('no-cache');

  await logIn(page, 'learner', demoPassword());
  const signedIn = await page.request.get('/modules');
  expect(signedIn.headers()['cache-control']).toBe('private, no-store');
  expect(await signedIn.text()).toContain('Signed in as');

  await page.goto('/modules');
  await expect(page.getByText(/^Signed in as /).filter({ visible: true })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).filter({ visible: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Signed in as/)).toHaveCount(0);
});

test.describe('without JavaScript (or before it runs)', () => {
  test.use({ javaScriptEnabled: false });

  test('a login form sent natively drops what was typed: no password in any URL', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill('learner');
    await page.getByLabel('Password', { exact: true }).fill('a secret password');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.waitForURL(/\/login$/);
    expect(page.url()).not.toContain('secret');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  });
});
