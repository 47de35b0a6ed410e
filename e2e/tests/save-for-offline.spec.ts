import { expect, test } from '../support/test';
import { passModulesThroughApi } from '../support/certificates';
import { learningTexts, locales, registerLearner } from '../support/learning';
import { cachedEntries, savedBytes, waitForServiceWorker } from '../support/offline';
import { pageRunning, touchPage, usePreferences } from '../support/preferences';

// It tests the service worker, which the other specs run without (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const texts = {
  en: { button: 'Save for offline', saved: /^Saved 9 pages\. They use ([\d.,]+) (kB|MB) on this phone\.$/ },
  es: { button: 'Guardar para leer sin internet', saved: /^Se guardaron 9 páginas\. Ocupan ([\d.,]+) (kB|MB) en este teléfono\.$/ },
} as const;

/** The size the page reports, in bytes. */
function reportedBytes(match: RegExpMatchArray): number {
  const value = Number(match[1]!.replace(/\s/g, '').replace(',', '.'));
  return value * (match[2] === 'MB' ? 1_000_000 : 1000);
}

for (const locale of locales) {
  const t = learningTexts[locale];
  test(`a visitor saves the six modules in ${locale}, sees the size (under 1.2 MB), and reads them offline`, async ({ page, context }) => {
    test.setTimeout(120_000);
    await usePreferences(page, { locale });
    await page.goto('/modules');
    await waitForServiceWorker(page);
    await touchPage(page); // its code comes at the first touch; the button waits for it (issue 42)
    await pageRunning(page);
    await page.getByRole('button', { name: texts[locale].button }).click();
    const status = page.getByRole('status').filter({ hasText: texts[locale].saved });
    await expect(status).toBeVisible({ timeout: 60_000 });
    // The budget on the bytes stored, not on the size shown: that is rounded to 0.1 MB (1.96 MB shows as 2 MB).
    const shown = reportedBytes((await status.innerText()).match(texts[locale].saved)!);
    const bytes = await savedBytes(page);
    test.info().annotations.push({ type: 'offline bundle', description: `${locale}: ${bytes} bytes as stored (shown: ${shown})` });
    expect(Math.abs(shown - bytes)).toBeLessThanOrEqual(50_000);
    expect(bytes).toBeGreaterThan(100_000);
    // Issue 43's budget: each page's texts are in catalogue files kept once, not in every saved page's state.
    expect(bytes).toBeLessThan(1_200_000);
    // Every saved page's catalogue files (the texts it hydrates with) are kept once, with the code.
    const named = await page.evaluate(async () => {
      const pages = await caches.open('reentry-pages');
      const htmls = await Promise.all((await pages.keys()).map(async (request) => (await pages.match(request))!.text()));
      return [...new Set(htmls.flatMap((html) => html.match(/\/i18n\/[a-z-]+\.[a-z]{2}\.[0-9a-f]{8}\.json/g) ?? []))];
    });
    const kept = (await cachedEntries(page)).filter((entry) => entry.cache === 'reentry-assets').map((entry) => entry.path);
    expect(named.length).toBe(locale === 'es' ? 3 : 0);
    for (const file of named) expect(kept).toContain(file);

    const pages = (await cachedEntries(page)).filter((entry) => entry.cache === 'reentry-pages').map((entry) => entry.path).sort();
    expect(pages).toEqual(['/modules', '/modules/1', '/modules/2', '/modules/3', '/modules/4', '/modules/5', '/modules/6', '/practice', '/practice/print'].map((path) => `${path}?lang=${locale}`).sort());

    await context.setOffline(true);
    await page.goto('/modules/6');
    await expect(page.getByRole('heading', { level: 1, name: t.moduleTitles[6] })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first()).toBeVisible();
    // Client navigation offline: the next module's page, from the saved code and lessons.
    await page.goto('/modules');
    await page.getByRole('link', { name: t.startModule }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: t.moduleTitles[1] })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await page.goto('/modules/3');
    await expect(page.getByText(t.lockedPage(2))).toBeVisible();
  });
}

