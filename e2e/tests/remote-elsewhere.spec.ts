import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import { touchPage } from '../support/preferences';
import { buildExtraRemote, replaceContents } from '../support/extra-remote';
import { remoteDist } from '../support/remotes';
import { startSite, type SiteProcess } from '../support/site-process';
import { serveStatic, type StaticServer } from '../support/static-server';

let formsElsewhere: StaticServer;
let extraElsewhere: StaticServer;
let extraDir: string;
let site: SiteProcess;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // A copy of the forms remote's build and a sixth remote (built for these tests), each served
  // from another origin as a CDN would; the site learns of them from configuration alone.
  const formsCopy = mkdtempSync(path.join(tmpdir(), 'forms-copy-'));
  cpSync(remoteDist('forms'), formsCopy, { recursive: true });
  formsElsewhere = await serveStatic(formsCopy);
  extraDir = buildExtraRemote('one');
  extraElsewhere = await serveStatic(extraDir);
  site = await startSite({
    REMOTE_FORMS_URL: `${formsElsewhere.url}/mf-manifest.json`,
    REMOTE_EXTRA_URL: `${extraElsewhere.url}/mf-manifest.json`,
    REMOTES_REFRESH_SECONDS: '2',
  });
});

test.afterAll(async () => {
  await site?.stop();
  await formsElsewhere?.close();
  await extraElsewhere?.close();
});

test('a remote served elsewhere renders on the server and loads in the browser from there, with no shell rebuild', async ({ page, request }) => {
  const { remotes } = await (await request.get(`${site.url}/remotes.json`)).json();
  expect(remotes.find((r: { id: string }) => r.id === 'forms').manifestUrl).toBe(`${formsElsewhere.url}/mf-manifest.json`);
  const html = await (await request.get(`${site.url}/schedule`)).text();
  expect(html).toContain('<h1 tabindex="-1">Schedule a presentation</h1>');

  const fromElsewhere: string[] = [];
  const fromOrigin: string[] = [];
  page.on('request', (req) => {
    if (req.url().startsWith(formsElsewhere.url)) fromElsewhere.push(req.url());
    if (req.url().includes('/remotes/forms/')) fromOrigin.push(req.url());
  });
  await page.goto(`${site.url}/schedule`);
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule a presentation' })).toBeVisible();
  await touchPage(page); // the page's code comes at the first touch
  expect(fromElsewhere.some((url) => /\/remoteEntry\.[0-9a-f]{8}\.js$/.test(url))).toBe(true);
  expect(fromOrigin).toEqual([]);

  // The other remotes still come from the site itself.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Donate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Donate' })).toBeVisible();
});

test('a sixth remote with its own page joins by configuration: first load and client navigation, data from its loader', async ({ page, request }) => {
  const first = await request.get(`${site.url}/extra-page?lang=es`);
  expect(first.status()).toBe(200);
  const html = await first.text();
  expect(html).toContain('<h1 tabindex="-1">Página extra</h1>');
  const stories = (await (await request.get(`${site.url}/api/success-stories`)).json()).length;
  expect(html).toContain(`data-testid="extra-stories">${stories} historias<`);

  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`${site.url}/?lang=en`);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await page.evaluate(() => {
    window.history.pushState({}, '', '/extra-page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Extra page' })).toBeVisible();
  await expect(page.getByTestId("extra-stories")).toHaveText(/^\d+ stories$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42); // no reload
  expect(errors).toEqual([]);
});

test('a remote rebuilt while the site runs is picked up within a minute, with no restart', async ({ page, request }) => {
  test.setTimeout(120_000);
  await expect(async () => expect(await (await request.get(`${site.url}/extra-page`)).text()).toContain('version one')).toPass();
  replaceContents(extraDir, buildExtraRemote('two'));
  const redeployed = Date.now();
  await expect(async () => {
    expect(await (await request.get(`${site.url}/extra-page`)).text()).toContain('version two');
  }).toPass({ timeout: 60_000, intervals: [500] });
  console.log(`redeploy seen by the server after ${Date.now() - redeployed} ms`);

  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`${site.url}/extra-page`);
  await expect(page.getByTestId('extra-version')).toHaveText('version two');
  expect(errors).toEqual([]);
});
