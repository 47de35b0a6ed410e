import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { passModulesThroughApi } from '../support/certificates';
import { learningTexts, quizFor } from '../support/learning';
import { expectPageSaved, fireBackgroundSync, waitForServiceWorker } from '../support/offline';
import { placesNaming, privateEntries, registerOfflineLearner, saveForOffline } from '../support/offline-learner';
import { touchPage, usePreferences } from '../support/preferences';

// It tests the service worker, which the other specs run without (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const t = learningTexts.en;
const SIGNED_IN_PAGES = ['/', '/modules', '/modules/1', '/modules/2', '/modules/3', '/modules/4', '/modules/5', '/modules/6', '/resources', '/how-to-buy'];
const CONTENT_PAGES = [...SIGNED_IN_PAGES, '/modules/1?tab=quiz'];
const savedOnPhone = 'Saved on this phone. We will send it when you are online.';

/** React's hydration errors (#418 and its kin) and page errors, as the console shows them. */
function recordPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#41[89]|#42[35]/i.test(message.text())) problems.push(`${page.url()}: ${message.text().split('\n')[0]}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

/** Opens a page with no network; the service worker answers from what it kept. */
async function openOffline(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

test('a signed-in learner’s pages are never in any cache: every content page read and saved is the visitor’s copy', async ({ page }) => {
  test.setTimeout(150_000);
  await usePreferences(page, { locale: 'en' });
  const name = await registerOfflineLearner(page);
  await passModulesThroughApi(page.request, [1]);
  await page.goto('/modules/1');
  await waitForServiceWorker(page);
  for (const path of CONTENT_PAGES) {
    await page.goto(path);
    await expect(page.getByText(name).first()).toBeAttached();
  }
  // Modules 1, 2 and 6 are open to this learner: the seven pages, Spot the scam's list and handout, and three quiz tabs.
  await saveForOffline(page);
  await expect(page.getByRole('status').filter({ hasText: /^Saved 12 pages\./ })).toBeVisible();
  await expectPageSaved(page, '/modules/3', 'en');
  await expectPageSaved(page, '/modules/2?tab=quiz', 'en');
  await page.goto('/modules');

  expect(await privateEntries(page)).toEqual([]);
  expect(await placesNaming(page, name)).toEqual([]);
});

test('offline, the learner shows as last known while the session lasts, takes a saved quiz graded once back online; after logout nothing of theirs shows', async ({ page, context }) => {
  test.setTimeout(180_000);
  const problems = recordPageProblems(page);
  await usePreferences(page, { locale: 'en' });
  const name = await registerOfflineLearner(page);
  await passModulesThroughApi(page.request, [1, 2]);
  await page.goto('/modules');
  await waitForServiceWorker(page);
  await saveForOffline(page);

  await context.setOffline(true);
  await openOffline(page, '/modules/1');
  await expect(page.getByText('Module progress: 100%')).toBeVisible();
  await expect(page.getByText(name).first()).toBeAttached();
  await expect(page.getByText(t.logInToQuiz)).toHaveCount(0);
  await openOffline(page, '/modules');
  await expect(page.getByText(t.summary(2, 40))).toBeVisible();

  await openOffline(page, '/modules/3?tab=quiz');
  await page.getByRole('link', { name: t.startQuiz }).click();
  const questions = quizFor(3, 'en');
  for (const [index, question] of questions.entries()) {
    await page.getByRole('radiogroup', { name: question.text }).getByRole('radio', { name: question.right, exact: true }).check();
    await page.getByRole('button', { name: index === questions.length - 1 ? t.submitQuiz : t.nextQuestion }).click();
  }
  await expect(page.getByRole('status').filter({ hasText: savedOnPhone })).toBeVisible({ timeout: 45_000 });
  expect(problems, 'no hydration error on pages served offline').toEqual([]);

  await context.setOffline(false);
  await fireBackgroundSync(page, 'workbox-background-sync:reentry-quiz-attempts');
  await expect(page.getByText(t.scored(100))).toBeVisible({ timeout: 30_000 });
  await page.goto('/modules');
  await expect(page.getByText(t.summary(3, 60))).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).filter({ visible: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await context.setOffline(true);
  await openOffline(page, '/modules/1');
  await expect(page.getByText(t.logInToQuiz).first()).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
  await openOffline(page, '/modules/3?tab=quiz');
  await expect(page.getByText(t.lockedPage(2))).toBeVisible();
  expect(await placesNaming(page, name)).toEqual([]);
  expect(problems).toEqual([]);
});

/** A new learner (English) who passed module 1 and pressed Save for offline on /modules: their name. */
async function learnerWhoSavedForOffline(page: Page): Promise<string> {
  await usePreferences(page, { locale: 'en' });
  const name = await registerOfflineLearner(page);
  await passModulesThroughApi(page.request, [1]);
  await page.goto('/modules');
  await waitForServiceWorker(page);
  await saveForOffline(page);
  return name;
}

test('offline, every page a signed-in learner saved hydrates the visitor’s copy it is, then shows them: no hydration error', async ({ page, context }) => {
  test.setTimeout(150_000);
  const problems = recordPageProblems(page);
  const name = await learnerWhoSavedForOffline(page);

  await context.setOffline(true);
  for (const path of SIGNED_IN_PAGES) {
    await openOffline(page, path);
    await expect(page.getByText(name).first(), `${path} shows the learner`).toBeAttached();
    // The page's own code has come (or could not) and hydrated its part too.
    await touchPage(page);
  }
  expect(problems, 'no hydration error on pages served offline').toEqual([]);
});

test('on a network slower than the worker waits, the page is the visitor’s copy and the learner appears once it has hydrated: no hydration error', async ({ page, context }) => {
  test.setTimeout(150_000);
  const problems = recordPageProblems(page);
  const name = await learnerWhoSavedForOffline(page);

  // The page itself takes longer than the worker's 8 s wait; the rest of the site (the session check) answers.
  await context.route((url) => url.pathname === '/modules/1' && !url.searchParams.has('lang'), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    await route.abort().catch(() => undefined);
  });
  // No pointer over the page (a phone): nothing wakes its code but what the page does itself.
  await page.mouse.move(-10, -10);
  await page.goto('/modules/1', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
  const heading = await page.locator('main h1').elementHandle();
  await expect(page.getByText('Module progress: 100%')).toBeVisible();
  await expect(page.getByText(name).first()).toBeAttached();
  await touchPage(page);
  expect(problems, 'no hydration error on the visitor’s copy').toEqual([]);
  // Hydrated, not thrown away and drawn again (a blank page for a moment).
  expect(await page.evaluate((kept) => kept === document.querySelector('main h1'), heading)).toBe(true);
});

test('the browser closed without logging out: offline, nothing of the learner shows to the next person', async ({ playwright, launchOptions, baseURL }) => {
  test.setTimeout(150_000);
  const profile = mkdtempSync(path.join(tmpdir(), 'offline-profile-'));
  try {
    const first = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, locale: 'en-US' });
    const page = first.pages()[0] ?? (await first.newPage());
    const name = await registerOfflineLearner(page);
    await passModulesThroughApi(page.request, [1]);
    await page.goto('/modules');
    await waitForServiceWorker(page);
    await saveForOffline(page);
    await page.goto('/modules/1');
    await expect(page.getByText(name).first()).toBeAttached();
    await first.close();

    const next = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, locale: 'en-US', offline: true });
    const nextPage = next.pages()[0] ?? (await next.newPage());
    await nextPage.goto('/modules/1');
    await expect(nextPage.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(nextPage.getByRole('heading', { level: 1, name: t.moduleTitles[1] })).toBeVisible();
    await expect(nextPage.getByText(t.logInToQuiz).first()).toBeVisible();
    await expect(nextPage.getByText('Module progress: 50%')).toBeVisible();
    await expect(nextPage.getByText(name)).toHaveCount(0);
    expect(await placesNaming(nextPage, name)).toEqual([]);
    await next.close();
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});
