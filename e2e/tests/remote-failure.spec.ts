import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import { navMenuButton } from '../support/menus';
import { remoteDist } from '../support/remotes';
import { startSite, type SiteProcess } from '../support/site-process';
import { serveStatic, type StaticServer } from '../support/static-server';

const unavailable = 'This part of the site is not available right now';
// page.route does not see requests a service worker answers (it keeps remote files): no worker in these tests.
test.use({ serviceWorkers: 'block' });

test('a remote the browser cannot reach: its page reads as the server sent it, and at the first touch the translated panel shows inside the intact shell; other pages keep working', async ({ page }) => {
  let reachable = false;
  const asked: string[] = [];
  await page.route('**/remotes/donate/**', (route) => {
    asked.push(route.request().url());
    return reachable ? route.continue() : route.abort('connectionrefused');
  });

  await page.goto('/donate');
  // The page's code comes at the first touch, click, key or focus: until then it is the server's page.
  const heading = page.getByRole('heading', { level: 1, name: 'Donate' });
  await expect(heading).toBeVisible();
  expect(asked.filter((url) => url.endsWith('.js'))).toEqual([]);
  await heading.click();
  await expect(page.getByRole('heading', { level: 1, name: unavailable })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  const mainNav = page.getByRole('navigation', { name: 'Main' });
  await navMenuButton(mainNav, 'Financial Literacy').click();
  await mainNav.getByRole('link', { name: 'Modules' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Learning modules' })).toBeVisible();

  // The panel is translated too.
  await page.getByRole('link', { name: 'Español' }).first().click();
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Donar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Esta parte del sitio no está disponible en este momento' })).toBeVisible();

  // When the remote comes back, "try again" loads it.
  reachable = true;
  await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Haga una donación' })).toBeVisible();
});

test.describe('a remote the server cannot load', () => {
  let copy: string;
  let elsewhere: StaticServer;
  let site: SiteProcess;

  test.beforeAll(async () => {
    test.setTimeout(180_000); // a second site's first start, on a machine other work may crowd
    // The donate remote deployed elsewhere, with its Node build missing (a broken deploy).
    copy = mkdtempSync(path.join(tmpdir(), 'donate-broken-'));
    cpSync(remoteDist('donate'), copy, { recursive: true });
    rmSync(path.join(copy, 'server'), { recursive: true, force: true });
    elsewhere = await serveStatic(copy);
    site = await startSite({ REMOTE_DONATE_URL: `${elsewhere.url}/mf-manifest.json` });
  });
  test.afterAll(async () => {
    await site?.stop();
    await elsewhere?.close();
    rmSync(copy, { recursive: true, force: true });
  });

  test('its pages answer 503 with the panel from the server, never a 500; the other pages answer normally', async ({ page, request }) => {
    const broken = await request.get(`${site.url}/donate`);
    expect(broken.status()).toBe(503);
    const html = await broken.text();
    expect(html).toContain(unavailable);
    expect(html).toMatch(/<main[^>]*>[\s\S]*<h1[^>]*>This part of the site is not available right now<\/h1>/);
    expect((await request.get(`${site.url}/modules`)).status()).toBe(200);
    expect((await request.get(`${site.url}/`)).status()).toBe(200);

    await page.goto(`${site.url}/donate`);
    await expect(page.getByRole('heading', { level: 1, name: unavailable })).toBeVisible();
    await page.getByRole('link', { name: 'Get Help' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Get help' })).toBeVisible();
  });
});
