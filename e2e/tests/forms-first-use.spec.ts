import { expect, test } from '../support/test';
import { expectToast, field, fillContactMessage, submitButton, tagOf } from '../support/forms';
import { formTexts } from '../support/form-texts';

// Issue 23: a form's code (Formik and the form) is not part of the page's first load. The server's HTML
// form is there to read and type into; the code comes at the first touch, click, key or focus, and
// what was typed before it came is what gets sent, even when Send was pressed before it came.
const t = formTexts.en.contact;
// The form's code is held back with page.route, which does not see requests a service worker answers: no worker here.
test.use({ serviceWorkers: 'block' });

test("a form's code loads on first use, and what was typed before it came is sent", async ({ page }) => {
  const formScripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && new URL(request.url()).pathname.startsWith('/remotes/forms/')) formScripts.push(request.url());
  });
  await page.goto('/contact');
  await page.waitForLoadState('networkidle');
  const firstLoad = formScripts.length;

  // Type while the form's code is on its way (held here, as on a slow phone).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/remotes/forms/*.js', async (route) => {
    await held;
    await route.continue();
  });
  const tag = tagOf('Early');
  const email = `${tag.toLowerCase()}@example.org`;
  await fillContactMessage(page, 'en', { name: tag, email });
  // The download starts from the focus's handler, a moment after it: wait for the request, do not read at once.
  await expect.poll(() => formScripts.length, { message: 'the first focus starts the download' }).toBeGreaterThan(firstLoad);
  await expect(field(page, t.name)).toHaveValue(tag);

  // Send pressed while the code is still on its way: nothing is posted by the browser itself...
  const posted = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact');
  await submitButton(page, t.submit).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(field(page, t.name)).toHaveValue(tag);
  // ...and once the code has come, the form sends exactly what was typed.
  release();
  expect((await posted).postDataJSON()).toMatchObject({ name: tag, email, subject: 'volunteer', message: 'I would like to help at a workshop. ¿Cómo empiezo? 🙂' });
  await expectToast(page, 'en', t.ok);
  await expect(field(page, t.name)).toHaveValue('');
});

test('a form reached by a link inside the site starts at once', async ({ page }) => {
  await page.goto('/schedule');
  await page.getByRole('link', { name: 'Get In Touch' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(field(page, t.name)).toBeVisible();
  await expect(submitButton(page, t.submit)).toBeEnabled();
});
