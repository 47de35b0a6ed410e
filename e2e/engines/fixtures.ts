import { test as base } from '@playwright/test';
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
    const driver = await engine.newDriver(originUrl());
    await driver.start();
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
