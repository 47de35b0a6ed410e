import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { expect, test } from '../support/test';
import { usePreferences } from '../support/preferences';

// It tests the service worker, which the other specs run without (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const names = { en: 'Reentry Financial Literacy', es: 'Educación Financiera para la Reinserción' } as const;

for (const locale of ['en', 'es'] as const) {
  test(`meets Chromium's install criteria, with a manifest in ${locale}`, async ({ launchOptions }) => {
    // Chromium never offers to install from a private window, which is what a test context is: use a profile.
    const profile = mkdtempSync(path.join(tmpdir(), 'reentry-install-'));
    const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
    const page = context.pages()[0] ?? (await context.newPage());
    await context.addCookies([{ name: 'locale', value: locale, url: baseURL }]);
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller !== null));
    const cdp = await page.context().newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data: string };
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(new RegExp(`/manifest\\.webmanifest\\?lang=${locale}$`));
    const data = JSON.parse(manifest.data) as Record<string, unknown> & { icons: { sizes: string; purpose: string }[] };
    expect(data).toMatchObject({ name: names[locale], lang: locale, start_url: '/modules', display: 'standalone', theme_color: '#0f4c5c' });
    expect(data.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    expect(await cdp.send('Page.getInstallabilityErrors')).toEqual({ installabilityErrors: [] });
    for (const icon of data.icons) expect((await page.request.get((icon as unknown as { src: string }).src)).headers()['content-type']).toBe('image/png');
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });
}

test('the bar colour follows the theme', async ({ page }) => {
  await usePreferences(page, { locale: 'en', theme: 'dark' });
  await page.goto('/modules');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#111417');
  await page.getByRole('link', { name: 'Light theme' }).filter({ visible: true }).first().click();
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0f4c5c');
});
