import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { demoPassword } from '../support/accounts';
import { registerLearner } from '../support/admin';
import { call, editOnPhone, type Lang, signedIn } from '../support/content-studio';
import { usePreferences } from '../support/preferences';

// Issue 39, 2.2: a new content editor, who has passed no quiz, previews the draft of lesson 3 (locked for
// them as a learner) in the studio's frame and in a new tab, at phone width, in English and Spanish: the
// draft shows, the lock does not. A learner who adds `?preview=draft` still meets the lock.

const draftText = { en: 'A draft sentence only editors see in lesson 3.', es: 'Una frase del borrador que solo ven los editores en la lección 3.' };
const texts = {
  en: { edit: 'Edit Lesson 3', frame: 'Preview of Lesson 3 in English', open: 'Open the preview in a new tab', locked: 'You need to complete Module 2 before accessing this content', banner: /Preview of a draft\./ },
  es: { edit: 'Editar Lección 3', frame: 'Vista previa de Lección 3 en Español', open: 'Abrir la vista previa en una pestaña nueva', locked: 'Necesita terminar el Módulo 2 antes de ver este contenido', banner: /Vista previa de un borrador\./ },
} as const;
type Lesson = { content: { sections: { paragraphs: string[] }[] } };

let admin: BrowserContext;
let published: Record<Lang, unknown>;

/** Saves lesson 3's draft (as the admin) from its published document, changed or not. */
async function saveDraft(request: APIRequestContext, change: (doc: Record<Lang, Lesson>) => void = () => undefined) {
  const record = await call(request, 'get', '/api/admin/content/module-3');
  const draft = structuredClone(record.published.document) as Record<Lang, Lesson>;
  change(draft);
  await call(request, 'put', '/api/admin/content/module-3/draft', { document: draft, baseVersion: record.version });
  return record.published.document as Record<Lang, unknown>;
}

test.beforeAll(async ({ browser, baseURL }) => {
  admin = await signedIn(browser, baseURL!, 'admin', demoPassword());
  published = await saveDraft(admin.request, (doc) => {
    for (const lang of ['en', 'es'] as const) doc[lang].content.sections[0]!.paragraphs[0] = draftText[lang];
  });
});
test.afterAll(async () => {
  // The draft goes back to the published lesson: other specs read lesson 3 as it is.
  if (published) await saveDraft(admin.request);
  await admin.close();
});

for (const locale of ['en', 'es'] as const) {
  test(`an editor who passed no quiz previews lesson 3's draft in the studio and in a new tab at 375 px: ${locale}`, async ({ browser, baseURL }) => {
    const t = texts[locale];
    const { editor, page } = await editOnPhone(browser, baseURL!, admin.request, locale, t.edit);

    // In the studio's frame: the draft of the locked lesson, under the draft banner, no lock.
    const frame = page.frameLocator('iframe.admin-content__frame');
    await expect(page.getByTitle(t.frame)).toHaveAttribute('src', `/modules/3?preview=draft&lang=${locale}`);
    await expect(frame.locator('article.learning-lesson')).toContainText(draftText[locale]);
    await expect(frame.getByRole('note').filter({ hasText: t.banner })).toBeVisible();
    await expect(frame.getByText(t.locked)).toHaveCount(0);

    // In a new tab, at phone width too.
    const [tab] = await Promise.all([editor.waitForEvent('page'), page.getByRole('link', { name: t.open }).click()]);
    await tab.setViewportSize({ width: 375, height: 800 });
    await expect(tab.locator('article.learning-lesson')).toContainText(draftText[locale]);
    await expect(tab.getByRole('note').filter({ hasText: t.banner })).toBeVisible();
    await expect(tab.getByText(t.locked)).toHaveCount(0);
    expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await editor.close();
  });

  test(`a learner who adds the preview to lesson 3's address still meets the lock: ${locale}`, async ({ browser, baseURL }) => {
    const t = texts[locale];
    // A new learner (the demo one may have passed quizzes in other specs), signed in by signing up.
    const learner = await browser.newContext({ baseURL });
    await registerLearner(learner.request, 'Learner without quizzes');
    const page = await learner.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await usePreferences(page, { locale });
    await page.goto('/modules/3?preview=draft');
    await expect(page.getByText(t.locked)).toBeVisible();
    await expect(page.getByText(draftText[locale])).toHaveCount(0);
    await learner.close();
  });
}
