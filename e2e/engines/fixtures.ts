import { test as base } from '@playwright/test';
import type { BaseDriver } from './base-driver';
import type { Driver, EngineName } from './driver';
import { launchEngine, type Engine } from './engines';

export { expect } from '@playwright/test';

/** The test origin global-setup.ts started (the site behind it); the workers inherit it. */
export const originUrl = () => process.env.ENGINES_ORIGIN!;

/**
 * Playwright's test runner with one fixture, `driver`: a fresh browser session in the engine the project is
 * named after (chromium, firefox, webkit), already given its journey's session at the test origin. The
 * engine starts once per worker. A journey that fails leaves a screenshot and the pages' problems in its
 * results (test-results/engines).
 */
export const test = base.extend<{ driver: Driver }, { engine: Engine }>({
  engine: [
    async ({}, use, workerInfo) => {
      const engine = await launchEngine(workerInfo.project.name as EngineName);
      await use(engine);
      await engine.close();
    },
    // Firefox takes 5 to 15 s to start on a busy machine.
    { scope: 'worker', timeout: 120_000 },
  ],
  driver: async ({ engine }, use, testInfo) => {
    const driver = await startDriver(engine);
    await use(driver);
    if (testInfo.status !== testInfo.expectedStatus) {
      const file = testInfo.outputPath('failed.png');
      await driver.screenshot(file).then(() => testInfo.attachments.push({ name: 'screenshot', path: file, contentType: 'image/png' }), () => {});
      const problems = await driver.problems().catch(() => []);
      await testInfo.attach('problems', { body: JSON.stringify(problems, null, 2), contentType: 'application/json' });
    }
    await driver.close();
  },
});

const SESSION_START_MS = 60_000;

/**
 * A new browser session, started at the test origin. WebKitWebDriver has hung on a new session on a loaded
 * machine (once in five CI runs, the whole 3 minutes): a session that has not started within a minute is
 * given up (closed if it ever comes) and one more is asked for.
 */
async function startDriver(engine: Engine): Promise<BaseDriver<unknown>> {
  for (let attempt = 1; ; attempt += 1) {
    const session = engine.newDriver(originUrl()).then(async (driver) => {
      await driver.start();
      return driver;
    });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no browser session within ${SESSION_START_MS / 1000} s`)), SESSION_START_MS);
    });
    try {
      return await Promise.race([session, late]);
    } catch (error) {
      session.then((driver) => driver.close(), () => undefined);
      if (attempt >= 2) throw error;
    } finally {
      clearTimeout(timer);
    }
  }
}
