import { expect, test } from '../support/test';
import { demoPassword, uniqueName } from '../support/accounts';
import { axeViolations } from '../support/axe';
import { apiLogIn } from '../support/instructor';
import { hydrated, usePreferences } from '../support/preferences';

// A teacher makes a class code in the portal; a learner opens the sign-up link, the code is filled in,
// and once signed up the learner is in the teacher's class.
test('an instructor makes a class code and a learner joins the class through its link', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await usePreferences(page, { locale: 'en' });
  await apiLogIn(page.request, 'instructor', demoPassword());
  await page.goto('/instructor?tab=codes');
  await expect(page.getByRole('tab', { name: 'Class Codes', selected: true })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Class codes' });

  await page.getByLabel('Number of learners', { exact: true }).fill('3');
  await page.getByLabel('Hours the code works', { exact: true }).fill('2');
  await page.getByRole('button', { name: 'Make code' }).click();
  await expect(panel.getByRole('status')).toHaveText(/^New class code: [2-9A-Z]{4}-[2-9A-Z]{4}\.$/);
  const code = /([2-9A-Z]{4}-[2-9A-Z]{4})/.exec((await panel.getByRole('status').textContent()) ?? '')![1]!;
  const card = page.getByRole('listitem').filter({ hasText: code });
  await expect(card).toContainText('3 of 3 places left');
  const link = await card.getByLabel('Sign-up link').inputValue();
  expect(link).toMatch(new RegExp(`/signup\\?class=${code}$`));
  expect((await axeViolations(page, ['wcag2a', 'wcag2aa', 'wcag21aa'])).map((v) => v.id)).toEqual([]);

  // The server's HTML already has the code in the field (the page works before its script runs).
  const html = await (await page.request.get(`/signup?class=${code}`)).text();
  expect(html).toContain(`value="${code}"`);

  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await usePreferences(learner, { locale: 'en' });
  await learner.goto(link);
  await hydrated(learner);
  await expect(learner.getByLabel('Class code (optional)')).toHaveValue(code);
  const username = uniqueName('classmate');
  await learner.getByLabel('Username', { exact: true }).fill(username);
  await learner.getByLabel('Name', { exact: true }).fill('Class Mate');
  await learner.getByLabel('Email', { exact: true }).fill(`${username}@example.org`);
  await learner.getByLabel('Password', { exact: true }).fill('sunny-garden-42');
  await learner.getByLabel('Confirm password', { exact: true }).fill('sunny-garden-42');
  await learner.getByRole('button', { name: 'Sign Up' }).click();
  await expect(learner).toHaveURL(/\/\?done=signed-up$/);
  await learnerContext.close();

  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: code })).toContainText('2 of 3 places left');
  await page.goto('/instructor');
  await expect(page.getByRole('link', { name: /Class Mate/ })).toBeVisible();

  await page.goto('/instructor?tab=codes');
  await page.getByRole('button', { name: `Turn off ${code}` }).click();
  await expect(panel.getByRole('status')).toHaveText(`Class code ${code} is turned off.`);
  await expect(page.getByRole('listitem').filter({ hasText: code })).toHaveCount(0);
});
