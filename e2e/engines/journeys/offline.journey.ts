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

/** The page is in the worker's cache of pages (as it keeps it: the language last in the key). */
const pageSaved = (driver: Driver, key: string) =>
  driver.evaluate(async (wanted: string) => {
    const cache = await caches.open('reentry-pages');
    return (await cache.keys()).some((request) => new URL(request.url).pathname + new URL(request.url).search === wanted);
  }, key);

// The service worker: a lesson read once online reads again with no network; a page never read says the
// visitor is offline. "Offline" here: the test origin drops this browser's connections (test-origin.ts).
test('the service worker registers, and a lesson read once reads again offline', async ({ driver }) => {
  await driver.open('/modules/1');
  await expectSoon(() => workerState(driver), 'controls', `${driver.engine}: the service worker`);
  await pageRunning(driver);
  await expectSoon(() => pageSaved(driver, '/modules/1?lang=en'), true, `${driver.engine}: /modules/1 saved`);

  await driver.setOffline(true);
  await driver.open('/modules/1');
  await driver.waitFor(mainHeading(t.moduleTitles[1]));
  await driver.waitFor({ role: 'heading', level: 2, within: { role: 'tabpanel' } });
  await driver.open('/modules/6');
  await driver.waitFor(mainHeading('You are offline'));
  await driver.setOffline(false);
  await expectNoProblems(driver);
});
