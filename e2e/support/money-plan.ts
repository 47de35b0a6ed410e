import { expect, type Page } from '@playwright/test';
import type { Locale } from './learning';

/** What the money plan page (issue 34, section 2) says, in both languages: one copy for the spec, the offline test and the engines' journey. */
export const moneyPlanTexts = {
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

export const box = (page: Page, t: (typeof moneyPlanTexts)[Locale], week: 'week1' | 'week2' | 'last', line: 'releaseCard' | 'housing' | 'food' | 'phone' | 'pay') =>
  page.getByRole('group', { name: t[week], exact: true }).getByLabel(t[line], { exact: true });

/** The same numbers every time: $200 in, $260.24 out, and the money runs out in week 2. */
export async function fillPlan(page: Page, t: (typeof moneyPlanTexts)[Locale]) {
  await box(page, t, 'week1', 'releaseCard').fill('200');
  await box(page, t, 'week1', 'housing').fill('150.25');
  await box(page, t, 'week2', 'food').fill('$90');
  await box(page, t, 'last', 'phone').fill('19.99');
}

export const total = (page: Page, which: 'in' | 'out' | 'left') => page.locator(`[data-total="${which}"]`);

export async function expectTotals(page: Page, t: (typeof moneyPlanTexts)[Locale]) {
  await expect(total(page, 'in')).toHaveText(t.totals.in);
  await expect(total(page, 'out')).toHaveText(t.totals.out);
  await expect(total(page, 'left')).toHaveText(t.totals.left);
  await expect(page.getByText(t.warning)).toBeVisible();
  await expect(page.getByText(t.firstStep)).toBeVisible();
}

