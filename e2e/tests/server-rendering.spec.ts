import { expect, test } from '../support/test';
import { asHtml, publicPages } from '../support/public-pages';
import { touchPage, usePreferences } from '../support/preferences';
import { consoleProblems } from '../support/console-problems';
import { siteStylesApply } from '../support/offline';

const locales = ['en', 'es'] as const;
const themes = ['light', 'dark'] as const;
const sizes = [
  { name: 'phone', viewport: { width: 375, height: 740 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];
const siteName = { en: 'Reentry Financial Literacy', es: 'Educación Financiera para la Reinserción' };

test.describe('the HTML of every public page, before any script runs', () => {
  for (const locale of locales) {
    for (const theme of themes) {
      test(`holds its language, theme, title, heading and main text: ${locale}, ${theme}`, async ({ request }) => {
        for (const page of publicPages) {
          const response = await request.get(page.path, { headers: { Cookie: `locale=${locale}; theme=${theme}` } });
          expect(response.status(), page.path).toBe(200);
          const html = await response.text();
          expect(html, page.path).toMatch(new RegExp(`^<!DOCTYPE html>\\s*<html lang="${locale}" data-theme="${theme}">`, 'i'));
          const title = page.path === '/' ? siteName[locale] : `${page.heading[locale]} · ${siteName[locale]}`;
          expect(html, page.path).toMatch(new RegExp(`<head>[\\s\\S]*<title>${escape(asHtml(title))}</title>[\\s\\S]*</head>`));
          expect(html, page.path).toMatch(new RegExp(`<main[^>]*>[\\s\\S]*<h1[^>]*>${escape(asHtml(page.heading[locale]))}</h1>`));
          expect(html, page.path).toContain(asHtml(page.text[locale]));
          expect(response.headers()['cache-control'], page.path).toBe('no-cache');
        }
      });
    }
  }
});

test.describe('hydration', () => {
  for (const locale of locales) {
    for (const theme of themes) {
      for (const size of sizes) {
        test(`raises no console error or warning on any public page: ${locale}, ${theme}, ${size.name}`, async ({ page }) => {
          test.setTimeout(90_000);
          await page.setViewportSize(size.viewport);
          await usePreferences(page, { locale, theme });
          const problems = consoleProblems(page, { pageErrors: true });
          for (const publicPage of publicPages) {
            await page.goto(publicPage.path);
            await expect(page.getByRole('heading', { level: 1, name: publicPage.heading[locale] })).toBeVisible();
            await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
            expect(problems, publicPage.path).toEqual([]);
          }
        });
      }
    }
  }

  test('keeps the server-rendered elements (no second render) and asks the API nothing it already answered', async ({ page }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => request.url().includes('/api/') && apiCalls.push(request.url()));
    // Hold the shell's script until the server's heading is marked, then let it hydrate.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const loading = page.goto('/modules');
    await page.locator('main h1').waitFor();
    await page.evaluate(() => ((document.querySelector('main h1') as HTMLElement & { marked?: boolean }).marked = true));
    release();
    await loading;
    expect(await page.evaluate(() => (document.querySelector('main h1') as HTMLElement & { marked?: boolean }).marked)).toBe(true);
    expect(apiCalls).toEqual([]);
  });
});

test.describe("a Spanish page's texts, in files of their own (issue 43)", () => {
  const catalogueFile = /^\/i18n\/(shell|platform|learning)\.es\.[0-9a-f]{8}\.json$/;

  test('the page names its catalogues and preloads them; its state carries none; each file is kept a year and a stale one is a 404', async ({ request }) => {
    const html = await (await request.get('/modules/1?lang=es')).text();
    const state = JSON.parse(/<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
      catalogues: Record<string, string>;
      queries: { queries: { queryKey: unknown[] }[] };
    };
    expect(Object.keys(state.catalogues).sort()).toEqual(['learning', 'platform', 'shell']);
    expect(state.queries.queries.filter(({ queryKey }) => queryKey[1] === 'messages')).toEqual([]);
    for (const file of Object.values(state.catalogues)) {
      expect(file).toMatch(catalogueFile);
      expect(html).toContain(`<link rel="preload" href="${file}" as="fetch" crossorigin="anonymous">`);
      const response = await request.get(file);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Object.keys(await response.json()).length).toBeGreaterThan(10);
    }
    expect((await request.get(state.catalogues.shell!.replace(/\.[0-9a-f]{8}\.json$/, '.00000000.json'))).status()).toBe(404);
    // An English page has no catalogue: its texts are the messages' defaults.
    expect(await (await request.get('/modules/1?lang=en')).text()).not.toContain('/i18n/');
  });

  test('the page hydrates in Spanish from the files, and from its code when a file cannot be read', async ({ page }) => {
    await usePreferences(page, { locale: 'es' });
    const problems = consoleProblems(page, { pageErrors: true });
    const asked: string[] = [];
    page.on('request', (request) => catalogueFile.test(new URL(request.url()).pathname) && asked.push(new URL(request.url()).pathname));
    await page.goto('/modules/1');
    await touchPage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Introducción al dinero digital' })).toBeVisible();
    expect(asked.map((file) => file.split('.')[0]).sort()).toEqual(['/i18n/learning', '/i18n/platform', '/i18n/shell']);
    expect(problems).toEqual([]);

    await page.route(catalogueFile, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/modules/6');
    await touchPage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Conceptos básicos de finanzas' })).toBeVisible();
    expect(problems.filter((problem) => !/404/.test(problem))).toEqual([]);
  });
});

test.describe('HTTP as users and crawlers expect', () => {
  test("the shell's stylesheet comes inside the page, allowed by the CSP's hash: nothing to wait for before the first text, with or without script", async ({ browser }) => {
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      const problems = consoleProblems(page, { pageErrors: true });
      const stylesheets: string[] = [];
      page.on('request', (request) => request.resourceType() === 'stylesheet' && stylesheets.push(new URL(request.url()).pathname));
      const response = await page.goto('/');
      expect(await response!.text()).toMatch(/<head>[\s\S]*<style>[\s\S]+<\/style>[\s\S]*<\/head>/);
      expect(response!.headers()['content-security-policy']).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
      expect(await siteStylesApply(page), `styled, script ${javaScriptEnabled ? 'on' : 'off'}`).toBe(true);
      expect(stylesheets.filter((path) => /^\/main\./.test(path))).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  test('an unknown path answers 404 with the 404 page @smoke', async ({ request }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('<h1 tabindex="-1">404 Page Not Found</h1>');
  });

  for (const path of ['/modules/0', '/modules/7', '/modules/abc']) {
    test(`${path} is a real redirect to / on a first load, not cacheable`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(new URL(response.headers().location!, 'http://x').pathname).toBe('/');
      expect(response.headers()['cache-control']).toBe('no-store');
    });
  }

  test('/admin sends a visitor home with a redirect; after the first load the router does it', async ({ page, request }) => {
    const response = await request.get('/admin', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    await page.goto('/');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/admin');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/$/);
  });

  test('?lang=es gives Spanish HTML and remembers it; ?lang=en switches back @smoke', async ({ request }) => {
    const spanish = await request.get('/modules?lang=es');
    expect(await spanish.text()).toContain('<html lang="es"');
    expect(spanish.headers()['set-cookie']).toMatch(/locale=es/);
    expect(await (await request.get('/modules')).text()).toContain('<html lang="es"');
    expect(await (await request.get('/modules?lang=en')).text()).toContain('<html lang="en"');
  });

  test("the footer's theme switch is a link: without JavaScript it gives the dark page and remembers it, and switches back", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: process.env.E2E_BASE_URL });
    const page = await context.newPage();
    await page.goto('/resources');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Dark theme' }).click();
    await expect(page).toHaveURL(/\/resources\?theme=dark$/);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.goto('/modules');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await context.close();
  });

  test('a first visit picks the language from Accept-Language', async ({ playwright }) => {
    const context = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL, extraHTTPHeaders: { 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.5' } });
    const html = await (await context.get('/')).text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('<title>Educación Financiera para la Reinserción</title>');
    await context.dispose();
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
