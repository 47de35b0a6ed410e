import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { apiLogIn } from '../support/instructor';
import { startSite, type SiteProcess } from '../support/site-process';

// `npm start` needs no database server (README): with no DATABASE_URL the site makes its embedded database
// in DATA_DIR on its first start and seeds the demo accounts. CI runs the other sites on PostgreSQL
// (support/site-database.ts), so this site keeps that path tested there too.
const password = 'Embedded-Demo-Password-61';
let site: SiteProcess;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(180_000); // a first start runs initdb: seconds on a quiet machine, much longer on a busy one
  site = await startSite({ DEMO_PASSWORD: password, RATE_LIMIT_FACTOR: '100' }, { database: 'embedded' });
  dataDir = site.dataDir;
});
test.afterAll(async () => {
  await site?.stop();
});

test('with no DATABASE_URL the site runs on its embedded database, demo accounts included @smoke', async ({ page }) => {
  expect(existsSync(path.join(dataDir, 'pglite')), 'the database files are in DATA_DIR').toBe(true);
  await page.context().addCookies([{ name: 'locale', value: 'en', url: site.url }]);
  await apiLogIn(page.request, 'learner', password, site.url);
  await page.goto(`${site.url}/modules`);
  await expect(page.getByRole('heading', { level: 1, name: 'Learning modules' })).toBeVisible();
  await expect(page.getByText(/^Signed in as /).filter({ visible: true })).toBeVisible();
});
