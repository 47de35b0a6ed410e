import { practiceScenarios } from '@reentry/content/practice';
import { practiceScenario as scenario, practiceTexts as texts } from '../support/practice';
import { expect, test } from '../support/test';
import { locales, registerLearner } from '../support/learning';
import { usePreferences } from '../support/preferences';
import { installSpeechStub, spoken } from '../support/speech-stub';

// Spot the scam (issue 34) at 375 px, in both languages.
test.use({ viewport: { width: 375, height: 740 } });

for (const locale of locales) {
  const t = texts[locale];

  test(`${locale}: a learner answers a scenario wrong, hears why, answers it right, and the list shows it done`, async ({ page }) => {
    await usePreferences(page, { locale });
    await installSpeechStub(page, [t.voice]);
    await registerLearner(page);
    const irs = scenario(locale, 'irs-impostor');

    await page.goto('/practice');
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: irs.title })).toContainText(t.notDone);
    await page.getByRole('link', { name: irs.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: irs.title })).toBeVisible();
    await expect(page.getByText(irs.message.lines[0]!)).toBeVisible();

    await page.getByRole('group', { name: t.question }).getByLabel(irs.wrongChoice.label).check();
    await page.getByRole('button', { name: t.check }).click();
    const answer = page.getByRole('region', { name: t.wrong });
    await expect(answer).toBeVisible();
    await expect(answer).toContainText(irs.wrongChoice.explanation);
    await expect(answer).toContainText(irs.bestChoice.explanation);
    await expect(answer.getByRole('heading', { name: t.ifItHappened })).toBeVisible();
    await expect(answer.getByText(/reportfraud\.ftc\.gov/)).toBeVisible();
    await expect(answer).toContainText(t.saved);
    // Listen reads the answer aloud, from its heading on.
    await answer.getByRole('button', { name: t.listenAnswer }).click();
    await expect.poll(async () => (await spoken(page))[0]?.text).toBe(t.wrong);

    await answer.getByRole('link', { name: t.tryAgain }).click();
    await page.getByRole('group', { name: t.question }).getByLabel(irs.bestChoice.label).check();
    await page.getByRole('button', { name: t.check }).click();
    const right = page.getByRole('region', { name: t.right });
    await expect(right).toContainText(irs.bestChoice.explanation);

    await page.getByRole('link', { name: t.back }).click();
    await expect(page.getByText(t.count(1))).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: irs.title })).toContainText(t.done);
    await expect(page.getByText(t.notDone)).toHaveCount(13);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test(`${locale}: the handout prints every scenario with its choices, and the answers on pages of their own`, async ({ page }) => {
    await usePreferences(page, { locale });
    await page.goto('/practice/print');
    const all = practiceScenarios[locale];
    await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: all[0]!.title }).first()).toBeVisible();
    await expect(page.locator('.practice-print__scenario')).toHaveCount(all.length);
    await page.emulateMedia({ media: 'print' });
    const answers = page.getByRole('region', { name: t.answers });
    expect(await answers.evaluate((element) => getComputedStyle(element).breakBefore)).toBe('page');
    await expect(page.locator('.site-header')).toBeHidden();
    await expect(answers).toContainText(scenario(locale, 'real-bank-text').bestChoice.explanation);
  });
}

test.describe('without JavaScript, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  for (const locale of locales) {
    test(`${locale}: a visitor answers the real message; the server shows why it is real, and saves nothing`, async ({ page }) => {
      await usePreferences(page, { locale });
      const t = texts[locale];
      const real = scenario(locale, 'real-bank-text');
      await page.goto('/practice/real-bank-text');
      await page.getByRole('group', { name: t.question }).getByLabel(real.bestChoice.label).check();
      await page.getByRole('button', { name: t.check }).click();
      const right = page.getByRole('region', { name: t.right });
      await expect(right).toContainText(real.bestChoice.explanation);
      await expect(right).toContainText(t.real);
      await expect(right).not.toContainText(t.saved);
    });
  }
});
