import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { buildChangedRemote, editFile, releaseCommand, releasedVersion } from '../support/release-train';
import { remoteDist } from '../support/remotes';
import { startSite, type SiteProcess } from '../support/site-process';

// The learning team ships alone: a site running from the release train's list (RELEASES_DIR +
// REMOTES_FILE), a changed learning remote released while it runs, then rolled back; the admin
// remote, which nobody released, never changes.
test.describe.configure({ mode: 'serial' });

const OLD_HEADING = 'Learning modules';
const NEW_HEADING = 'Learning modules, step by step';
let work: string;
let releases: string;
let changedDist: string;
let firstVersion: string;
let site: SiteProcess;
/** The admin remote as the site served it before any release: it must never change. */
let adminAtStart: Remote;

interface Remote {
  id: string;
  manifestUrl: string;
  version: string;
}
const remotesOf = async (request: APIRequestContext): Promise<Remote[]> => (await (await request.get(`${site.url}/remotes.json`)).json()).remotes;
const byId = (remotes: Remote[], id: string): Remote => remotes.find((remote) => remote.id === id)!;
const modulesHeading = async (request: APIRequestContext) => /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await request.get(`${site.url}/modules`)).text())?.[1];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  work = mkdtempSync(path.join(tmpdir(), 'release-train-'));
  releases = path.join(work, 'releases');
  changedDist = buildChangedRemote('learning', path.join(work, 'team'), (dir) =>
    editFile(path.join(dir, 'src', 'routes', 'page.messages.ts'), `defaultMessage: '${OLD_HEADING}'`, `defaultMessage: '${NEW_HEADING}'`),
  );
  // Today's learning build goes on the train first, so the site starts from the train's list.
  const first = releaseCommand('release-remote', ['learning', '--dist', remoteDist('learning')], releases);
  expect(first.status, first.stderr).toBe(0);
  firstVersion = releasedVersion(first.stdout);
  site = await startSite({ RELEASES_DIR: releases, REMOTES_FILE: path.join(releases, 'remotes.json'), REMOTES_REFRESH_SECONDS: '1', PAGE_CACHE_SECONDS: '0' });
  adminAtStart = byId((await (await fetch(`${site.url}/remotes.json`)).json()).remotes, 'admin');
  expect(adminAtStart.manifestUrl).toBe('/remotes/admin/mf-manifest.json');
});

test.afterAll(async () => {
  await site?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

test('a changed learning remote released while the site runs is served within seconds; admin stays as it was', async ({ page, request }) => {
  test.setTimeout(120_000);
  const before = await remotesOf(request);
  expect(byId(before, 'learning').manifestUrl).toBe(`/remotes/learning/${firstVersion}/mf-manifest.json`);
  expect(await modulesHeading(request)).toBe(OLD_HEADING);

  const released = releaseCommand('release-remote', ['learning', '--dist', changedDist], releases);
  expect(released.status, released.stderr).toBe(0);
  const version = releasedVersion(released.stdout);
  expect(version).not.toBe(firstVersion);
  console.log(`release:remote took ${released.ms} ms`);
  const started = Date.now();
  await expect.poll(() => modulesHeading(request), { timeout: 60_000, intervals: [250] }).toBe(NEW_HEADING);
  console.log(`the running site served the release after ${Date.now() - started} ms`);

  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`${site.url}/modules`);
  await expect(page.getByRole('heading', { level: 1, name: NEW_HEADING })).toBeVisible();
  await page.locator('main a[href="/resources"]').first().click();
  await expect(page).toHaveURL(/\/resources$/);
  expect(errors).toEqual([]);

  const after = await remotesOf(request);
  expect(byId(after, 'learning').manifestUrl).toBe(`/remotes/learning/${version}/mf-manifest.json`);
  expect(byId(after, 'admin')).toEqual(adminAtStart);
});

test('rolling learning back serves the old page again; a version never released is refused; admin never changed', async ({ page, request }) => {
  test.setTimeout(120_000);
  const listBefore = readFileSync(path.join(releases, 'remotes.json'), 'utf8');
  const unknown = releaseCommand('rollback-remote', ['learning', '0.1.0-00000000'], releases);
  expect(unknown.status).toBe(1);
  expect(unknown.stderr).toContain(`released versions: ${firstVersion}`);
  expect(readFileSync(path.join(releases, 'remotes.json'), 'utf8')).toBe(listBefore);

  const back = releaseCommand('rollback-remote', ['learning', firstVersion], releases);
  expect(back.status, back.stderr).toBe(0);
  console.log(`rollback:remote took ${back.ms} ms`);
  await expect.poll(() => modulesHeading(request), { timeout: 60_000, intervals: [250] }).toBe(OLD_HEADING);
  await page.goto(`${site.url}/modules`);
  await expect(page.getByRole('heading', { level: 1, name: OLD_HEADING })).toBeVisible();
  const remotes = await remotesOf(request);
  expect(byId(remotes, 'learning').manifestUrl).toBe(`/remotes/learning/${firstVersion}/mf-manifest.json`);
  expect(byId(remotes, 'admin')).toEqual(adminAtStart);
});
