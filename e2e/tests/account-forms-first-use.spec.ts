import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { accountTexts } from '../support/account-texts';
import { registerLearner, tagOf } from '../support/admin';

// Issue 23: the account forms' code (Formik and the form) is not part of the page's first load, as for the
// forms remote (forms-first-use.spec.ts). What is typed before the code comes is what is sent, even when
// the button was pressed before it came.
const t = accountTexts.en;
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
// The form's code is held back with page.route, which does not see requests a service worker answers: no worker here.
test.use({ serviceWorkers: 'block' });

/** Opens a page, waits until it is idle, then holds every script it asks for later, until `release`. */
async function openWithLaterScriptsHeld(page: Page, path: string) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const firstLoad = new Set(scripts);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    if (!firstLoad.has(route.request().url())) await held;
    await route.continue();
  });
  return { release, laterScripts: () => scripts.filter((url) => !firstLoad.has(url)) };
}

test('login: the form loads on first use; what was typed before it came signs in, back to the page that asked', async ({ page, request }) => {
  const username = await registerLearner(request, 'Early Typist');
  const { release, laterScripts } = await openWithLaterScriptsHeld(page, '/login?returnTo=/resources');
  expect(laterScripts(), 'nothing more loads until the visitor uses the page').toEqual([]);

  // Focus alone (no key yet, so no validation) starts the download of the form's code.
  await field(page, t.username).focus();
  await expect.poll(() => laterScripts().length, { message: 'the first focus starts the download' }).toBeGreaterThan(0);
  await field(page, t.username).fill(username);
  await field(page, t.password).fill('Tortilla-Rio-Verde-84');

  // Log In pressed while the code is still on its way: the browser posts nothing itself...
  const posted = page.waitForRequest((req) => req.method() === 'POST' && new URL(req.url()).pathname === '/api/auth/login');
  await page.getByRole('button', { name: t.logIn }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await expect(field(page, t.username)).toHaveValue(username);
  // ...and once the code has come, the form signs in with what was typed.
  release();
  expect((await posted).postDataJSON()).toEqual({ username, password: 'Tortilla-Rio-Verde-84', remember: false });
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(t.loginOk);
  await expect(page).toHaveURL(/\/resources$/);
});

test('sign-up: what was typed before the form came is sent once, with an Idempotency-Key', async ({ page }) => {
  const { release, laterScripts } = await openWithLaterScriptsHeld(page, '/signup');
  expect(laterScripts()).toEqual([]);
  const username = tagOf('early');
  await field(page, t.username).focus();
  await expect.poll(() => laterScripts().length, { message: 'the first focus starts the download' }).toBeGreaterThan(0);
  await field(page, t.username).fill(username);
  await field(page, t.name).fill('Early Signer');
  await field(page, t.email).fill(`${username}@example.org`);
  await field(page, t.password).fill('Tortilla-Rio-Verde-84');
  await field(page, t.confirm).fill('Tortilla-Rio-Verde-84');

  const posted = page.waitForRequest((req) => req.method() === 'POST' && new URL(req.url()).pathname === '/api/auth/register');
  await page.getByRole('button', { name: t.signUp }).click();
  await expect(page).toHaveURL(/\/signup$/);
  release();
  const sent = await posted;
  expect(sent.postDataJSON()).toEqual({ username, name: 'Early Signer', email: `${username}@example.org`, password: 'Tortilla-Rio-Verde-84' });
  expect(sent.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(t.accountCreated);
  await expect(page).toHaveURL('/');
});

test('forgot password: a link inside the site starts the form at once, and it sends', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await field(page, t.email).fill(`${tagOf('nobody')}@example.org`);
  await page.getByRole('button', { name: t.sendLink }).click();
  await expect(page.getByText('Check your email. The link works for 30 minutes.')).toBeFocused();
});