test('a signed-in learner saves the visitor’s copy of the modules and of each open quiz, never their own pages', async ({ page }) => {
  test.setTimeout(120_000);
  await usePreferences(page, { locale: 'en' });
  await registerLearner(page);
  await page.goto('/modules');
  await waitForServiceWorker(page);
  await touchPage(page); // its code comes at the first touch; the button waits for it (issue 42)
  await pageRunning(page);
  await page.getByRole('button', { name: texts.en.button }).click();
  // Modules 1 and 6 are open to a new learner: their quiz tabs too.
  await expect(page.getByRole('status').filter({ hasText: /^Saved 11 pages\./ })).toBeVisible({ timeout: 60_000 });
  const pages = (await cachedEntries(page)).filter((entry) => entry.cache === 'reentry-pages');
  expect(pages.map((entry) => entry.path)).toEqual(expect.arrayContaining(['/modules/1?tab=quiz&lang=en', '/modules/6?tab=quiz&lang=en']));
  expect(pages.filter((entry) => entry.personal)).toEqual([]);
});

const notSaved = {
  en: { title: 'This page is not saved on this phone.', retry: 'Try again', saved: /^Saved 12 pages\./ },
  es: { title: 'Esta página no está guardada en este teléfono.', retry: 'Intentar otra vez', saved: /^Se guardaron 12 páginas\./ },
} as const;

for (const locale of locales) {
  const t = learningTexts[locale];
  const n = notSaved[locale];
  test(`offline, a module saved for offline opens from the worker’s copy of its lesson; one never opened says it is not saved on this phone, with no bundled text (${locale})`, async ({ page, context }) => {
    test.setTimeout(150_000);
    await usePreferences(page, { locale });
    await registerLearner(page);
    await passModulesThroughApi(page.request, [1]);
    await page.goto('/modules');
    await waitForServiceWorker(page);
    await touchPage(page);
    await pageRunning(page);
    // Modules 1, 2 and 6 are open: their pages (the visitor's copies), quiz tabs and published lessons are kept.
    await page.getByRole('button', { name: texts[locale].button }).click();
    await expect(page.getByRole('status').filter({ hasText: n.saved })).toBeVisible({ timeout: 60_000 });
    expect((await cachedEntries(page)).filter((entry) => entry.cache === 'reentry-content').map((entry) => entry.path)).toContain(`/api/content/module-2?lang=${locale}`);
    // Module 3 opens to them only now: never opened, never saved.
    await passModulesThroughApi(page.request, [2]);
    await page.goto('/modules');
    await expect(page.getByText(t.summary(2, 40))).toBeVisible();
    await touchPage(page);
    await pageRunning(page);

    await context.setOffline(true);
    // The saved /modules/2 is the visitor's copy (locked, no lesson in it): the learner's lesson is the worker's copy.
    await page.goto('/modules/2');
    await expect(page.getByRole('heading', { level: 1, name: t.moduleTitles[2] })).toBeVisible();
    await touchPage(page);
    await expect(page.getByRole('tabpanel').getByRole('article').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByText(n.title)).toHaveCount(0);

    // Module 3: no copy on the phone, and none in the remote's code.
    await page.goto('/modules/3');
    await expect(page.getByRole('heading', { level: 1, name: t.moduleTitles[3] })).toBeVisible();
    await touchPage(page);
    await expect(page.getByRole('status').filter({ hasText: n.title })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(0); // no lesson at all
    await expect(page.getByText(t.lockedPage(2))).toHaveCount(0);
    const retry = page.getByRole('link', { name: n.retry });
    await expect(retry).toHaveAttribute('href', '/modules/3');

    // Back online, Try again opens the page with its published lesson.
    await context.setOffline(false);
    await retry.click();
    await expect(page.getByRole('tabpanel').getByRole('article').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByText(n.title)).toHaveCount(0);
  });
}

test('a page the worker keeps brings its catalogue files with it, even ones this phone never loaded (es)', async ({ page }) => {
  await usePreferences(page, { locale: 'es' });
  await page.goto('/'); // the shell's page: the learning remote's texts are not loaded here
  await waitForServiceWorker(page);
  const reply = await page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active!;
    return new Promise<{ ok: boolean }>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => resolve(event.data as { ok: boolean });
      worker.postMessage({ type: 'SAVE_PAGE', url: new URL('/modules/1?lang=es', location.href).href }, [channel.port2]);
    });
  });
  expect(reply.ok).toBe(true);
  const kept = (await cachedEntries(page)).filter((entry) => entry.cache === 'reentry-assets').map((entry) => entry.path);
  expect(kept.filter((path) => /^\/i18n\/learning\.es\.[0-9a-f]{8}\.json$/.test(path))).toHaveLength(1);
});
