import { expect, test } from '@playwright/test';
import { formTexts } from '../support/form-texts';
import { fillForm, formPaths, submitButton, tagOf, type FormName } from '../support/forms';
import { holdStartUp, pressNow } from '../support/slow-start';

// Issue 30: a form's Send stayed disabled for 0.3 to 1 s after `load`, so a press then did nothing. At
// `load` (the page's other scripts held back, as on a slow phone) each public form's Send is enabled, and a
// press on it is sent once the form's code runs. This file's page.goto does not wait for hydration.
test.use({ serviceWorkers: 'block' });

const t = formTexts.en;
const submitLabel: Record<FormName, string> = { facility: t.facility.submit, contact: t.contact.submit, assistance: t.assistance.submit, story: t.story.submit };
const okTitle: Record<FormName, string> = { facility: t.facility.ok[0], contact: t.contact.ok[0], assistance: t.assistance.ok[0], story: t.story.ok[0] };

for (const form of Object.keys(formPaths) as FormName[]) {
  test(`${form}: Send is enabled at load, and pressed then, the form is sent once its code runs`, async ({ page }) => {
    const tag = tagOf('AtLoad');
    const start = await holdStartUp(page);
    await page.goto(formPaths[form], { waitUntil: 'load' });
    const send = submitButton(page, submitLabel[form]);
    expect(await send.isEnabled(), 'Send at load').toBe(true);
    await fillForm(page, form, 'en', tag, `${tag.toLowerCase()}@example.org`);
    await pressNow(page, send);
    await start.release();
    await expect(page.getByRole('region', { name: t.notifications })).toContainText(okTitle[form], { timeout: 20_000 });
  });
}
