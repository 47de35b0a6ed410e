import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { locales, registerLearner, type Locale } from '../support/learning';
import { kioskLinkFor } from '../support/kiosk';
import { tagOf } from '../support/admin';
import { touchPage, usePreferences } from '../support/preferences';

// My first month's money plan (issue 34, section 2) at 375 px, in both languages.
const texts = {
  en: {
    heading: 'My first month’s money plan', addUp: 'Add it up', save: 'Add it up and save', saved: 'Your plan is saved on your account.',
    week1: 'Week 1 (days 1 to 7)', week2: 'Week 2 (days 8 to 14)', last: 'Days 29 and 30',
    releaseCard: 'Release card or gate money', housing: 'Housing', food: 'Food', phone: 'Phone', pay: 'Pay from work',
    totals: { in: '$200.00', out: '$260.24', left: '-$60.24' },
    warning: 'Your plan does not add up. You run out of money in Week 2 (days 8 to 14).', firstStep: 'Get your ID documents first.',
    letter: 'Letter to ask for a payment plan', monthly: 'Amount you can pay each month',
    invalid: 'Type an amount in dollars, like 25 or 25.50.', range: 'Type an amount from 0 to 100,000.', fix: 'Some boxes need fixing.',
  },
  es: {
    heading: 'Mi plan de dinero para el primer mes', addUp: 'Sumar', save: 'Sumar y guardar', saved: 'Su plan está guardado en su cuenta.',
    week1: 'Semana 1 (días 1 a 7)', week2: 'Semana 2 (días 8 a 14)', last: 'Días 29 y 30',
    releaseCard: 'Tarjeta de salida o dinero de salida', housing: 'Vivienda', food: 'Comida', phone: 'Teléfono', pay: 'Pago del trabajo',
    totals: { in: '$200.00', out: '$260.24', left: '-$60.24' },
    warning: 'Su plan no cuadra. Se queda sin dinero en Semana 2 (días 8 a 14).', firstStep: 'Primero consiga sus papeles de identidad.',
    letter: 'Carta para pedir un plan de pagos', monthly: 'Cantidad que puede pagar cada mes',
    invalid: 'Escriba una cantidad en dólares, como 25 o 25.50.', range: 'Escriba una cantidad de 0 a 100,000.', fix: 'Hay casillas que corregir.',
  },
} as const;

const box = (page: Page, t: (typeof texts)[Locale], week: 'week1' | 'week2' | 'last', line: 'releaseCard' | 'housing' | 'food' | 'phone' | 'pay') =>
  page.getByRole('group', { name: t[week], exact: true }).getByLabel(t[line], { exact: true });

/** The same numbers every time: $200 in, $260.24 out, and the money runs out in week 2. */
async function fillPlan(page: Page, t: (typeof texts)[Locale]) {
  await box(page, t, 'week1', 'releaseCard').fill('200');
  await box(page, t, 'week1', 'housing').fill('150.25');
  await box(page, t, 'week2', 'food').fill('$90');
  await box(page, t, 'last', 'phone').fill('19.99');
}

const total = (page: Page, which: 'in' | 'out' | 'left') => page.locator(`[data-total="${which}"]`);

async function expectTotals(page: Page, t: (typeof texts)[Locale]) {
  await expect(total(page, 'in')).toHaveText(t.totals.in);
  await expect(total(page, 'out')).toHaveText(t.totals.out);
  await expect(total(page, 'left')).toHaveText(t.totals.left);
  await expect(page.getByText(t.warning)).toBeVisible();
  await expect(page.getByText(t.firstStep)).toBeVisible();
}

const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;

test.use({ viewport: { width: 375, height: 740 } });

