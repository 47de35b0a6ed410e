import { defineConfig } from '@playwright/test';

// The WebKit checks of e2e/engines: Playwright's runner, with the browsers the checks start themselves
// (webkit-driver.ts) and the sites they start (support/site-process.ts). Run:
// cd e2e && npx playwright test --config engines/playwright.config.ts
export default defineConfig({
  testDir: '.',
  workers: 1,
  retries: 0,
  timeout: 120_000,
  reporter: [['list']],
});
