import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { demoPassword, logIn, uniqueName } from '../support/accounts';
import { expectAccessible } from '../support/a11y-check';
import { certificateTexts, passModulesThroughApi, registerNamedLearner } from '../support/certificates';
import { pageCount, readPdf } from '../support/pdf-text';
import { learningTexts, locales, quizFor, type Locale } from '../support/learning';
import { pageRunning, usePreferences } from '../support/preferences';

const NAME = 'María José Núñez';

/** Module 5's quiz through the page, every answer right. */
async function passModuleFiveInPage(page: Page, locale: Locale) {
  const t = learningTexts[locale];
  await page.goto('/modules/5?tab=quiz');
  await page.getByRole('link', { name: t.startQuiz }).click();
  const questions = quizFor(5, locale);
  for (const [index, question] of questions.entries()) {
    await page.getByRole('radiogroup', { name: question.text }).getByRole('radio', { name: question.right, exact: true }).check();
    await page.getByRole('button', { name: index === questions.length - 1 ? t.submitQuiz : t.nextQuestion }).click();
  }
  await expect(page.getByText(t.passedScored(100), { exact: true })).toBeVisible();
}

/** The accessibility standard at 1280 and at 320 px wide. */
async function accessibleAtBothSizes(page: Page, locale: Locale) {
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await expectAccessible(page, { locale });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A visitor with no session, in a language. */
async function visitor(browser: Browser, locale: Locale) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await usePreferences(page, { locale });
  return { context, page };
}

