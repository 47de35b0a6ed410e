import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { formTexts, languages } from '../support/form-texts';
import { field, formPaths, submitButton, tagOf } from '../support/forms';
import { mailsTo } from '../support/outbox';
import { usePreferences } from '../support/preferences';

// The assistance application completed with the keyboard alone: Tab, Space, Enter, arrow keys and typing;
// no click anywhere. A person on a facility computer without a mouse can apply.

/** Presses Tab until the element with this accessible name has focus (at most `max` presses). */
async function tabTo(page: Page, label: string, max = 60) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const focusedName = await page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement | null;
      return element?.labels?.[0]?.textContent ?? element?.textContent ?? '';
    });
    if (focusedName.trim() === label) return;
  }
  throw new Error(`Tab never reached "${label}"`);
}

for (const language of languages) {
  const a = formTexts[language].assistance;

  test(`${language}: the assistance application, from the skip link to the reference number, with the keyboard only`, async ({ page }) => {
    await usePreferences(page, { locale: language });
    const tag = tagOf('Keyboard');
    const email = `${tag.toLowerCase()}@example.org`;
    await page.goto(formPaths.assistance);

    await page.keyboard.press('Tab'); // the skip link
    await page.keyboard.press('Enter');
    await tabTo(page, a.fullName);
    await page.keyboard.type(tag);
    await page.keyboard.press('Tab');
    await expect(field(page, a.email)).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('555 123 4567');
    await page.keyboard.press('Tab');
    await page.keyboard.type('enero 2025');
    await page.keyboard.press('Tab');
    await page.keyboard.type('El Paso, TX');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: a.housing })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: a.both })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(field(page, a.currentSituation)).toBeFocused();
    await page.keyboard.type('Staying in a shelter.');
    await tabTo(page, a.hasTransportation, 5);
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: a.hasTransportation })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(field(page, a.criminalBackground)).toBeFocused();
    await page.keyboard.type('Prefer to say on the phone.');
    await page.keyboard.press('Tab');
    await expect(submitButton(page, a.submit)).toBeFocused();
    await page.keyboard.press('Enter');

    const heading = page.getByRole('heading', { name: a.submitted });
    await expect(heading).toBeFocused();
    const reference = (await page.locator('.forms-reference').textContent())!;
    expect(reference).toMatch(/^[A-Z0-9]{8}$/);
    expect((await mailsTo(email))[0]?.text).toContain(reference);

    // Start over, still by keyboard: the button is the next stop after the heading.
    await tabTo(page, a.another, 3);
    await page.keyboard.press('Enter');
    await expect(field(page, a.fullName)).toHaveValue('');
  });
}
