import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator } from '@playwright/test';
import { expect, test } from '../support/test';
import { navMenuButton } from '../support/menus';
import { apiLogIn } from '../support/instructor';
import { usePreferences } from '../support/preferences';
import { repoRoot } from '../support/remotes';
import { startSite, type SiteProcess } from '../support/site-process';

// Issue 39: an admin who is also an instructor had a header of two rows in Spanish below about 1350 px.
// Such an account comes from the operator's command line (npm run create-admin, once per role) on a second
// copy of the site, as in instructor-empty.spec.ts: the dashboard cannot make an admin.
const username = 'rosastaff';
const password = 'Tortilla-Rio-Verde-84';
let site: SiteProcess;

const words = {
  en: { staff: 'Staff', instructor: 'Instructor Portal', admin: 'Admin Dashboard' },
  es: { staff: 'Personal', instructor: 'Portal del instructor', admin: 'Panel de administración' },
} as const;

/** The distinct tops of the boxes: one value means one row. */
async function rowsOf(items: Locator): Promise<number> {
  return new Set(await items.evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().top)))).size;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'reentry-staff-'));
  for (const role of ['admin', 'instructor']) {
    const made = spawnSync(
      process.execPath,
      ['services/api/dist/cli/create-admin.js', '--role', role, '--username', username, '--email', 'rosa@example.org', '--name', 'Rosa Staff'],
      { cwd: repoRoot, env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, ADMIN_PASSWORD: password, LOG_LEVEL: 'warn' }, encoding: 'utf8' },
    );
    expect(made.status, made.stderr).toBe(0);
  }
  const port = process.env.E2E_SECOND_SITE_PORT ? Number(process.env.E2E_SECOND_SITE_PORT) : undefined;
  site = await startSite({ DATA_DIR: dataDir, RATE_LIMIT_FACTOR: '100', REQUIRE_ADMIN_2FA: 'false' }, { port });
});
test.afterAll(async () => {
  await site?.stop();
});

for (const locale of ['en', 'es'] as const) {
  for (const width of [1280]) {
    test(`an admin who is also an instructor has a one-row header at ${width} px, the staff pages in one menu: ${locale}`, async ({ page }) => {
      const w = words[locale];
      await page.setViewportSize({ width, height: 800 });
      await usePreferences(page, { locale });
      await apiLogIn(page.request, username, password, site.url);
      await page.goto(`${site.url}/modules`);
      const nav = page.locator('.site-nav__list');
      await expect(navMenuButton(nav, w.staff)).toBeVisible();
      expect(await rowsOf(page.locator('.site-nav__list > li'))).toBe(1);
      // The account menu sits on the nav's row.
      const account = (await page.locator('.site-header__account').boundingBox())!;
      const row = (await nav.boundingBox())!;
      expect(Math.abs(account.y + account.height / 2 - (row.y + row.height / 2))).toBeLessThan(8);
      // The menu holds both staff pages, reached with the keyboard.
      await navMenuButton(nav, w.staff).focus();
      await page.keyboard.press('Enter');
      await expect(nav.getByRole('link', { name: w.instructor })).toBeVisible();
      await expect(nav.getByRole('link', { name: w.admin })).toBeVisible();
      await nav.getByRole('link', { name: w.admin }).click();
      await expect(page).toHaveURL(/\/admin/);
    });
  }
}
