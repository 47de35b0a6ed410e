import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { quizAnswerKeys } from '@reentry/content/quiz-answers';
import { expect, test } from '../support/test';
import { demoPassword, uniqueName } from '../support/accounts';
import { addDemoAccounts, dropSchema, expectPostgres, newSchemaName, ownSitesDatabaseUrl } from '../support/site-database';
import { startSite, type SiteProcess } from '../support/site-process';
import { touchPage } from '../support/preferences';
import { cachedEntries, expectPageSaved, waitForServiceWorker } from '../support/offline';
import { call, editAndPublish, langs, signedIn, type Lang } from '../support/content-studio';

// It tests the service worker, which the other specs run without (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// Issue 32, section 2, "Live": an editor fixes a sentence of module 1 in both languages, previews it,
// publishes; /modules/1 and /modules/1?lang=es show it within 60 s on both replicas of a site (two API
// processes on one database), the page cache and the server renderer included; a rollback brings the old
// sentence back; a right answer changed after an attempt leaves that attempt's score as it was.
// The site here is its own (a schema of its own), so the other specs keep today's content.

const LIMIT_MS = 60_000;
const fixed = {
  en: 'Fixed today: digital money is money you keep on a phone. You can send it to a friend.',
  es: 'Corregido hoy: el dinero digital es dinero que guarda en un teléfono. Puede enviarlo a un amigo.',
} as const;
type Lesson = { content: { sections: { paragraphs: string[] }[] } };

test.describe.configure({ mode: 'serial', timeout: 300_000 });

let schema: string;
let replicas: SiteProcess[] = [];

test.beforeAll(async () => {
  test.setTimeout(300_000);
  await expectPostgres(ownSitesDatabaseUrl, 'The two replicas of this spec');
  schema = newSchemaName('live');
  // One DATA_DIR too: replicas share the session secret and the data key, as a real deployment's do.
  // Two replicas share one PostgreSQL database: E2E_DATABASE_URL, else the API tests' (site-database.ts).
  const env = { DATABASE_URL: ownSitesDatabaseUrl, DB_SCHEMA: schema, DEMO_PASSWORD: demoPassword(), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'reentry-live-')) };
  // One after the other: the first migrates the schema, the second finds it ready.
  replicas.push(await startSite(env));
  await addDemoAccounts(schema, demoPassword(), ownSitesDatabaseUrl);
  replicas.push(await startSite(env));
});
test.afterAll(async () => {
  await Promise.all(replicas.map((site) => site.stop()));
  replicas = [];
  if (schema) await dropSchema(schema, ownSitesDatabaseUrl);
});

/** Reloads the server's page (no scripts: what the server rendered) until it shows `text`; answers how long it took. */
async function shownWithin(browser: Browser, url: string, text: string, since: number): Promise<number> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await expect(async () => {
      await page.goto(url);
      await expect(page.locator('article.learning-lesson')).toContainText(text, { timeout: 500 });
    }).toPass({ timeout: LIMIT_MS - (Date.now() - since), intervals: [2_000] });
    return Date.now() - since;
  } finally {
    await context.close();
  }
}

/** Every replica, both languages: the page shows each language's text within the minute. */
async function expectEverywhere(browser: Browser, texts: Record<Lang, string>, since: number) {
  const checks = replicas.flatMap((site) => langs.map((lang) => shownWithin(browser, `${site.url}/modules/1?lang=${lang}`, texts[lang], since)));
  const took = await Promise.all(checks);
  test.info().annotations.push({ type: 'shown after (ms, replica A en/es, B en/es)', description: took.join(', ') });
  for (const ms of took) expect(ms).toBeLessThanOrEqual(LIMIT_MS);
}

