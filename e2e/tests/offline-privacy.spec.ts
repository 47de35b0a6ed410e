import { expect, test } from '../support/test';
import { registerLearner } from '../support/learning';
import { cachedEntries, expectPageSaved, waitForServiceWorker } from '../support/offline';
import { usePreferences } from '../support/preferences';

// It tests the service worker, which the other specs run without (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Pages and answers with personal data: never in any cache, signed in or not (published content is public). */
const NEVER_CACHED = /^\/(?:account|admin|instructor|certificates|login|signup|api(?!\/content\/))(?:[/?]|$)/;

test('personal pages and API answers are in no cache; a learner’s module pages are kept only as a visitor sees them', async ({ page, context }) => {
  test.setTimeout(90_000);
  await usePreferences(page, { locale: 'en' });
  await registerLearner(page);
  await page.goto('/modules/1');
  await waitForServiceWorker(page);
  await expectPageSaved(page, '/modules/1', 'en');
  await page.goto('/modules');
  for (const path of ['/account/security', '/certificates', '/admin', '/instructor', '/certificates/verify']) await page.goto(path);
  await page.evaluate(() => Promise.all(['/api/auth/me', '/api/users/progress', '/api/certificates'].map((path) => fetch(path, { headers: { 'X-Requested-With': 'fetch' } }))));
  await page.goto('/modules');

  const entries = await cachedEntries(page);
  expect(entries.filter((entry) => NEVER_CACHED.test(entry.path))).toEqual([]);
  const pages = entries.filter((entry) => entry.cache === 'reentry-pages');
  await expectPageSaved(page, '/modules', 'en');
  expect(pages).toContainEqual({ cache: 'reentry-pages', path: '/modules/1?lang=en', personal: false });
  expect(entries.filter((entry) => entry.personal)).toEqual([]);
  // The offline page is kept as a visitor sees it, without the learner's name.
  expect(entries.filter((entry) => entry.cache === 'reentry-offline-page' && entry.personal)).toEqual([]);

  await page.getByRole('button', { name: 'Log out' }).filter({ visible: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect.poll(async () => (await cachedEntries(page)).filter((entry) => entry.personal)).toEqual([]);

  // Offline, the next person sees module 1 as a visitor: not the learner's name or progress.
  await context.setOffline(true);
  await page.goto('/modules/1');
  await expect(page.getByRole('link', { name: 'Log in to take the quiz' }).first()).toBeVisible();
  await expect(page.getByText('Quiz Tester')).toHaveCount(0);
});
