import { expect, test } from '@playwright/test';
import { learningTexts } from '../support/learning';
import { clipboardNeedsThePress, holdStartUp, pressNow } from '../support/slow-start';
import { installSpeechStub, speakCalls } from '../support/speech-stub';
import { startSite, type SiteProcess } from '../support/site-process';
import { phoneMenuButton } from '../support/menus';

// Issue 30, then issue 42: a press at the moment a page finishes loading (`load`), before the site's code has
// come, must do its thing: a link, a form or a disclosure is the web's own (nothing is held); and an
// action the browser allows only inside the visitor's press (copy, the first speech on iOS) is done by the
// platform at the press itself, since a replayed press no longer counts as the visitor's in WebKit.
// `holdStartUp` keeps every script but the shell's entry script away until the test releases it (a slow
// phone, made certain); this file's `page.goto` does not wait for hydration, unlike support/test.ts's.
test.use({ serviceWorkers: 'block' });

const en = learningTexts.en;
/** After the release the whole start-up and the page's code load at once: slow on a busy 2-core machine. */
const CODE_COMES = { timeout: 20_000 };

test('the language link pressed at load opens the page in Spanish; once the site runs, the address forgets ?lang=', async ({ page }) => {
  const start = await holdStartUp(page);
  await page.goto('/modules', { waitUntil: 'load' });
  await pressNow(page, page.getByRole('contentinfo').getByText('Español'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: learningTexts.es.modulesHeading })).toBeVisible();
  await start.release();
  await expect(page).toHaveURL(/\/modules$/, CODE_COMES);
  // The choice is kept: the server saved it.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test.describe('with no JavaScript at all', () => {
  test.use({ javaScriptEnabled: false });

  test('the language link in the footer opens the same page in Spanish', async ({ page }) => {
    await page.goto('/resources');
    await page.getByRole('contentinfo').getByText('Español').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveURL(/\/resources\?lang=es$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test("the header's menu and the theme pressed at load work before the shell runs: a <details> and a link", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const start = await holdStartUp(page);
  await page.goto('/', { waitUntil: 'load' });
  await pressNow(page, phoneMenuButton(page));
  await expect(page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Login' })).toBeVisible();
  await pressNow(page, page.getByRole('contentinfo').getByRole('link', { name: 'Dark theme' }));
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await start.release();
  // Once the site runs, the address forgets ?theme= (the server saved it) and the page stays dark.
  await expect(page).toHaveURL(/\/$/, CODE_COMES);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test("a form's Send pressed at load is the browser's own post: the server sends what was typed and the page says so", async ({ page }) => {
  const start = await holdStartUp(page);
  await page.goto('/contact', { waitUntil: 'load' });
  await page.getByLabel('Name', { exact: true }).fill('Ana Early');
  await page.getByLabel('Email', { exact: true }).fill('ana.early@example.org');
  await page.getByLabel('Subject').selectOption({ label: 'Volunteering' });
  await page.getByRole('textbox', { name: 'Message' }).fill('I pressed Send the moment the page showed.');
  await pressNow(page, page.getByRole('button', { name: 'Send Message' }));
  // Nothing is held (issue 42): the post is answered before any held script is let go.
  await expect(page).toHaveURL(/\/contact\?done=sent$/);
  await expect(page.getByRole('status').filter({ hasText: 'Message Sent' })).toBeVisible();
  await start.release();
});

test('Listen pressed at load starts reading, its first speech made inside the press (as iOS requires)', async ({ page }) => {
  await installSpeechStub(page, [{ name: 'Samantha', lang: 'en-US' }]);
  const start = await holdStartUp(page);
  await page.goto('/modules/1', { waitUntil: 'load' });
  await pressNow(page, page.getByRole('button', { name: `${en.listen}: What digital money is` }));
  await start.release();
  const toolbar = page.getByRole('group', { name: 'Read aloud: What digital money is' });
  await expect(toolbar.getByRole('status')).toHaveText('Reading aloud.', CODE_COMES);
  const calls = await speakCalls(page);
  expect(calls[0]).toMatchObject({ text: '', inPress: true });
  expect(calls.at(-1)).toMatchObject({ text: 'What digital money is' });
});

test.describe('a site with the token configured', () => {
  const address = '0x5a1e5a1e5a1e5a1e5a1e5a1e5a1e5a1e5a1e5a1e';
  let site: SiteProcess;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await startSite({ TOKEN_NETWORK: 'Base', TOKEN_CONTRACT_ADDRESS: address });
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test('Copy Address pressed at load copies at the first press, under WebKit\'s rule for the clipboard, and says Copied!', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    await clipboardNeedsThePress(page);
    const start = await holdStartUp(page);
    await page.goto(`${site.url}/how-to-buy`, { waitUntil: 'load' });
    await pressNow(page, page.getByRole('button', { name: 'Copy Address' }));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await start.release();
    await expect(page.locator('.learning-token button')).toHaveText('Copied!', CODE_COMES);
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Contract address copied to clipboard');
  });
});
