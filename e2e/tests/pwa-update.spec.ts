import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectPageSaved, waitForServiceWorker } from '../support/offline';
import { hydrated } from '../support/preferences';
import { buildChangedRelease, copyCurrentRelease, deployRelease, releaseFiles } from '../support/release';
import { startSite, type SiteProcess } from '../support/site-process';

// It tests the service worker, which the other specs run without (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const PORT = Number(process.env.E2E_PORT ?? 4310) + 2;

/** The shell build the controlling service worker came with. */
function workerVersion(page: Page): Promise<string | undefined> {
  return page.evaluate(
    () =>
      new Promise<string | undefined>((resolve) => {
        const worker = navigator.serviceWorker.controller;
        if (!worker) return resolve(undefined);
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve((event.data as { version?: string }).version);
        worker.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
      }),
  );
}

/** Site paths of the scripts and styles the page has loaded (from the network or the worker's caches). */
function loadedFiles(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && /\.(js|css)$/.test(url.pathname))
      .map((url) => url.pathname),
  );
}

test('a new release is picked up on the next visit, and no page mixes two releases, online or offline', async ({ browser }) => {
  test.setTimeout(360_000);
  const release2 = buildChangedRelease();
  const webRoot = copyCurrentRelease();
  const release1Only = [...releaseFiles(webRoot)].filter((file) => !releaseFiles(release2).has(file));
  const release2Only = [...releaseFiles(release2)].filter((file) => !releaseFiles(webRoot).has(file));
  expect(release2Only.some((file) => file.startsWith('/main.'))).toBe(true);
  expect(release2Only.some((file) => file.startsWith('/remotes/learning/remoteEntry.'))).toBe(true);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'reentry-release-data-'));
  // PostgreSQL when the run has one (CI), else the embedded database in DATA_DIR; kept across the restart.
  const database: Record<string, string> = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL, DB_SCHEMA: `e2e_release_${Date.now().toString(36)}` } : {};
  const env: Record<string, string> = { WEB_ROOT: webRoot, DATA_DIR: dataDir, RATE_LIMIT_FACTOR: '100', ...database };
  let site: SiteProcess = await startSite(env, { port: PORT });
  const context = await browser.newContext();
  await context.addCookies([{ name: 'locale', value: 'en', url: site.url }]);
  try {
    let page = await context.newPage();
    await page.goto(`${site.url}/modules`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Learning modules' })).toBeVisible();
    await waitForServiceWorker(page);
    await expectPageSaved(page, '/modules', 'en');
    const release1Worker = await workerVersion(page);
    await page.close();

    // Release 2 is deployed: new files, and the server restarted with the new shell.
    await site.stop();
    deployRelease(webRoot, release2);
    site = await startSite(env, { port: PORT });

    // The next visit is release 2 all through, though release 1's worker still controls it.
    page = await context.newPage();
    await page.goto(`${site.url}/modules`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Learning modules (release 2)' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reentry Financial Literacy (release 2)' })).toBeVisible();
    let loaded = await loadedFiles(page);
    expect(loaded.filter((file) => release1Only.includes(file))).toEqual([]);
    expect(loaded.filter((file) => release2Only.includes(file)).length).toBeGreaterThan(2);
    // Release 2's worker is installed meanwhile and takes over once no release 1 worker's page is open.
    await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)), { timeout: 30_000 }).toBe(true);
    await page.close();

    page = await context.newPage();
    await page.goto(`${site.url}/modules/1`);
    await hydrated(page);
    await expect.poll(() => workerVersion(page), { timeout: 30_000 }).not.toBe(release1Worker);
    await expectPageSaved(page, '/modules/1', 'en');

    // Offline, the saved pages are release 2's, with release 2's files.
    await context.setOffline(true);
    await page.goto(`${site.url}/modules`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Learning modules (release 2)' })).toBeVisible();
    await page.getByRole('link', { name: 'Start Module' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Introduction to Digital Currency' })).toBeVisible();
    loaded = await loadedFiles(page);
    expect(loaded.filter((file) => release1Only.includes(file))).toEqual([]);
  } finally {
    await context.close();
    await site.stop();
    for (const dir of [webRoot, release2, dataDir]) rmSync(dir, { recursive: true, force: true });
  }
});
