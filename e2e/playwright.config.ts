import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = `http://localhost:${port}`;

// The composed site runs exactly as the README says (`npm start`), on the embedded
// database in a fresh data folder: no DATABASE_URL, no database server needed.
const { DATABASE_URL: _ignored, ...env } = process.env;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'npm start',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `${baseURL}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'reentry-e2e-')),
      LOG_LEVEL: 'warn',
    } as Record<string, string>,
  },
});
