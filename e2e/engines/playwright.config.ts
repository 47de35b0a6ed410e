import { defineConfig } from '@playwright/test';

/** Password of the seeded demo accounts (the admin reads what the forms stored). */
process.env.E2E_DEMO_PASSWORD ??= 'e2e-demo-password';

/**
 * The cross-engine journeys (docs/testing.md, "The main journeys in three engines"): Playwright's test
 * runner, with our own driver instead of Playwright's browsers (fixtures.ts), one project per engine.
 * `npx playwright test -c engines/playwright.config.ts --project webkit` runs one engine.
 */
export default defineConfig({
  testDir: './journeys',
  testMatch: '*.journey.ts',
  outputDir: '../test-results/engines',
  globalSetup: './global-setup.ts',
  // One browser at a time: npm test runs these beside the unit half on two cores.
  workers: Number(process.env.ENGINES_WORKERS ?? 1),
  fullyParallel: false,
  retries: 0,
  // WebKit types through WebDriver one key at a time: a form journey takes over a minute on a busy machine.
  timeout: 180_000,
  reporter: 'list',
  projects: [{ name: 'chromium' }, { name: 'firefox' }, { name: 'webkit' }],
});
