import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
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

// Sign-up and login are no longer forms whose code comes at first use: they are real forms the server
// answers (issue 42); html-first-signin*.spec.ts shows them without script and with every script held.

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
