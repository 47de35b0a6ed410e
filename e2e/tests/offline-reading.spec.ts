import { expect, test } from '../support/test';
import { learningTexts, locales } from '../support/learning';
import { cachedEntries, expectOfflinePagesSaved, expectPageSaved, siteStylesApply, waitForServiceWorker } from '../support/offline';
import { pageRunning, touchPage, usePreferences } from '../support/preferences';
import { expectAccessible } from '../support/a11y-check';

// It tests the service worker, which the other specs run without (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const offlineTexts = {
  en: { title: 'You are offline', saved: 'You can read these pages without internet', tryAgain: 'Try to open the page again' },
  es: { title: 'No tiene conexión', saved: 'Puede leer estas páginas sin internet', tryAgain: 'Intentar abrir la página otra vez' },
} as const;

for (const locale of locales) {
  const t = learningTexts[locale];
  const o = offlineTexts[locale];

  test(`after one online visit, /modules/1 and /resources read offline in ${locale}, with their styles; other pages show the offline page`, async ({ page, context }) => {
    test.setTimeout(90_000);
    await usePreferences(page, { locale });
    // A first visit: the page loads before any worker exists, then hands the worker what it loaded. The
    // learner reads each page (the page's code comes at their first touch, and the worker keeps it too).
    await page.goto('/modules/1');
    await waitForServiceWorker(page);
    await touchPage(page);
    await expectPageSaved(page, '/modules/1', locale);
    await page.goto('/resources');
    await touchPage(page);
    await expectPageSaved(page, '/resources', locale);
    await expectOfflinePagesSaved(page);

    await context.setOffline(true);
    await page.goto('/modules/1');
    await expect(page.getByRole('heading', { level: 1, name: t.moduleTitles[1] })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(await siteStylesApply(page)).toBe(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: t.moduleTitles[1] })).toBeVisible();

    await page.goto('/resources');
    await expect(page.getByRole('heading', { level: 1, name: t.resources })).toBeVisible();
    // Hydrated from the saved copy (its code comes from the worker at the first touch): the tabs work without
    // the network. (Before the code, a tab is a plain link, and offline a link to a page not saved opens the
    // offline page.)
    await touchPage(page);
    await pageRunning(page);
    await page.getByRole('tab', { name: t.courage }).click();
    await expect(page.getByRole('heading', { level: 2, name: t.couragePanel })).toBeVisible();

    // Never opened: the offline page, in the visitor's language, listing what can be read.
    await page.goto('/modules/6');
    await expect(page).toHaveURL(/\/offline\?from=%2Fmodules%2F6$/);
    await expect(page.getByRole('heading', { level: 1, name: o.title })).toBeVisible();
    expect(await siteStylesApply(page)).toBe(true);
    const saved = page.getByRole('list').filter({ has: page.getByRole('link', { name: t.moduleTitles[1] }) });
    await expect(saved.getByRole('link', { name: t.moduleTitles[1] })).toHaveAttribute('href', '/modules/1');
    await expect(saved.getByRole('link', { name: t.resources })).toHaveAttribute('href', '/resources');
    await saved.getByRole('link', { name: t.resources }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.resources })).toBeVisible();

    await context.setOffline(false);
    await page.goto('/offline?from=%2Fmodules%2F6');
    await page.getByRole('link', { name: o.tryAgain }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.moduleTitles[6] })).toBeVisible();
  });
}

test('a page read in Spanish comes back in Spanish offline even after switching to English, and the other way round', async ({ page, context }) => {
  test.setTimeout(90_000);
  await usePreferences(page, { locale: 'es' });
  await page.goto('/modules/1');
  await waitForServiceWorker(page);
  await expectPageSaved(page, '/modules/1', 'es');
  await page.goto('/modules/1?lang=en');
  await expectPageSaved(page, '/modules/1', 'en');

  await context.setOffline(true);
  await page.goto('/modules/1?lang=es');
  await expect(page.getByRole('heading', { level: 1, name: learningTexts.es.moduleTitles[1] })).toBeVisible();
  await page.goto('/modules/1?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: learningTexts.en.moduleTitles[1] })).toBeVisible();
  const keys = (await cachedEntries(page)).filter((entry) => entry.cache === 'reentry-pages').map((entry) => entry.path);
  expect(keys.sort()).toEqual(['/modules/1?lang=en', '/modules/1?lang=es']);
});

for (const locale of locales) {
  test(`the offline page and the Save for offline box meet the shared accessibility check: ${locale}`, async ({ page, context }) => {
    test.setTimeout(120_000);
    await usePreferences(page, { locale });
    await page.goto('/modules');
    await waitForServiceWorker(page);
    await expectAccessible(page, { locale });
    await expectPageSaved(page, '/modules', locale);
    await context.setOffline(true);
    await page.goto('/schedule');
    await expect(page.getByRole('heading', { level: 1, name: offlineTexts[locale].title })).toBeVisible();
    await expect(page.getByRole('link', { name: learningTexts[locale].modulesHeading })).toBeVisible();
    await expectAccessible(page, { locale });
  });
}
