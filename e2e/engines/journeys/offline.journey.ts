import { learningTexts } from '../../support/learning';
import { test } from '../fixtures';
import type { Driver } from '../driver';
import { expectNoProblems, expectSoon, mainHeading, pageRunning } from './steps';

const t = learningTexts.en;

/** Whether the service worker controls the page ('controls'), has only registered, or is not there. */
const workerState = (driver: Driver) =>
  driver.evaluate(async () => {
    if (!('serviceWorker' in navigator)) return 'no service worker API';
    if (navigator.serviceWorker.controller) return 'controls';
    return (await navigator.serviceWorker.getRegistration()) ? 'registered' : 'not registered';
  });

/** A page is in one of the worker's caches (as it keeps them: the language last in the key). */
const pageSaved = (driver: Driver, cache: string, key: string) =>
  driver.evaluate(
    async (name: string, wanted: string) => {
      const requests = await (await caches.open(name)).keys();
      return requests.some((request) => new URL(request.url).pathname + new URL(request.url).search === wanted);
    },
    cache,
    key,
  );

/** Scripts and styles this page loaded (content-hashed: the worker keeps them all) that the worker has not kept yet. */
const filesNotKept = (driver: Driver) =>
  driver.evaluate(async () => {
    const loaded = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && /\.[0-9a-f]{8}\.(?:js|css)$/.test(url.pathname));
    const kept = await caches.open('reentry-assets');
    const missing: string[] = [];
    for (const url of loaded) if (!(await kept.match(url.href))) missing.push(url.pathname);
    return missing;
  });

// The service worker: a lesson read once online reads again with no network; a page never read says the
// visitor is offline. "Offline" here: the test origin drops this browser's connections (test-origin.ts).
test('the service worker registers, and a lesson read once reads again offline', async ({ driver }) => {
  await driver.open('/modules/1');
  await expectSoon(() => workerState(driver), 'controls', `${driver.engine}: the service worker`);
  await pageRunning(driver);
  await expectSoon(() => pageSaved(driver, 'reentry-pages', '/modules/1?lang=en'), true, `${driver.engine}: /modules/1 saved`);
  await expectSoon(() => pageSaved(driver, 'reentry-offline-page', '/offline?lang=en'), true, `${driver.engine}: the offline page saved`);
  await expectSoon(() => filesNotKept(driver), [], `${driver.engine}: the scripts and styles /modules/1 loaded, kept`);

  await driver.setOffline(true);
  await driver.open('/modules/1');
  await driver.waitFor(mainHeading(t.moduleTitles[1]));
  await driver.waitFor({ role: 'heading', level: 2, within: { role: 'tabpanel' } });
  await driver.open('/modules/6');
  await driver.waitFor(mainHeading('You are offline'));
  await driver.setOffline(false);
  await expectNoProblems(driver);
});
