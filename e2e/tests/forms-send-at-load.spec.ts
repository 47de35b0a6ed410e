import { expect, test } from '@playwright/test';
import { formTexts } from '../support/form-texts';
import { fillForm, formAnswer, formPaths, submitButton, tagOf, type FormName } from '../support/forms';
import { holdStartUp, pressNow } from '../support/slow-start';

// Issue 30: a form's Send stayed disabled for 0.3 to 1 s after `load`, so a press then did nothing. At
// `load` (the page's other scripts held back, as on a slow phone) each public form's Send is enabled, and a
// press on it is the browser's own post (issue 42): the server sends it and the page says so, before any
// held script is let go. This file's page.goto does not wait for hydration.
test.use({ serviceWorkers: 'block' });

const t = formTexts.en;
const submitLabel: Record<FormName, string> = { facility: t.facility.submit, contact: t.contact.submit, assistance: t.assistance.submit, story: t.story.submit };
const okTitle: Record<FormName, string> = { facility: t.facility.ok[0], contact: t.contact.ok[0], assistance: t.assistance.submitted, story: t.story.ok[0] };

for (const form of Object.keys(formPaths) as FormName[]) {
  test(`${form}: Send is enabled at load, and pressed then, the server sends the form and says so`, async ({ page }) => {
    const tag = tagOf('AtLoad');
    const start = await holdStartUp(page);
    await page.goto(formPaths[form], { waitUntil: 'load' });
    const send = submitButton(page, submitLabel[form]);
    expect(await send.isEnabled(), 'Send at load').toBe(true);
    await fillForm(page, form, 'en', tag, `${tag.toLowerCase()}@example.org`);
    await pressNow(page, send);
    await expect(formAnswer(page)).toContainText(okTitle[form], { timeout: 20_000 });
    await start.release();
  });
}
