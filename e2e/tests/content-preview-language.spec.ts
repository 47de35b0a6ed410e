import type { BrowserContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { demoPassword } from '../support/accounts';
import { editOnPhone, signedIn } from '../support/content-studio';

// Issue 39, 2.5: the studio's preview in the other language shows that language in its frame, and the
// editor's own studio stays in theirs (the preview saved its language as the editor's choice before).

const texts = {
  en: { edit: 'Edit Lesson 1', other: 'Spanish', heading: 'Edit: Lesson 1', framed: 'es' },
  es: { edit: 'Editar Lección 1', other: 'Inglés', heading: 'Editar: Lección 1', framed: 'en' },
} as const;

let admin: BrowserContext;
test.beforeAll(async ({ browser, baseURL }) => {
  admin = await signedIn(browser, baseURL!, 'admin', demoPassword());
});
test.afterAll(async () => {
  await admin.close();
});

for (const locale of ['en', 'es'] as const) {
  test(`a preview in the other language leaves the editor's studio in theirs, at 375 px: ${locale}`, async ({ browser, baseURL }) => {
    const t = texts[locale];
    const { editor, page } = await editOnPhone(browser, baseURL!, admin.request, locale, t.edit);
    await page.getByRole('radio', { name: t.other }).check();
    const frame = page.frameLocator('iframe.admin-content__frame');
    await expect(frame.locator('html[data-hydrated="true"]')).toHaveAttribute('lang', t.framed);

    // The frame saved no language of its own; the studio, reloaded, is still in the editor's language.
    expect((await editor.cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe(locale);
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe(locale);
    await page.reload();
    await expect(page.getByRole('heading', { name: t.heading })).toBeVisible();
    await editor.close();
  });
}
