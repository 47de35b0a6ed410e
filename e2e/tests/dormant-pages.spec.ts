import type { Page } from '@playwright/test';
import { pointerOffThePage } from '@reentry/tools/first-load';
import { expect, test } from '../support/test';
import { uniqueName } from '../support/accounts';
import { registerNamedLearner } from '../support/certificates';
import { learningTexts } from '../support/learning';
import { hydrated, pageRunning, usePreferences } from '../support/preferences';

// Issue 23: a remote's page reads from the server's HTML while only the shell's code has run; its own code
// comes at the visitor's first touch, key or focus (shell/src/remotes/dormant-page.ts). Whatever the visitor
// does meanwhile must not be lost, and nothing may flash away. Issue 42: nothing is held or replayed for
// that; its links, forms and disclosures are the web's own, and Listen and Copy are the platform's at the press.
// The page's scripts are counted with page.on('request'), which does not see a service worker's answers.
test.use({ serviceWorkers: 'block' });

const en = learningTexts.en;
const es = learningTexts.es;

function watch(page: Page) {
  const remoteScripts: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && new URL(request.url()).pathname.startsWith('/remotes/')) remoteScripts.push(request.url());
  });
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  return { remoteScripts, problems };
}

test("a lesson reads and its Listen buttons are ready before the remote's code comes; a press on one starts the reading once the code runs", async ({ page }) => {
  const { remoteScripts, problems } = watch(page);
  await pointerOffThePage(page, process.env.E2E_BASE_URL!);
  await page.goto('/modules/1');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('data-dormant', 'learning');
  expect(remoteScripts).toEqual([]);
  const heading = page.getByRole('heading', { level: 1, name: en.moduleTitles[1] });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first()).toBeVisible();
  const listen = page.getByRole('button', { name: new RegExp(`^${en.listen}`) }).first();
  await expect(listen).toBeEnabled();

  // The first press fetches the code; the platform took the press (press-actions.ts), and the code, once it
  // runs, starts the reading.
  await listen.click();
  await expect(page.getByRole('group', { name: /^Read aloud: / }).first()).toBeVisible();
  expect(remoteScripts.length).toBeGreaterThan(0);
  await pageRunning(page);
  expect(problems).toEqual([]);
});

test('the theme and the language change while the page waits for its code: the text stays, then changes, with no error', async ({ page }) => {
  const { problems } = watch(page);
  await usePreferences(page, { locale: 'en', theme: 'light' });
  await page.goto('/modules/1');
  const lesson = page.getByRole('tabpanel');
  const firstSection = await lesson.getByRole('heading', { level: 2 }).first().textContent();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(lesson.getByRole('heading', { level: 2, name: firstSection! })).toBeVisible();
  await pageRunning(page);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1, name: es.moduleTitles[1] })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(problems).toEqual([]);
});

test('a link in the page pressed before its code came goes where it points: the browser follows it, and the next page reads at once', async ({ page }) => {
  await pointerOffThePage(page, process.env.E2E_BASE_URL!);
  await page.goto('/modules');
  await expect(page.locator('html')).toHaveAttribute('data-dormant', 'learning');
  await page.getByRole('link', { name: en.startModule }).first().click();
  await expect(page).toHaveURL(/\/modules\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: en.moduleTitles[1] })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first()).toBeVisible();
});

test('Log out pressed while the page waits for its code: the page hydrates what the server sent, then the visitor sees it signed out', async ({ page }) => {
  const { problems } = watch(page);
  await usePreferences(page, { locale: 'en' });
  const username = uniqueName('dormant');
  await registerNamedLearner(page, `Dormant Learner ${username}`, username);
  // The learning remote's code comes late (a slow phone network): the sign-out is done before the page hydrates.
  await page.route(/\/remotes\/learning\/.*\.js(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await pointerOffThePage(page, process.env.E2E_BASE_URL!);
  await page.goto('/modules');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-dormant', 'learning');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Log out' }).click();
  // Signed out once the page's code has come and hydrated the learner's page (two late scripts in a row).
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/\?done=signed-out$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});
