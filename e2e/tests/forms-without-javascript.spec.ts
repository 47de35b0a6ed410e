import { expect, test } from '../support/test';
import { usePreferences } from '../support/preferences';

// Facility computers often block scripts. The forms are sent by script, so without JavaScript each one
// says so above its fields, in the visitor's language, before anything is typed; and its send button,
// disabled in the server's HTML, is enabled only once the page's script runs.
const notice = {
  en: 'This form needs JavaScript, which is turned off in this browser. Turn it on to send the form, or use another phone or computer.',
  es: 'Este formulario necesita JavaScript, que está desactivado en este navegador. Actívelo para enviar el formulario o use otro teléfono o computadora.',
};
const formPages = ['/contact', '/schedule', '/assistance', '/share-your-story', '/login', '/signup', '/forgot-password'];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ['en', 'es'] as const) {
    test(`every form says it needs JavaScript, above its fields: ${locale}`, async ({ page }) => {
      await usePreferences(page, { locale });
      for (const path of formPages) {
        await page.goto(path);
        const form = page.locator('main form').first();
        await expect(form.getByRole('note'), path).toHaveText(notice[locale]);
        // The notice comes before the first field, so it is read first.
        const [noticeTop, fieldTop] = await Promise.all([
          form.getByRole('note').evaluate((el) => el.getBoundingClientRect().top),
          form.locator('input:not([type=hidden]):not([tabindex="-1"]), select, textarea').first().evaluate((el) => el.getBoundingClientRect().top),
        ]);
        expect(noticeTop, path).toBeLessThan(fieldTop);
        // Sending would only reload the page and lose what was typed: the button stays disabled.
        await expect(form.locator('button[type=submit]'), path).toBeDisabled();
      }
    });
  }
});

test('with JavaScript the notice is never shown', async ({ page }) => {
  for (const path of formPages) {
    await page.goto(path);
    await expect(page.locator('main form').first(), path).toBeVisible();
    await expect(page.getByText(notice.en), path).toBeHidden();
    await expect(page.locator('main form button[type=submit]').first(), path).toBeEnabled();
  }
});
