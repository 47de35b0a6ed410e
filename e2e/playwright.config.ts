import { defineConfig } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newSchemaName, sitesDatabaseUrl } from './support/site-database';

const port = Number(process.env.E2E_PORT ?? 4310);
/**
 * E2E_BASE_URL set: test the site already running there and start none (docs/testing.md, "Run one browser
 * spec against a running site"). Unset: start one on E2E_PORT. The workers read the same variable.
 */
const runningSite = process.env.E2E_BASE_URL;
export const baseURL = runningSite ?? `http://localhost:${port}`;
process.env.E2E_BASE_URL = baseURL;

// The composed site runs as the README says (`npm start`) with a fresh data folder: on the embedded
// database in it, no database server needed; or, when the run has E2E_DATABASE_URL (.ci/run sets one),
// on a fresh schema of that PostgreSQL database (support/site-database.ts: two workers' requests are served
// side by side, not one query at a time). The folder and schema are chosen once, in the runner; workers
// inherit them (they read the mail outbox in the folder).
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'reentry-e2e-'));
if (sitesDatabaseUrl && !runningSite) process.env.E2E_SITE_SCHEMA ??= newSchemaName('main');
const siteSchema = process.env.E2E_SITE_SCHEMA;
/**
 * The browser: Debian's Chromium headless shell when installed (`.ci/run` installs it), else its full
 * Chromium; CHROMIUM_PATH picks another. The shell is the same Blink without the full browser around it, as
 * Playwright's own headless Chromium is: 42% less CPU for the same 38 tests (docs/testing.md).
 */
const browserPath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ?? '/usr/bin/chromium';
/** Password of the seeded demo accounts (learner, instructor, admin) in this run. */
process.env.E2E_DEMO_PASSWORD ??= 'e2e-demo-password';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['./support/slowest-files-reporter.ts']],
  // The site's demo accounts when it runs on PostgreSQL (the embedded database makes its own).
  globalSetup: siteSchema ? './support/global-setup.ts' : undefined,
  use: {
    baseURL,
    launchOptions: {
      executablePath: browserPath,
      // Chromium refuses some ports outright (6000 is X11's, ERR_UNSAFE_PORT): the run's own port is always allowed.
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', `--explicitly-allowed-ports=${port}`],
    },
    // No trace by default: recording one for every test (a DOM snapshot around each action, thousands in the
    // Tab walks) cost about a quarter of the browser's CPU, for the few that fail. A failing test keeps its
    // screenshot; to trace one, run it again with `--trace on` (docs/testing.md).
    trace: 'off',
    // No service worker unless a spec tests it (the offline, install, update, kiosk and live-content specs say
    // `test.use({ serviceWorkers: 'allow' })`; the cross-engine journeys keep theirs): each test's new browser
    // context otherwise installed it, and its install rendered the offline page in both languages, for 19%
    // more CPU over the same tests (docs/testing.md, "How long the tests take").
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  webServer: runningSite ? undefined : {
    // `npm test` has built everything before this half starts (E2E_BUILT): building again here would put
    // Nx's cached outputs back while the unit half's type checks read them (a typecheck then found no
    // `@reentry/contracts/remotes`). Run alone, the suite builds as `npm start` does.
    command: process.env.E2E_BUILT ? 'npm run start -w @reentry/api' : 'npm start',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `${baseURL}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // Playwright adds these to the runner's environment: DATABASE_URL blank (CI sets one for the API's
    // tests) selects the embedded database.
    env: {
      DATABASE_URL: siteSchema ? sitesDatabaseUrl! : '',
      ...(siteSchema ? { DB_SCHEMA: siteSchema } : {}),
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      DEMO_PASSWORD: process.env.E2E_DEMO_PASSWORD,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      // Every test logs in from the same address; the limits themselves are tested in the API's suite.
      RATE_LIMIT_FACTOR: '100',
    } as Record<string, string>,
  },
});
