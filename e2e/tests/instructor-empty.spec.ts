import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import { axeViolations } from '../support/axe';
import { apiLogIn, instructorTexts } from '../support/instructor';
import { usePreferences } from '../support/preferences';
import { repoRoot } from '../support/remotes';
import { startSite, type SiteProcess } from '../support/site-process';

// An instructor nobody is assigned to. There is no admin dashboard yet to make one, so a second copy of
// the site gets one from the operator's command line (npm run create-instructor) before it starts:
// the same script and database an organisation would use.
const username = 'rosateacher';
const password = 'Tortilla-Rio-Verde-84';
let site: SiteProcess;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'reentry-instructor-'));
  const created = spawnSync(
    process.execPath,
    ['services/api/dist/cli/create-admin.js', '--role', 'instructor', '--username', username, '--email', 'rosa@example.org', '--name', 'Rosa Maestra'],
    { cwd: repoRoot, env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, ADMIN_PASSWORD: password, LOG_LEVEL: 'warn' }, encoding: 'utf8' },
  );
  expect(created.stdout, created.stderr).toBe(`Instructor ${username} created.\n`);
  const port = process.env.E2E_SECOND_SITE_PORT ? Number(process.env.E2E_SECOND_SITE_PORT) : undefined;
  site = await startSite({ DATA_DIR: dataDir, RATE_LIMIT_FACTOR: '100' }, { port });
});
test.afterAll(async () => {
  await site?.stop();
});

for (const locale of ['en', 'es'] as const) {
  test(`an instructor without students sees the empty state, exactly: ${locale}`, async ({ page }) => {
    const t = instructorTexts[locale];
    // Cookies belong to the host, not the port: the language cookie reaches this site too.
    await usePreferences(page, { locale });
    await apiLogIn(page.request, username, password, site.url);
    await page.goto(`${site.url}/instructor`);
    await expect(page.getByRole('heading', { level: 1, name: t.portal })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t.emptyTitle })).toBeVisible();
    await expect(page.getByText(t.emptyBody, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: t.download })).toHaveCount(0);
    expect((await axeViolations(page)).map((v) => v.id)).toEqual([]);
    const list = await page.request.get(`${site.url}/api/instructor/students`);
    expect(await list.json()).toEqual([]);
  });
}
