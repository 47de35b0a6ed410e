import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { demoPassword } from '../support/accounts';
import { call, editAndPublish, langs, signedIn, type Lang } from '../support/content-studio';
import { hydrated } from '../support/preferences';
import { startOwnSite, type OwnSite } from '../support/own-site';

// Issue 32: "add a question that learners keep asking about, update the workshop FAQ before a facility
// visit". An admin adds a question to the workshop FAQ in English and Spanish and publishes it; /schedule
// shows it in both languages (in the server's HTML and after client navigation); a rollback takes it away.
// The site here is its own (a schema of its own): other specs read today's FAQ.

type FaqItem = { id: string; question: string; answer: string[] };
const added: Record<Lang, FaqItem> = {
  en: { id: 'faq-6', question: 'Can learners keep the printed guide?', answer: ['Yes. Each learner keeps one to use at home.'] },
  es: { id: 'faq-6', question: '¿Pueden quedarse con la guía impresa?', answer: ['Sí. Cada persona se queda con una para usar en casa.'] },
};

test.describe.configure({ timeout: 240_000 });

let site: OwnSite | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = await startOwnSite('faq');
});
test.afterAll(async () => {
  await site?.stop();
});

/** The FAQ as the server renders it (no scripts), polled until `expected` holds: a publish shows within 30 s. */
async function expectServerFaq(browser: Browser, lang: Lang, expected: (faq: ReturnType<typeof faqOf>) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: site!.url });
  const page = await context.newPage();
  await expect(async () => {
    await page.goto(`/schedule?lang=${lang}`);
    await expected(faqOf(page));
  }).toPass({ timeout: 45_000, intervals: [2_000] });
  await context.close();
}
const faqOf = (page: Page) => page.locator('section.forms-faq');

test('a question added to the workshop FAQ in both languages shows on /schedule once published, and leaves with a rollback', async ({ browser }) => {
  const admin = await signedIn(browser, site!.url, 'admin', demoPassword());
  const { before, publish } = await editAndPublish(admin.request, 'workshop-faq', (doc) => {
    for (const lang of langs) (doc[lang] as FaqItem[]).push(added[lang]);
  });
  // A draft is not public.
  await expectServerFaq(browser, 'en', (faq) => expect(faq).not.toContainText(added.en.question, { timeout: 500 }));
  await publish();

  for (const lang of langs) {
    await expectServerFaq(browser, lang, async (faq) => {
      await expect(faq.getByRole('heading', { level: 3, name: added[lang].question })).toBeVisible({ timeout: 500 });
      await expect(faq).toContainText(added[lang].answer[0]!, { timeout: 500 });
    });
  }
  // Client navigation reads the published document too (GET /api/content, not the release's package).
  const visitor = await browser.newPage({ baseURL: site!.url });
  await visitor.goto('/?lang=es');
  await hydrated(visitor);
  const faqRead = visitor.waitForResponse((response) => response.url().endsWith('/api/content/workshop-faq?lang=es'));
  await visitor.locator('main a[href="/schedule"]').first().click();
  expect((await faqRead).status()).toBe(200);
  await expect(faqOf(visitor).getByRole('heading', { level: 3, name: added.es.question })).toBeVisible();
  await visitor.context().close();

  await call(admin.request, 'post', '/api/admin/content/workshop-faq/rollback', { version: before });
  await expectServerFaq(browser, 'en', (faq) => expect(faq).not.toContainText(added.en.question, { timeout: 500 }));
  await admin.close();
});
