import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { accountTexts, type Language } from '../support/account-texts';
import { demoPassword } from '../support/accounts';
import { formTexts } from '../support/form-texts';
import { usePreferences } from '../support/preferences';

// Issue 23: a form's code (Formik and the form) comes at the visitor's first touch, key or focus. A visitor
// who types into the server's form and moves on before the code has come (a slow phone, a busy server)
// keeps what they typed, where they are, and a Send pressed early is sent once. Issue 30: fields are checked
// on Send (then on every change), never on leaving them, so the code's coming shows no message either: a
// message appearing then would move the form under a pointer on its way to Send.
// The form's code is held back with page.route, which does not see requests a service worker answers: no worker here.
test.use({ serviceWorkers: 'block' });

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Opens a page and waits until it is idle; every script it asks for later is held until `release`. */
async function openWithFormCodeHeld(page: Page, path: string) {
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
  const laterScripts = () => scripts.filter((url) => !firstLoad.has(url));
  return { release, laterScripts };
}

for (const language of ['en', 'es'] as Language[]) {
  const t = accountTexts[language];

  test(`${language}: sign-up keeps what was typed before the form's code came, moves nothing, and says what to fix at Send`, async ({ page }) => {
    await usePreferences(page, { locale: language });
    const { release, laterScripts } = await openWithFormCodeHeld(page, '/signup');
    await field(page, t.username).click();
    await expect.poll(() => laterScripts().length, { message: 'the first touch asks for the code' }).toBeGreaterThan(0);
    await page.keyboard.type('ab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('A');

    release();
    await expect(page.locator('main form[data-started]')).toBeAttached();
    await expect(field(page, t.username)).toHaveValue('ab');
    await expect(field(page, t.name)).toBeFocused();
    await expect(field(page, t.name)).toHaveValue('A');
    // Leaving a field shows nothing before Send.
    await page.keyboard.press('Tab');
    await expect(page.getByText(t.validation.usernameMin, { exact: true })).toHaveCount(0);
    await expect(page.getByText(t.validation.nameMin, { exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: t.signUp }).click();
    await expect(page.getByText(t.validation.usernameMin, { exact: true })).toBeVisible();
    await expect(field(page, t.username)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(t.validation.nameMin, { exact: true })).toBeVisible();
  });
}

test('login: a field gone through without typing says nothing when the code comes, and is required at Log In', async ({ page }) => {
  const t = accountTexts.en;
  const { release } = await openWithFormCodeHeld(page, '/login');
  await field(page, t.username).click();
  await page.keyboard.press('Tab');
  await expect(field(page, t.password)).toBeFocused();
  release();
  await expect(page.locator('main form[data-started]')).toBeAttached();
  await expect(field(page, t.password)).toBeFocused();
  await expect(page.getByText(t.validation.usernameRequired, { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: t.logIn }).click();
  await expect(page.getByText(t.validation.usernameRequired, { exact: true })).toBeVisible();
  await expect(field(page, t.username)).toBeFocused();
});

test('login: Log In pressed twice before the code came signs in once', async ({ page }) => {
  const t = accountTexts.en;
  const { release } = await openWithFormCodeHeld(page, '/login');
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth/login') posts.push(request.url());
  });
  await field(page, t.username).fill('learner');
  await field(page, t.password).fill(demoPassword());
  await page.getByRole('button', { name: t.logIn }).click();
  await page.getByRole('button', { name: t.logIn }).click();
  await expect(page).toHaveURL(/\/login$/);
  release();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(t.loginOk);
  expect(posts).toHaveLength(1);
});

test('login: Log In pressed early with a field left empty shows what to fix and sends nothing', async ({ page }) => {
  const t = accountTexts.en;
  const { release } = await openWithFormCodeHeld(page, '/login');
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth/login') posts.push(request.url());
  });
  await field(page, t.username).fill('learner');
  await page.getByRole('button', { name: t.logIn }).click();
  release();
  await expect(page.getByText(t.validation.passwordRequired, { exact: true })).toBeVisible();
  await expect(field(page, t.password)).toBeFocused();
  await expect(field(page, t.username)).toHaveValue('learner');
  expect(posts).toEqual([]);
});

test("contact (forms remote): a field left with a mistake before the form's code came shows its message at Send, not before", async ({ page }) => {
  const t = formTexts.en.contact;
  const { release } = await openWithFormCodeHeld(page, '/contact');
  await field(page, t.email).click();
  await page.keyboard.type('ana@');
  await page.keyboard.press('Tab');
  await expect(field(page, t.subject)).toBeFocused();
  release();
  await expect(page.locator('main form[data-html-first]')).toBeAttached();
  await expect(field(page, t.email)).toHaveValue('ana@');
  await expect(field(page, t.subject)).toBeFocused();
  await expect(page.getByText(t.errors.email, { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByText(t.errors.email, { exact: true })).toBeVisible();
  await expect(field(page, t.name)).toBeFocused();
});
