import { expect, type Page } from '@playwright/test';
import { uniqueName } from './accounts';
import { registerNamedLearner } from './certificates';
import { pageRunning, touchPage } from './preferences';

/** A signed-in learner whose name can be searched for in whatever the browser keeps ("Offline Learner quiz-…"). */
export async function registerOfflineLearner(page: Page): Promise<string> {
  const username = uniqueName('offline');
  const name = `Offline Learner ${username}`;
  await registerNamedLearner(page, name, username);
  return name;
}

/** Everything the site's caches hold, address and body, and what local storage holds: where a name could be left on disk. */
export async function storedText(page: Page): Promise<{ where: string; text: string }[]> {
  return page.evaluate(async () => {
    const found: { where: string; text: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        found.push({ where: `${name} ${request.url} (${response?.headers.get('Cache-Control') ?? ''})`, text: `${request.url}\n${(await response?.text()) ?? ''}` });
      }
    }
    for (const key of Object.keys(localStorage)) found.push({ where: `localStorage ${key}`, text: localStorage.getItem(key) ?? '' });
    return found;
  });
}

/** Where the learner's name is stored in readable form (cache entries or local storage); [] when nowhere. */
export async function placesNaming(page: Page, name: string): Promise<string[]> {
  return (await storedText(page)).filter((entry) => entry.text.includes(name)).map((entry) => entry.where);
}

/** Cached responses the server marked private or no-store (there must be none). */
export async function privateEntries(page: Page): Promise<string[]> {
  return (await storedText(page)).filter((entry) => /\b(private|no-store)\b/.test(entry.where.split(' (').pop() ?? '')).map((entry) => entry.where);
}

/** Presses "Save for offline" on /modules and waits until it says the pages are saved. */
export async function saveForOffline(page: Page) {
  await page.goto('/modules');
  // Save for offline needs the page's code (disabled until it runs, which comes at the first touch: issue 42).
  await touchPage(page);
  await pageRunning(page);
  await page.getByRole('button', { name: 'Save for offline' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved \d+ pages\./ })).toBeVisible({ timeout: 90_000 });
}
