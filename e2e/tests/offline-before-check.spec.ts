import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { locales, quizFor, registerLearner } from '../support/learning';
import { expectPageSaved, fireBackgroundSync, waitForServiceWorker } from '../support/offline';
import { pageRunning, reactOwns, touchPage, usePreferences } from '../support/preferences';

// It tests the service worker, which the other specs run without (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// Issue 40: the before-check works offline, queued like quiz attempts. A learner saves the modules for
// offline, opens module 1 with no network, answers the check, is told the answers wait on the phone, and
// once back online the check is stored once though both the page and the service worker send it.

const words = {
  en: {
    save: 'Save for offline',
    saved: /^Saved \d+ pages\./,
    heading: 'What do you already know?',
    answer: 'Answer the questions',
    send: 'Send my answers',
    kept: 'Saved on this phone. We will send your answers when you are online.',
  },
  es: {
    save: 'Guardar para leer sin internet',
    saved: /^Se guardaron \d+ páginas\./,
    heading: '¿Qué sabe ya?',
    answer: 'Responder las preguntas',
    send: 'Enviar mis respuestas',
    kept: 'Guardado en este teléfono. Enviaremos sus respuestas cuando tenga internet.',
  },
} as const;

/** The learner's before and after as the API keeps them. */
async function storedBeforeAfter(page: Page) {
  const answer = await page.request.get('/api/users/before-after', { headers: { 'X-Requested-With': 'fetch' } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { modules: unknown[] }).modules;
}

/** Before-checks still waiting in the page's outbox on this phone. */
const keptChecks = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const request = indexedDB.open('reentry-quiz-outbox');
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('pre-checks')) return resolve(0);
          const count = db.transaction('pre-checks').objectStore('pre-checks').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );

for (const locale of locales) {
  const w = words[locale];
  test(`${locale}: a before-check answered offline is kept on the phone, then stored once when the network is back`, async ({ page, context }) => {
    test.setTimeout(150_000);
    // What reached the server (not the page's requests the worker answered): each post and whether it was new.
    const posts: { status: number; replayed: boolean }[] = [];
    const seen: string[] = [];
    context.on('requestfailed', (request) => {
      if (request.method() === 'POST') seen.push(`failed ${request.url()} ${request.failure()?.errorText}`);
    });
    context.on('response', (response) => {
      if (response.request().method() === 'POST') seen.push(`${response.fromServiceWorker() ? 'sw' : 'net'} ${response.url()} ${response.status()}`);
      if (response.fromServiceWorker() || response.request().method() !== 'POST') return;
      if (new URL(response.url()).pathname === '/api/modules/1/pre-check') posts.push({ status: response.status(), replayed: response.headers()['idempotent-replayed'] === 'true' });
    });
    await usePreferences(page, { locale });
    await registerLearner(page);

    // Save for offline on /modules: module 1's page, its quiz and the check's code are on the phone.
    await page.goto('/modules');
    await waitForServiceWorker(page);
    await touchPage(page);
    await pageRunning(page);
    await page.getByRole('button', { name: w.save }).click();
    await expect(page.getByRole('status').filter({ hasText: w.saved })).toBeVisible({ timeout: 90_000 });
    await expectPageSaved(page, '/modules/1', locale);

    // No network: the saved module page, the learner shown over it, and the offer above the lesson.
    await context.setOffline(true);
    await page.goto('/modules/1');
    await touchPage(page);
    const offer = page.getByRole('region', { name: w.heading });
    await expect(offer).toBeVisible({ timeout: 30_000 });
    await reactOwns(offer.getByRole('link', { name: w.answer }));
    await offer.getByRole('link', { name: w.answer }).click();
    await expect(page).toHaveURL(/\/modules\/1\?check=before$/);
    const questions = quizFor(1, locale);
    await expect(page.getByRole('radiogroup')).toHaveCount(questions.length);
    // The first two wrong, the rest right: 3 of 5 known before.
    for (const [index, question] of questions.entries()) {
      await page.getByRole('radiogroup', { name: question.text }).getByRole('radio', { name: index < 2 ? question.wrong : question.right, exact: true }).check();
    }
    await page.getByRole('button', { name: w.send }).click();
    await expect(page.getByRole('status').filter({ hasText: w.kept })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(posts.filter((post) => post.status > 0)).toEqual([]);
    expect(await keptChecks(page)).toBe(1);

    // Back online: the page sends it (the 'online' event) and so does the worker's Background Sync, with one key.
    await context.setOffline(false);
    await fireBackgroundSync(page, 'workbox-background-sync:reentry-quiz-attempts');
    await expect.poll(() => storedBeforeAfter(page), { timeout: 30_000 }).toEqual([{ moduleId: 1, before: { correct: questions.length - 2, total: questions.length }, after: null }]);
    await expect.poll(() => keptChecks(page), { timeout: 30_000, message: seen.join('\n') }).toBe(0);
    expect(posts.length).toBeGreaterThanOrEqual(1);
    expect(posts.filter((post) => post.status === 201 && !post.replayed)).toHaveLength(1);
    expect(posts.every((post) => post.status === 201 || post.status === 409)).toBe(true);

    // The offer is gone from the lesson now.
    await page.goto('/modules/1');
    await touchPage(page);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: w.heading })).toHaveCount(0);
  });
}
