import type { BrowserContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { demoPassword } from '../support/accounts';
import { editOnPhone, resetDraft, signedIn } from '../support/content-studio';

// Issue 39, 2.5: an editor saves a change to lesson 5, then discards the draft (confirmed in the page):
// the form shows the live text again, also after a reload, at 375 px, in English and Spanish. Both tests
// edit lesson 5, one after the other in one worker (the suite runs a file's tests in order).

const unwanted = 'A sentence the editor changes their mind about.';
const texts = {
  en: { edit: 'Edit Lesson 5', field: 'Section 1, paragraph 1 (English)', save: 'Save draft', discard: 'Discard draft', confirm: 'Yes, discard the draft', done: /Draft discarded\. The form shows the live version \d+ again\./ },
  es: { edit: 'Editar Lección 5', field: 'Sección 1, párrafo 1 (inglés)', save: 'Guardar borrador', discard: 'Descartar el borrador', confirm: 'Sí, descartar el borrador', done: /Borrador descartado\. El formulario muestra otra vez la versión publicada \d+\./ },
} as const;

let admin: BrowserContext;
test.beforeAll(async ({ browser, baseURL }) => {
  admin = await signedIn(browser, baseURL!, 'admin', demoPassword());
});
test.afterEach(async () => {
  // Lesson 5's draft is its published text again, whatever happened above.
  await resetDraft(admin.request, 'module-5');
});
test.afterAll(async () => {
  await admin.close();
});

for (const locale of ['en', 'es'] as const) {
  test(`an editor discards a saved draft and the live text comes back, at 375 px: ${locale}`, async ({ browser, baseURL }) => {
    const t = texts[locale];
    const { editor, page } = await editOnPhone(browser, baseURL!, admin.request, locale, t.edit);
    const field = page.getByLabel(t.field, { exact: true });
    const live = await field.inputValue();
    await field.fill(unwanted);
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/admin/content/module-5/draft') && response.ok());
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await saved;

    await page.getByRole('button', { name: t.discard }).click();
    await page.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByRole('region', { name: locale === 'en' ? 'Notifications' : 'Notificaciones' }).getByText(t.done)).toBeVisible();
    await expect(field).toHaveValue(live);
    await expect(page.getByRole('button', { name: t.discard })).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.reload();
    await expect(page.getByLabel(t.field, { exact: true })).toHaveValue(live);
    await editor.close();
  });
}