for (const locale of locales) {
  const t = texts[locale];

  test(`${locale}: without JavaScript the server adds up the plan, with JavaScript the same numbers add up as they are typed`, async ({ browser }) => {
    const off = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const plain = await off.newPage();
    await usePreferences(plain, { locale });
    await plain.goto('/money-plan');
    await expect(plain.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
    await fillPlan(plain, t);
    await plain.getByRole('button', { name: t.addUp, exact: true }).click();
    await expectTotals(plain, t);
    await expect(box(plain, t, 'week1', 'housing')).toHaveValue('150.25');
    await off.close();

    const on = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await on.newPage();
    await usePreferences(page, { locale });
    await page.goto('/money-plan');
    await touchPage(page);
    await fillPlan(page, t);
    await expectTotals(page, t);
    // Said once the typing pauses, politely.
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: t.totals.left })).toHaveCount(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // A visitor's plan stays on this device: it comes back without a touch.
    await page.reload();
    await expect(total(page, 'left')).toHaveText(t.totals.left);
    await expect(box(page, t, 'week1', 'housing')).toHaveValue('150.25');
    await on.close();
  });

  test(`${locale}: a bad amount gets its message next to the box, with and without JavaScript, and the form is not sent`, async ({ browser, page }) => {
    const off = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const plain = await off.newPage();
    await usePreferences(plain, { locale });
    await plain.goto('/money-plan');
    await box(plain, t, 'week1', 'pay').fill('lots');
    await box(plain, t, 'week2', 'food').fill('100000.01');
    await box(plain, t, 'week1', 'releaseCard').fill('50');
    await plain.getByRole('button', { name: t.addUp, exact: true }).click();
    await expect(plain.getByText(t.fix)).toBeVisible();
    await expect(box(plain, t, 'week1', 'pay')).toHaveAccessibleDescription(t.invalid);
    await expect(box(plain, t, 'week2', 'food')).toHaveAccessibleDescription(t.range);
    await expect(box(plain, t, 'week1', 'pay')).toHaveValue('lots');
    await off.close();

    await usePreferences(page, { locale });
    await page.goto('/money-plan');
    await touchPage(page);
    await box(page, t, 'week1', 'pay').fill('12.345');
    await expect(box(page, t, 'week1', 'pay')).toHaveAccessibleDescription(t.invalid);
    await box(page, t, 'week1', 'releaseCard').fill('10');
    await expect(total(page, 'in')).toHaveText('$10.00');
    await page.getByRole('button', { name: t.addUp, exact: true }).click();
    await expect(box(page, t, 'week1', 'pay')).toBeFocused();
  });

  test(`${locale}: a signed-in learner’s plan is saved on the account and is there after a reload`, async ({ page }) => {
    await usePreferences(page, { locale });
    await registerLearner(page);
    await page.goto('/money-plan');
    await touchPage(page);
    await fillPlan(page, t);
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    await page.goto('/money-plan');
    await expect(box(page, t, 'week1', 'housing')).toHaveValue('150.25');
    await expect(box(page, t, 'week2', 'food')).toHaveValue('90');
    await expectTotals(page, t);
  });

  test(`${locale}: the plan prints on one page, as a table, without the boxes`, async ({ page }) => {
    await usePreferences(page, { locale });
    await page.goto('/money-plan');
    await touchPage(page);
    await fillPlan(page, t);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.money-plan-form')).toBeHidden();
    await expect(page.locator('.site-header')).toBeHidden();
    const table = page.getByRole('table', { name: locale === 'en' ? 'My plan, week by week' : 'Mi plan, semana por semana' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(t.housing) })).toContainText('$150.25');
    expect(pdfPages(await page.pdf({ format: 'Letter' }))).toBe(1);
  });

  test(`${locale}: the fines worksheet and the payment plan letter print on two pages, the letter on its own`, async ({ page }) => {
    await usePreferences(page, { locale });
    await page.goto('/money-plan/letter');
    const letter = page.getByRole('region', { name: t.letter });
    await letter.getByLabel(t.monthly).fill('$25');
    await page.emulateMedia({ media: 'print' });
    expect(await letter.evaluate((element) => getComputedStyle(element).breakBefore)).toBe('page');
    await expect(letter.getByLabel(t.monthly)).toHaveValue('$25');
    expect(pdfPages(await page.pdf({ format: 'Letter' }))).toBe(2);
  });
}

test('on a facility’s shared tablet a visitor’s plan is never kept on the device', async ({ page }) => {
  const t = texts.en;
  await usePreferences(page, { locale: 'en' });
  await page.goto(await kioskLinkFor(`Money Plan House ${tagOf('F')}`));
  await page.goto('/money-plan');
  await expect(page.getByText('This is a shared tablet, so your plan is not kept here.')).toBeVisible();
  await touchPage(page);
  await fillPlan(page, t);
  await expect(total(page, 'left')).toHaveText(t.totals.left);
  expect(await page.evaluate(() => localStorage.getItem('reentry.money-plan'))).toBeNull();
  await page.reload();
  await touchPage(page);
  await expect(box(page, t, 'week1', 'housing')).toHaveValue('');
  await expect(total(page, 'left')).toHaveText('$0.00');
});
