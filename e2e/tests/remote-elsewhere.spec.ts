import { expect, test } from '@playwright/test';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remoteDist } from '../support/remotes';
import { serveStatic, type StaticServer } from '../support/static-server';

let elsewhere: StaticServer;

test.beforeAll(async () => {
  // A second, distinguishable copy of the forms remote, served from another origin.
  const copy = mkdtempSync(path.join(tmpdir(), 'forms-copy-'));
  cpSync(remoteDist('forms'), copy, { recursive: true });
  elsewhere = await serveStatic(copy);
});

test.afterAll(() => elsewhere.close());

test('remotes.json pointed at a copy of a remote served elsewhere: the shell loads it without a rebuild', async ({ page }) => {
  await page.route('**/remotes.json', async (route) => {
    const manifest = await (await route.fetch()).json();
    await route.fulfill({ json: { ...manifest, forms: `${elsewhere.url}/mf-manifest.json` } });
  });
  const fromElsewhere: string[] = [];
  const fromOrigin: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(elsewhere.url)) fromElsewhere.push(request.url());
    if (request.url().includes('/remotes/forms/')) fromOrigin.push(request.url());
  });

  await page.goto('/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule a presentation' })).toBeVisible();
  expect(fromElsewhere.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  expect(fromElsewhere.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  expect(fromOrigin).toEqual([]);
});