test('a fixed sentence, previewed then published, reaches both replicas in both languages within 60 s; a rollback brings the old one back', async ({ browser }) => {
  const [a, b] = replicas as [SiteProcess, SiteProcess];
  const admin = await signedIn(browser, a.url, 'admin', demoPassword());
  const old = {} as Record<Lang, string>;
  const { before, publish } = await editAndPublish(admin.request, 'module-1', (doc) => {
    for (const lang of langs) {
      const paragraphs = (doc[lang] as Lesson).content.sections[0]!.paragraphs;
      old[lang] = paragraphs[0]!;
      paragraphs[0] = fixed[lang];
    }
  });

  // The preview: the draft for the admin (with its banner, never kept, not indexed); the published page for a visitor.
  const preview = await admin.newPage();
  const previewed = await preview.goto(`${b.url}/modules/1?preview=draft&lang=es`);
  expect(previewed?.headers()).toMatchObject({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' });
  await expect(preview.locator('article.learning-lesson')).toContainText(fixed.es);
  await expect(preview.getByRole('note')).toHaveText('Vista previa de un borrador. Los estudiantes no ven estos cambios hasta que usted los publique.');
  const visitor = await browser.newPage({ baseURL: b.url });
  await visitor.goto('/modules/1?preview=draft');
  await expect(visitor.locator('article.learning-lesson')).toContainText(old.en.slice(0, 60));
  await expect(visitor.getByRole('note')).toHaveCount(0);

  const published = Date.now();
  await publish();
  await expectEverywhere(browser, fixed, published);
  // Client navigation reads the published lesson too (GET /api/content, not the release's code).
  await visitor.goto('/modules');
  await touchPage(visitor); // a remote's page runs its code at the first touch; before it a link is the browser's own
  const lessonRead = visitor.waitForResponse((response) => response.url().endsWith('/api/content/module-1?lang=en'));
  await visitor.locator('a[href="/modules/1"]').first().click();
  expect((await lessonRead).status()).toBe(200);
  await expect(visitor.locator('article.learning-lesson')).toContainText(fixed.en);

  const rolledBack = Date.now();
  await call(admin.request, 'post', '/api/admin/content/module-1/rollback', { version: before });
  await expectEverywhere(browser, { en: old.en.slice(0, 60), es: old.es.slice(0, 60) }, rolledBack);
  await admin.close();
  await visitor.context().close();
});

test('a right answer changed after an attempt leaves that attempt\'s score as it was', async ({ browser }) => {
  const [a, b] = replicas as [SiteProcess, SiteProcess];
  const learner = await browser.newContext({ baseURL: b.url });
  const username = uniqueName('live');
  await call(learner.request, 'post', '/api/auth/register', { username, name: 'Live Tester', email: `${username}@example.org`, password: 'Tortilla-Rio-Verde-84' });
  const answers = quizAnswerKeys.en.find((key) => key.moduleId === 1)!.answers.map((answer) => answer.correctAnswer);
  expect(await call(learner.request, 'post', '/api/modules/complete', { moduleId: 1, answers })).toMatchObject({ score: 100 });

  const admin = await signedIn(browser, a.url, 'admin', demoPassword());
  const newRight = answers[0] === 'a' ? 'b' : 'a';
  const { before, publish } = await editAndPublish(admin.request, 'quiz-1', (doc) => {
    for (const lang of langs) {
      for (const option of (doc[lang] as { questions: { options: { value: string; correct: boolean }[] }[] }).questions[0]!.options) option.correct = option.value === newRight;
    }
  });
  await publish();
  // A new attempt with the same answers is graded on the new key; the past one keeps its 100%.
  expect(await call(learner.request, 'post', '/api/modules/complete', { moduleId: 1, answers })).toMatchObject({ score: 80 });
  const { attempts } = await call(learner.request, 'get', '/api/users/attempts?moduleId=1');
  expect(attempts.map((attempt: { score: number }) => attempt.score)).toEqual([80, 100]);
  const page = await learner.newPage();
  await page.goto('/modules/1');
  await expect(page.getByText(/: 100% \(5 of 5 right\)/)).toBeVisible();
  await expect(page.getByText(/: 80% \(4 of 5 right\)/)).toBeVisible();

  // Today's quiz again (the seeds), as published before.
  await call(admin.request, 'post', '/api/admin/content/quiz-1/rollback', { version: before });
  expect(await call(learner.request, 'post', '/api/modules/complete', { moduleId: 1, answers })).toMatchObject({ score: 100 });
  await admin.close();
  await learner.close();
});

test('a learner\'s saved copy of a module takes a publish on their next online visit, and reads it offline', async ({ browser }) => {
  const [a] = replicas as [SiteProcess];
  const learner = await browser.newContext({ baseURL: a.url });
  const username = uniqueName('saved');
  await call(learner.request, 'post', '/api/auth/register', { username, name: 'Saved Copy', email: `${username}@example.org`, password: 'Tortilla-Rio-Verde-84' });
  const page = await learner.newPage();
  await page.goto('/modules/1?lang=en');
  await waitForServiceWorker(page);
  await page.goto('/modules/1?lang=en');
  await expectPageSaved(page, '/modules/1', 'en'); // the visitor's copy (the learner's own page is private)
  const keptText = () => page.evaluate(async () => (await caches.match('/modules/1?lang=en', { ignoreVary: true }))?.text());
  expect(await keptText()).not.toContain(fixed.en);

  const admin = await signedIn(browser, a.url, 'admin', demoPassword());
  const { before, publish } = await editAndPublish(admin.request, 'module-1', (doc) => {
    for (const lang of langs) (doc[lang] as Lesson).content.sections[0]!.paragraphs[0] = fixed[lang];
  });
  const published = Date.now();
  await publish();
  await shownWithin(browser, `${a.url}/modules/1?lang=en`, fixed.en, published);
  // The copy was saved minutes ago (normally kept a day): the page's Content-Version changed, so it is replaced now.
  await page.goto('/modules/1?lang=en');
  await expect.poll(keptText, { timeout: 15_000 }).toContain(fixed.en);
  // The published lesson as the API gives it is kept for client navigation offline (a public answer).
  await page.evaluate(() => fetch('/api/content/module-1?lang=en'));
  await expect.poll(async () => (await cachedEntries(page)).filter((entry) => entry.cache === 'reentry-content')).toContainEqual({ cache: 'reentry-content', path: '/api/content/module-1?lang=en', personal: false });

  await learner.setOffline(true);
  await page.goto('/modules/1?lang=en');
  await expect(page.locator('article.learning-lesson')).toContainText(fixed.en);
  await learner.setOffline(false);
  await call(admin.request, 'post', '/api/admin/content/module-1/rollback', { version: before });
  await admin.close();
  await learner.close();
});
