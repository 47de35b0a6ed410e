import type { BrowserContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { demoPassword } from '../support/accounts';
import { editOnPhone, resetDraft, signedIn } from '../support/content-studio';

// Issue 39, 2.3: an English sentence left in the Spanish text of lesson 6 is flagged before publishing, at
// its own field (and in the problem list), in the editor's language, on a phone (375 px). Nothing is published.

const english = 'You can keep your money safe with a bank account.';
const texts = {
  en: {
    edit: 'Edit Lesson 6', field: 'Section 1, paragraph 1 (Spanish)', publish: 'Publish', problems: 'Fix 1 problem before you publish',
    flagged: `This Spanish text has a sentence in English: "${english}" Write it in Spanish.`,
  },
  es: {
    edit: 'Editar Lección 6', field: 'Sección 1, párrafo 1 (español)', publish: 'Publicar', problems: 'Corrija 1 problema antes de publicar',
    flagged: `Este texto en español tiene una frase en inglés: "${english}" Escríbala en español.`,
  },
} as const;

let admin: BrowserContext;

test.beforeAll(async ({ browser, baseURL }) => {
  admin = await signedIn(browser, baseURL!, 'admin', demoPassword());
});
test.afterEach(async () => {
  // Lesson 6's draft goes back to its published text (other specs read lesson 6).
  await resetDraft(admin.request, 'module-6');
});
test.afterAll(async () => {
  await admin.close();
});

for (const locale of ['en', 'es'] as const) {
  test(`an English sentence in a Spanish paragraph is flagged at its field before publishing, at 375 px: ${locale}`, async ({ browser, baseURL }) => {
    const t = texts[locale];
    const { editor, page } = await editOnPhone(browser, baseURL!, admin.request, locale, t.edit);

    const field = page.getByLabel(t.field, { exact: true });
    const spanish = await field.inputValue();
    await field.fill(`${spanish} ${english}`);
    await page.getByRole('button', { name: t.publish, exact: true }).click();

    // In the list at the top, with a link to the field; at the field itself.
    const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: t.problems }) });
    await expect(summary).toBeVisible();
    await expect(summary).toContainText(t.flagged);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(t.flagged.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await summary.getByRole('link', { name: t.field }).click();
    await expect(field).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // Nothing was published: the Spanish lesson has no English sentence.
    await page.goto('/modules/6?lang=es');
    await expect(page.locator('article.learning-lesson')).toContainText(spanish.slice(0, 40));
    await expect(page.locator('article.learning-lesson')).not.toContainText(english);
    await editor.close();
  });
}