for (const locale of locales) {
  const c = certificateTexts[locale];
  test.describe(`certificates, ${locale}`, () => {
    test('a learner earns the course certificate, prints it, downloads it, anyone verifies it, an admin revokes it', async ({ page, browser }, testInfo) => {
      test.setTimeout(240_000);
      await usePreferences(page, { locale });
      await registerNamedLearner(page, NAME, uniqueName('cert'));
      await passModulesThroughApi(page.request, [1, 2, 3, 4]);
      await passModuleFiveInPage(page, locale);

      // The passing results point to the certificate.
      await expect(page.getByText(c.certificateEarned).last()).toBeVisible();
      await page.getByRole('link', { name: c.get }).click();
      await expect(page.getByRole('heading', { level: 1, name: c.myCertificates })).toBeVisible();
      const course = page.getByRole('region', { name: c.course });
      await expect(course.getByText(c.earned)).toBeVisible();
      await course.getByRole('radio', { name: c.fullName(NAME) }).check();
      await course.getByRole('button', { name: c.get }).click();
      // The form goes away: focus moves to the card's heading, not the page's start.
      await expect(course.getByRole('heading', { name: c.course })).toBeFocused();
      const code = (await course.locator('.learning-certificate__code').textContent())!.trim();
      expect(code).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}(-[2-9A-HJKMNP-TV-Z]{4}){3}$/);
      await expect(course.getByText(NAME, { exact: true })).toBeVisible();
      await page.reload();
      await accessibleAtBothSizes(page, locale);

      // Print: the link opens the certificate and asks the browser to print it (without script, it opens it).
      await page.evaluate(() => {
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => void ((window as unknown as { printed: number }).printed += 1);
      });
      await page.getByRole('region', { name: c.course }).getByRole('link', { name: c.print }).click();
      await expect(page.locator('article.learning-certificate')).toBeVisible();
      await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      await expect(page).toHaveURL(new RegExp(`/certificates\\?view=${code}$`));
      await expect(page.locator('article.learning-certificate')).toHaveAttribute('lang', locale);
      await expect(page.locator('article.learning-certificate')).toContainText(c.heading);

      await page.emulateMedia({ media: 'print' });
      for (const chrome of ['.site-header', '.site-footer', '.skip-link', '.learning-certificates__actions', '.page-intro']) {
        await expect(page.locator(chrome).first()).toBeHidden();
      }
      await expect(page.locator('article.learning-certificate')).toBeVisible();
      await expect(page.locator('svg.learning-certificate__qr')).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`certificate-print-${locale}.png`), fullPage: true });
      for (const format of ['Letter', 'A4'] as const) {
        const printed = await page.pdf({ format, printBackground: true });
        expect([format, await pageCount(printed)]).toEqual([format, 1]);
      }
      await page.emulateMedia({ media: 'screen' });

      // The PDF from the server: one page, the name and the code, in the certificate's language.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: c.download }).click()]);
      expect(download.suggestedFilename()).toBe(`certificate-${code}.pdf`);
      const pdf = await readPdf(await readFile((await download.path())!));
      expect(pdf.pageCount).toBe(1);
      expect(pdf.text).toContain(NAME);
      expect(pdf.text).toContain(code);
      expect(pdf.text).toContain(c.heading);

      // Anyone can check it, from the address in the QR code.
      const someone = await visitor(browser, locale);
      const response = await someone.page.goto(`/certificates/verify/${code}`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('no-store');
      await expect(someone.page.getByRole('heading', { level: 2, name: c.valid })).toBeVisible();
      await expect(someone.page.getByText(NAME, { exact: true })).toBeVisible();
      await accessibleAtBothSizes(someone.page, locale);

      // An admin revokes it in the dashboard; the same address then says revoked.
      const adminContext = await browser.newContext();
      const admin = await adminContext.newPage();
      await logIn(admin, 'admin', demoPassword());
      await usePreferences(admin, { locale });
      await admin.goto('/admin?tab=certificates');
      await pageRunning(admin); // a staff page needs its code (nothing holds a press made before it)
      // A page of its own context, not the fixture's: its goto does not wait for hydration (support/test.ts),
      // and Find pressed before React hydrated does nothing.
      await admin.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await admin.getByLabel(c.adminCode).fill(code.toLowerCase().replace(/-/g, ' '));
      await admin.getByRole('button', { name: c.adminFind }).click();
      await expect(admin.getByText(NAME, { exact: true })).toBeVisible();
      await admin.getByLabel(c.adminReason).fill('Issued by mistake (test)');
      await admin.getByRole('button', { name: c.adminRevoke }).click();
      await expect(admin.getByText(c.adminRevoked, { exact: true })).toBeVisible();
      await adminContext.close();

      await someone.page.reload();
      await expect(someone.page.getByRole('heading', { level: 2, name: c.revoked })).toBeVisible();
      await someone.context.close();
    });

    test('a learner with four modules passed has no course certificate', async ({ page }) => {
      await usePreferences(page, { locale });
      await registerNamedLearner(page, NAME, uniqueName('four'));
      await passModulesThroughApi(page.request, [1, 2, 3, 4]);
      const issued = await page.request.post('/api/certificates', { headers: { 'X-Requested-With': 'fetch' }, data: { nameFormat: 'full' } });
      expect((await issued.json()).certificates).toEqual([]);
      await page.goto('/certificates');
      const course = page.getByRole('region', { name: c.course });
      await expect(course.getByText(c.notEarned(4))).toBeVisible();
      await expect(course.getByRole('button', { name: c.get })).toHaveCount(0);
      await expect(page.getByRole('link', { name: c.download })).toHaveCount(0);
    });

    test('the verify form works with the keyboard alone and announces its errors', async ({ page }) => {
      await usePreferences(page, { locale });
      await page.goto('/certificates/verify');
      await accessibleAtBothSizes(page, locale);
      const field = page.getByRole('textbox', { name: c.codeLabel });
      while (!(await field.evaluate((element) => element === document.activeElement))) await page.keyboard.press('Tab');
      await page.keyboard.type('not a code');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alert')).toContainText(c.badFormat);
      await expect(field).toBeFocused();
      await expect(field).toHaveAttribute('aria-invalid', 'true');

      await field.fill('');
      await page.keyboard.type('2222 3333 4444 5555');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/certificates\/verify\/2222-3333-4444-5555$/);
      await expect(page.getByRole('alert')).toContainText(c.notFound);
      expect((await page.request.get('/certificates/verify/2222-3333-4444-5555')).status()).toBe(404);
    });
  });
}

test('a visitor is sent to log in from /certificates, and the verify form works without JavaScript', async ({ request }) => {
  const mine = await request.get('/certificates', { maxRedirects: 0 });
  expect(mine.status()).toBe(302);
  expect(mine.headers().location).toBe('/login?returnTo=/certificates');
  // The form's native GET (no script): the code goes to its own address, in the canonical shape.
  const typed = await request.get('/certificates/verify?code=2222+3333+4444+5555', { maxRedirects: 0 });
  expect(typed.status()).toBe(302);
  expect(typed.headers().location).toBe('/certificates/verify/2222-3333-4444-5555');
  const unknown = await request.get('/certificates/verify/2222-3333-4444-5555');
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()['cache-control']).toBe('no-store');
  expect(await unknown.text()).toContain('We could not find a certificate with this code.');
});
