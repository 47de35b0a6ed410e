import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { demoPassword } from '../support/accounts';
import { axeViolations, describeViolations } from '../support/axe';
import { apiLogIn, instructorTexts } from '../support/instructor';
import { usePreferences } from '../support/preferences';
import { consoleProblems } from '../support/console-problems';

const phone = { width: 375, height: 740 };

// The demo learner (assigned to the demo instructor) takes module 1's quiz answering "a" everywhere:
// the first question ("What is a blockchain?") is then among those missed on the last try.
test.beforeAll(async ({ playwright }) => {
  const learner = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  await apiLogIn(learner, 'learner', demoPassword());
  const attempt = await learner.post('/api/modules/complete', { data: { moduleId: 1, answers: ['a', 'a', 'a', 'a', 'a'] }, headers: { 'X-Requested-With': 'fetch' } });
  expect(attempt.status()).toBe(200);
  await learner.dispose();
});

async function openPortal(page: Page, locale: 'en' | 'es', path = '/instructor') {
  await usePreferences(page, { locale });
  await apiLogIn(page.request, 'instructor', demoPassword());
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: instructorTexts[locale].portal })).toBeVisible();
}

async function expectNoAxeViolations(page: Page, label: string) {
  expect(describeViolations(await axeViolations(page)), label).toEqual([]);
}

for (const locale of ['en', 'es'] as const) {
  const t = instructorTexts[locale];

  test.describe(`the demo instructor, ${locale}`, () => {
    test('sees their class, opens the learner in the detail panel, and closes it', async ({ page }) => {
      await openPortal(page, locale);
      await expect(page.getByRole('tab', { name: t.students })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByText(t.prompt)).toBeVisible();
      const learner = page.getByRole('link', { name: /Demo Learner/ });
      await expect(learner).toContainText('learner@example.org');
      await expect(learner).toContainText(t.completed);
      await learner.click();
      await expect(page).toHaveURL(/\/instructor\?student=\d+$/);
      const detail = page.getByRole('region', { name: 'Demo Learner' });
      await expect(detail.getByRole('heading', { level: 2, name: 'Demo Learner' })).toBeFocused();
      await expect(detail.getByRole('heading', { level: 4 })).toHaveCount(6);
      await expect(detail.getByRole('heading', { level: 5, name: t.missedOnLastTry }).first()).toBeVisible();
      await expect(detail.getByText(t.question1)).toBeVisible();
      await detail.getByRole('button', { name: t.close }).click();
      await expect(page).toHaveURL(/\/instructor$/);
      await expect(page.getByText(t.prompt)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Demo Learner' })).toHaveCount(0);
    });

    test('exports the class as CSV, prints the class report, and lists the most-missed questions', async ({ page }) => {
      await openPortal(page, locale);
      await expect(page.getByRole('region', { name: t.mostMissed })).toContainText(t.question1);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: t.download }).click()]);
      expect(download.suggestedFilename()).toMatch(/^class-progress-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toContain(t.csvHeader);
      expect(lines.find((line) => line.startsWith('Demo Learner,learner,learner@example.org,'))).toBeTruthy();
      // Printing shows the class report alone: no site header, no list, no panel.
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('region', { name: t.classReport })).toBeVisible();
      await expect(page.getByRole('region', { name: t.yourStudents })).toBeHidden();
      await expect(page.getByRole('navigation', { name: locale === 'en' ? 'Main' : 'Principal' })).toBeHidden();
    });

    test('on a phone, the open student replaces the list and a back link returns to it', async ({ page }) => {
      await page.setViewportSize(phone);
      await openPortal(page, locale);
      await page.getByRole('link', { name: /Demo Learner/ }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Demo Learner' })).toBeVisible();
      await expect(page.getByRole('region', { name: t.yourStudents })).toBeHidden();
      await expect(page.getByRole('button', { name: t.close, exact: true })).toBeHidden();
      const url = page.url();
      await page.getByRole('link', { name: t.back }).click();
      await expect(page.getByRole('region', { name: t.yourStudents })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Demo Learner' })).toHaveCount(0);
      // The open student is in the URL, so the server renders the same view on a first load.
      const html = await (await page.request.get(url)).text();
      expect(html).toContain('students-layout students-layout--open');
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 2, name: 'Demo Learner' })).toBeVisible();
      await expect(page.getByRole('region', { name: t.yourStudents })).toBeHidden();
    });

    test('Teaching Resources: a lesson plan per module, and the printable participant handout', async ({ page }) => {
      await openPortal(page, locale);
      await page.getByRole('tab', { name: t.resources }).click();
      await expect(page).toHaveURL(/\?tab=resources$/);
      await expect(page.getByRole('tab', { name: t.resources })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('article')).toHaveCount(6);
      await expect(page.getByRole('heading', { level: 3, name: t.lessonPlan1 })).toBeVisible();
      await page.getByRole('link', { name: t.handout }).click();
      await expect(page).toHaveURL(/\/instructor\/handout$/);
      await expect(page.getByRole('heading', { level: 1, name: t.handout })).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(6);
      await expect(page.getByText(t.question1)).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('article').first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeHidden();
    });

    for (const size of [phone, { width: 1280, height: 800 }]) {
      test(`raises no axe violations in any view, ${size.width}px wide`, async ({ page }) => {
        test.setTimeout(120_000);
        await page.setViewportSize(size);
        await openPortal(page, locale);
        const student = await page.getByRole('link', { name: /Demo Learner/ }).getAttribute('href');
        for (const path of ['/instructor', student!, '/instructor?tab=resources', '/instructor/handout']) {
          await page.goto(path);
          await page.getByRole('heading', { level: 1 }).waitFor();
          await expectNoAxeViolations(page, `${path} at ${size.width}px`);
        }
      });
    }
  });
}

test('the portal page hydrates without console errors or warnings', async ({ page }) => {
  const problems = consoleProblems(page, { pageErrors: true });
  await openPortal(page, 'en');
  const student = await page.getByRole('link', { name: /Demo Learner/ }).getAttribute('href');
  for (const path of [student!, '/instructor?tab=resources', '/instructor/handout']) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).waitFor();
  }
  expect(problems).toEqual([]);
});
