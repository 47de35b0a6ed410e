import { expect, test } from '@playwright/test';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remoteDist } from '../support/remotes';
import { startSite, type SiteProcess } from '../support/site-process';
import { serveStatic, type StaticServer } from '../support/static-server';

let elsewhere: StaticServer;
let site: SiteProcess;

test.beforeAll(async () => {
  // A second copy of the forms remote's build, served from another origin (as a CDN would),
  // and a site configured to use it: same shell build, only REMOTE_FORMS_URL differs.
  const copy = mkdtempSync(path.join(tmpdir(), 'forms-copy-'));
  cpSync(remoteDist('forms'), copy, { recursive: true });
  elsewhere = await serveStatic(copy);
  site = await startSite({ REMOTE_FORMS_URL: `${elsewhere.url}/mf-manifest.json` });
});

test.afterAll(async () => {
  await site?.stop();
  await elsewhere?.close();
});

test('remotes.json pointed at a copy of a remote served elsewhere: the shell loads it without a rebuild', async ({ page, request }) => {
  const manifest = await (await request.get(`${site.url}/remotes.json`)).json();
  expect(manifest.forms).toBe(`${elsewhere.url}/mf-manifest.json`);

  const fromElsewhere: string[] = [];
  const fromOrigin: string[] = [];
  page.on('request', (req) => {
    if (req.url().startsWith(elsewhere.url)) fromElsewhere.push(req.url());
    if (req.url().includes('/remotes/forms/')) fromOrigin.push(req.url());
  });

  await page.goto(`${site.url}/schedule`);
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule a presentation' })).toBeVisible();
  expect(fromElsewhere.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  expect(fromElsewhere.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  expect(fromOrigin).toEqual([]);

  // The other remotes still come from the site itself.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Donate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Donate' })).toBeVisible();
});
