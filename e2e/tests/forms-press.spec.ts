import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { formTexts } from '../support/form-texts';
import { expectFormSaid, field, fillForm, formPaths, submitButton, tagOf, type FormName } from '../support/forms';
import { formRunning } from '../support/preferences';

// Issue 30: testers' first Send on /schedule missed (4 of 4 tries). Leaving a field with a mistake showed
// its message above the fields below it, which moved Send 21 to 35 px down between the pointer going down
// (which leaves the field) and coming up: the click landed off the button and nothing was sent. Here the
// pointer goes down on Send, waits while the field it left could be checked, and comes up at the same spot.
// The window is tall enough to show the whole form: in a scrolled page, Chromium and Firefox keep what is on
// screen in place when something grows above it (scroll anchoring), WebKit (Safari) does not.
test.use({ viewport: { width: 1280, height: 3200 } });

const t = formTexts.en;
/** Per form: a field above Send, and a mistake to leave in it just before pressing Send. */
const mistakes: Record<FormName, { label: string; wrong: string; right: string }> = {
  facility: { label: t.facility.contactEmail, wrong: 'rosa@', right: 'rosa@example.org' },
  contact: { label: t.contact.email, wrong: 'ana@', right: 'ana@example.org' },
  assistance: { label: t.assistance.email, wrong: 'marcus@', right: 'marcus@example.org' },
  story: { label: t.story.story, wrong: 'Too short.', right: 'I opened my first bank account and I save every month.' },
};
const submitLabel: Record<FormName, string> = { facility: t.facility.submit, contact: t.contact.submit, assistance: t.assistance.submit, story: t.story.submit };
const okToast: Record<FormName, readonly string[]> = { facility: t.facility.ok, contact: t.contact.ok, assistance: t.assistance.ok, story: t.story.ok };

/**
 * A mouse press on Send as a person makes it, on its upper part: down, a moment (the field just left is
 * checked), up at the same spot. Anything that moves Send down by more than a few pixels meanwhile makes it miss.
 */
async function pressSend(page: Page, label: string) {
  const send = submitButton(page, label);
  await send.scrollIntoViewIfNeeded();
  const box = (await send.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + 6);
  await page.mouse.down();
  await page.waitForTimeout(400);
  await page.mouse.up();
}

for (const form of Object.keys(formPaths) as FormName[]) {
  test(`${form}: Send pressed with the mouse just after leaving a field with a mistake is never missed`, async ({ page }) => {
    const mistake = mistakes[form];
    const tag = tagOf('Press');
    await page.goto(formPaths[form]);
    await fillForm(page, form, 'en', tag, `${tag.toLowerCase()}@example.org`, mistake.label);
    await field(page, mistake.label).fill(mistake.wrong); // typed last, and focus stays in the field
    await formRunning(page);

    await pressSend(page, submitLabel[form]);
    await expect(page.getByRole('alert')).toHaveText(t.errorSummary(1));
    await expect(field(page, mistake.label)).toBeFocused();

    await field(page, mistake.label).fill(mistake.right);
    await pressSend(page, submitLabel[form]);
    await expectFormSaid(page, okToast[form]);
  });
}
