import { randomUUID } from 'node:crypto';
import { practiceScenario } from '../support/practice';
import { demoPassword } from '../support/accounts';
import { apiLogIn } from '../support/instructor';
import { expect, test } from '../support/test';
import { locales } from '../support/learning';
import { usePreferences } from '../support/preferences';

// Spot the scam in the instructor portal (issue 34): the class's results, from the server's grading of each
// student's answers. The demo learner is the demo instructor's student.
const words = {
  en: { heading: 'Spot the scam practice', wrong: 'Wrong the first time', students: 'Who has done which' },
  es: { heading: 'Práctica Descubra la estafa', wrong: 'Mal la primera vez', students: 'Quién ha hecho cuál' },
} as const;

for (const locale of locales) {
  test(`${locale}: a student answers a message wrong; their instructor sees it among the class's results`, async ({ page, playwright, baseURL }) => {
    const scenario = practiceScenario(locale, 'sheriff-warrant');
    const student = await playwright.request.newContext({ baseURL });
    await apiLogIn(student, 'learner', demoPassword());
    const answer = await student.post(`/api/practice/${scenario.id}/answer`, {
      data: { choice: scenario.wrongChoice.value },
      headers: { 'X-Requested-With': 'fetch', 'Idempotency-Key': randomUUID() },
    });
    expect(answer.status()).toBe(200);
    await student.dispose();

    await usePreferences(page, { locale });
    await apiLogIn(page.request, 'instructor', demoPassword());
    await page.goto('/instructor');
    const results = page.getByRole('region', { name: words[locale].heading });
    const row = results.getByRole('row').filter({ has: page.getByRole('rowheader', { name: scenario.title }) });
    await expect(row).toBeVisible();
    // Wrong the first time: at least this student (the first answer counts, whatever the language).
    expect(Number(await row.getByRole('cell').first().innerText())).toBeGreaterThanOrEqual(1);
    await expect(results.getByRole('list', { name: words[locale].students }).getByRole('listitem').filter({ hasText: 'Demo Learner' })).toContainText(scenario.title);
  });
}
