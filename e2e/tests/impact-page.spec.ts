import type { Page } from '@playwright/test';
import { axeViolations, describeViolations } from '../support/axe';
import { usePreferences } from '../support/preferences';
import { expect, test } from '../support/test';

// Issue 40: /impact, the public impact figures, on a phone with scripts blocked (facility computers often
// block them): the month form is a plain GET form the server answers, and every figure in the tables is the
// one `GET /api/impact` gives for the same months, small groups as "fewer than 10", never 0.

interface Impact {
  learners: number | null;
  completedModules: number | null;
  certificates: number | null;
  facilities: number | null;
  modules: { moduleId: number; completed: number | null; pairs: number | null; before: number | null; after: number | null }[];
  wellBeing: { signUp: { count: number | null }; followUp: { count: number | null }; paired: { pairs: number | null } };
}

const texts = {
  en: {
    heading: 'Outcomes and impact',
    from: 'From',
    to: 'To',
    show: 'Show',
    fewer: 'fewer than 10',
    none: 'no one yet',
    totals: 'In these months',
    rows: { learners: 'New learners', completedModules: 'Modules finished', certificates: 'Certificates', facilities: 'Places reached by our classes' },
    module: (id: number) => `Module ${id}`,
    wellBeing: ['At sign-up', 'After 90 days', 'Change for the same people'],
  },
  es: {
    heading: 'Resultados e impacto',
    from: 'Desde',
    to: 'Hasta',
    show: 'Ver',
    fewer: 'menos de 10',
    none: 'nadie aún',
    totals: 'En estos meses',
    rows: { learners: 'Alumnos nuevos', completedModules: 'Módulos terminados', certificates: 'Certificados', facilities: 'Lugares donde dimos clases' },
    module: (id: number) => `Módulo ${id}`,
    wellBeing: ['Al crear la cuenta', 'A los 90 días', 'Cambio en las mismas personas'],
  },
} as const;

type Locale = keyof typeof texts;

/** The cells after the row heading `label`, as the reader sees them. */
const cells = (page: Page, label: string) => page.getByRole('row', { name: label, exact: false }).filter({ has: page.getByRole('rowheader', { name: label, exact: true }) }).getByRole('cell');

const month = (monthsBack: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1)).toISOString().slice(0, 7);
};

test.describe('without JavaScript, at 375 px', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  for (const locale of ['en', 'es'] as const) {
    test(`the month form shows the figures the API gives for those months, hidden ones as "${texts[locale].fewer}": ${locale}`, async ({ page, request }) => {
      const t = texts[locale];
      const count = (value: number | null) => (value === null ? t.fewer : new Intl.NumberFormat(locale).format(value));
      await usePreferences(page, { locale });
      await page.goto('/impact');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading);

      const [from, to] = [month(2), month(0)];
      await page.getByLabel(t.from, { exact: true }).selectOption(from);
      await page.getByLabel(t.to, { exact: true }).selectOption(to);
      await page.getByRole('button', { name: t.show, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/impact\\?from=${from}&to=${to}$`));
      await expect(page.getByLabel(t.from, { exact: true })).toHaveValue(from);

      const answer = await request.get(`/api/impact?from=${from}&to=${to}`);
      expect(answer.status()).toBe(200);
      const figures = (await answer.json()) as Impact;
      for (const [key, label] of Object.entries(t.rows) as [keyof typeof t.rows, string][]) {
        await expect(cells(page, label), label).toHaveText([count(figures[key])]);
      }
      for (const module of figures.modules) {
        const shown = await cells(page, t.module(module.moduleId)).allTextContents();
        expect(shown.slice(0, 2), `module ${module.moduleId}`).toEqual([count(module.completed), count(module.pairs)]);
        if (module.pairs === null) expect(shown.slice(2)).toEqual([t.fewer, t.fewer, t.fewer]);
        if (module.pairs === 0) expect(shown.slice(2)).toEqual([t.none, t.none, t.none]);
      }
      const { signUp, followUp, paired } = figures.wellBeing;
      for (const [index, value] of [signUp.count, followUp.count, paired.pairs].entries()) {
        await expect(cells(page, t.wellBeing[index]!).first()).toHaveText(count(value));
      }

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  }

  test('a range that ends before it starts says so, in a 400, with the form still there', async ({ page }) => {
    const response = await page.goto(`/impact?from=${month(0)}&to=${month(3)}`);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('alert')).toHaveText('The start must come before the end.');
    await expect(page.getByRole('button', { name: texts.en.show, exact: true })).toBeVisible();
  });
});

// axe runs as script in the page, so it checks the same page with scripts on, as a phone shows it.
test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const locale of ['en', 'es'] as const) {
    test(`has no axe violations and does not scroll sideways: ${locale}`, async ({ page }) => {
      await usePreferences(page, { locale });
      await page.goto(`/impact?from=${month(11)}&to=${month(0)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts[locale].heading);
      expect(describeViolations(await axeViolations(page))).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  }
});

test('the footer links to the impact figures', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Outcomes & Impact' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.en.heading);
});
