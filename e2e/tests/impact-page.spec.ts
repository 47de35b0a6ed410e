import type { Page } from '@playwright/test';
import type { Impact } from '@reentry/contracts/impact';
import { expect, test } from '../support/test';
import { documentWasKept, expectNoAxeViolations, locales, markDocument, type Locale } from '../support/learning';
import { hydrated, usePreferences } from '../support/preferences';

// Issue 40: the public /impact page, in both languages on a phone: the same figures as GET /api/impact (each
// number, or "fewer than 10" where the API hides it), the table's rows as the API's modules, the chart an image
// named by its summary, the month form (a GET form) and a wrong month answered with the API's own words.

test.use({ viewport: { width: 375, height: 740 } });

const words = {
  en: {
    heading: 'Outcomes & Impact',
    numbers: 'In numbers',
    fewer: 'fewer than 10',
    table: 'Right answers before and after, by module',
    module: (id: number) => `Module ${id}`,
    chart: /^Chart of the table: for each module/,
    topics: 'What learners knew, by topic',
    topicTable: 'Right answers before and after, by topic',
    noTopics: 'There are no figures by topic for these months yet.',
    first: 'First month',
    last: 'Last month',
    show: 'Show',
    range: 'Figures from Feb 1, 2026 to Mar 31, 2026.',
  },
  es: {
    heading: 'Resultados e impacto',
    numbers: 'En números',
    fewer: 'menos de 10',
    table: 'Respuestas correctas antes y después, por módulo',
    module: (id: number) => `Módulo ${id}`,
    chart: /^Gráfica de la tabla: para cada módulo/,
    topics: 'Lo que sabían, por tema',
    topicTable: 'Respuestas correctas antes y después, por tema',
    noTopics: 'Todavía no hay cifras por tema para estos meses.',
    first: 'Primer mes',
    last: 'Último mes',
    show: 'Mostrar',
    range: 'Cifras del 1 feb 2026 al 31 mar 2026.',
  },
} as const;

/** The API's answer for the same months, in the page's language. */
async function apiAnswer(page: Page, search: string, locale: Locale) {
  const answer = await page.request.get(`/api/impact${search}`, { headers: { 'Accept-Language': locale } });
  return { status: answer.status(), body: await answer.json() };
}

const countText = (locale: Locale, count: number | null) => (count === null ? words[locale].fewer : new Intl.NumberFormat(locale).format(count));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const locale of locales) {
  const w = words[locale];

  test.describe(`${locale}, JavaScript disabled`, () => {
    test.use({ javaScriptEnabled: false });

    test(`${locale}: the server's page says the API's figures: the numbers, a table row per module, the chart`, async ({ page }) => {
      await usePreferences(page, { locale });
      const search = '?from=2026-01&to=2026-06';
      const response = await page.goto(`/impact${search}`);
      expect(response!.status()).toBe(200);
      const { body } = await apiAnswer(page, search, locale);
      const figures = body as Impact;
      await expect(page.getByRole('heading', { level: 1, name: w.heading })).toBeVisible();

      const numbers = page.locator('section', { has: page.getByRole('heading', { name: w.numbers }) }).getByRole('definition');
      await expect(numbers).toHaveText([figures.learners, figures.completedModules, figures.certificates, figures.facilities].map((count) => countText(locale, count)));

      const table = page.getByRole('table', { name: w.table });
      const rows = table.locator('tbody tr');
      await expect(rows).toHaveCount(figures.modules.length);
      for (const [index, module] of figures.modules.entries()) {
        await expect(rows.nth(index).getByRole('rowheader')).toContainText(w.module(module.moduleId));
        await expect(rows.nth(index).getByRole('cell').first()).toHaveText(countText(locale, module.pairs));
      }

      await expect(page.getByRole('img', { name: w.chart })).toBeVisible();
      // By topic: a row for each topic with pairs (its count as the API says it), or the line that there are none.
      const topics = page.locator('section', { has: page.getByRole('heading', { name: w.topics }) });
      const withPairs = figures.objectives.filter((objective) => objective.pairs !== 0);
      if (withPairs.length === 0) await expect(topics.getByText(w.noTopics)).toBeVisible();
      else {
        const topicRows = topics.getByRole('table', { name: w.topicTable }).locator('tbody tr');
        await expect(topicRows).toHaveCount(withPairs.length);
        for (const [index, objective] of withPairs.entries()) await expect(topicRows.nth(index).getByRole('cell').first()).toHaveText(countText(locale, objective.pairs));
      }
      // The form shows the months the figures cover.
      await expect(page.getByLabel(w.first)).toHaveValue(figures.from.slice(0, 7));
      await expect(page.getByLabel(w.last)).toHaveValue(figures.to.slice(0, 7));
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    });

    test(`${locale}: the month form is a GET form: Show changes the address and the figures' months`, async ({ page }) => {
      await usePreferences(page, { locale });
      await page.goto('/impact');
      await page.getByLabel(w.first).fill('2026-02');
      await page.getByLabel(w.last).fill('2026-03');
      await page.getByRole('button', { name: w.show }).click();
      await expect(page).toHaveURL(/\/impact\?from=2026-02&to=2026-03$/);
      await expect(page.getByText(w.range)).toBeVisible();
      await expect(page.getByLabel(w.first)).toHaveValue('2026-02');
    });

    test(`${locale}: a wrong month: the API's own words at the form and the field, status 400, no figures`, async ({ page }) => {
      await usePreferences(page, { locale });
      const search = '?from=2026-13&to=2026-02';
      const response = await page.goto(`/impact${search}`);
      expect(response!.status()).toBe(400);
      const { status, body } = await apiAnswer(page, search, locale);
      expect(status).toBe(400);
      const error = (body as { error: { message: string; fields: Record<string, string> } }).error;
      await expect(page.getByRole('alert')).toContainText(error.message);
      await expect(page.getByLabel(w.first)).toHaveAttribute('aria-invalid', 'true');
      // The field's own message is read with it (its description, after the hint).
      await expect(page.getByLabel(w.first)).toHaveAccessibleDescription(new RegExp(`${escapeRegExp(error.fields.from!)}$`));
      await expect(page.getByRole('heading', { name: w.numbers })).toHaveCount(0);
    });
  });

  test(`${locale}: with its code running, axe finds nothing, and Show loads other months in place`, async ({ page }) => {
    await usePreferences(page, { locale });
    await page.goto('/impact');
    await hydrated(page);
    await expectNoAxeViolations(page, `/impact in ${locale}`);
    await markDocument(page);
    await page.getByLabel(w.first).fill('2026-02');
    await page.getByLabel(w.last).fill('2026-03');
    await page.getByRole('button', { name: w.show }).click();
    await expect(page).toHaveURL(/\/impact\?from=2026-02&to=2026-03$/);
    await expect(page.getByText(w.range)).toBeVisible();
    expect(await documentWasKept(page), 'the router loaded the months, no page load').toBe(true);
    await expectNoAxeViolations(page, `/impact in ${locale}, other months`);
  });
}
