import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { accountTexts } from '../support/account-texts';
import { uniqueName } from '../support/accounts';

// A sign-up whose answer never reached the browser (a replica killed, a phone's network gone). The answer
// is dropped with page.route, which does not see requests a service worker answers: no worker here.
test.use({ serviceWorkers: 'block' });

const t = accountTexts.en;
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('a sign-up whose answer was lost: Sign Up again signs in to the account the first try made', async ({ page }) => {
  const username = uniqueName('retry');
  const keys: string[] = [];
  await page.route('**/api/auth/register', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length > 1) return route.continue();
    // The server makes the account, and its answer is lost on the way back.
    expect((await route.fetch()).status()).toBe(201);
    return route.abort('connectionreset');
  });

  await page.goto('/signup');
  await field(page, t.username).fill(username);
  await field(page, t.name).fill('Retry Tester');
  await field(page, t.email).fill(`${username}@example.org`);
  await field(page, t.password).fill('first-pass');
  await field(page, t.confirm).fill('first-pass');
  await page.getByRole('button', { name: t.signUp }).click();
  const toast = page.getByRole('region', { name: 'Notifications' });
  await expect(toast).toContainText('Registration failed');
  await expect(page).toHaveURL('/signup');

  await page.getByRole('button', { name: t.signUp }).click();
  await expect(toast).toContainText(t.accountCreated);
  await expect(page).toHaveURL('/?done=signed-up');
  await expect(page.getByText(t.signedInAs('Retry Tester')).filter({ visible: true })).toBeVisible();
  expect(keys).toHaveLength(2);
  // Made from what the form sends but the password (issue 42: the same key for the same form, with or without script).
  expect(keys[0]).toMatch(/^form-[0-9a-f]{64}$/);
  expect(keys[1]).toBe(keys[0]);
});
