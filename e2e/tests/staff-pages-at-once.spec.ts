import { pointerOffThePage } from '@reentry/tools/first-load';
import { expect, test } from '../support/test';
import { demoPassword } from '../support/accounts';
import { apiLogIn } from '../support/instructor';

// Issue 42: staff pages sit behind sign-in on desktops and need their code; they load it at once, so no
// press on them waits for code to come (nothing is held or replayed). A learner's page still waits for the
// first touch (its first load stays light on a phone).
for (const [who, path] of [['admin', '/admin'], ['instructor', '/instructor']] as const) {
  test(`${who}: ${path} runs its code without waiting for a touch`, async ({ page }) => {
    await apiLogIn(page.request, who, demoPassword());
    // No pointer over the page either (its resting pointerover would wake a waiting page).
    await pointerOffThePage(page, process.env.E2E_BASE_URL!);
    await page.goto(path);
    await expect(page.locator('html[data-hydrated="true"]:not([data-dormant])')).toBeAttached({ timeout: 15_000 });
  });
}

test('a lesson still waits for the first touch', async ({ page }) => {
  await pointerOffThePage(page, process.env.E2E_BASE_URL!);
  await page.goto('/modules/1');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await expect(page.locator('html[data-dormant]')).toBeAttached();
});
