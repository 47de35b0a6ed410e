import { moneyPlanFieldNames } from './device-plan';
import { changedBoxes, clearPlanForm, putBackPlan, readPlanForm } from './plan-form-fields';

/** The planner's 60 boxes as the server sends them, `defaults` in their `value` attribute. */
function planForm(defaults: Record<string, string> = {}): HTMLFormElement {
  const form = document.createElement('form');
  for (const name of moneyPlanFieldNames) {
    const input = document.createElement('input');
    input.name = name;
    input.defaultValue = defaults[name] ?? '';
    form.append(input);
  }
  document.body.replaceChildren(form);
  return form;
}
const box = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement;

describe('the planner’s boxes, read from the form', () => {
  it('reads every box as it shows now, and names the ones changed from what the page came with', () => {
    const form = planForm({ 'week1.pay': '100', 'week2.food': '30' });
    box(form, 'week1.releaseCard').value = '200';
    box(form, 'week2.food').value = '35';
    const draft = readPlanForm(form);
    expect(Object.keys(draft)).toHaveLength(60);
    expect([draft['week1.releaseCard'], draft['week1.pay'], draft['week2.food'], draft['week3.food']]).toEqual(['200', '100', '35', '']);
    expect(changedBoxes(form)).toEqual(['week1.releaseCard', 'week2.food']);
  });

  it('puts a kept plan back only into boxes still empty and untouched: what the visitor typed stays', () => {
    const form = planForm({ 'week1.pay': '100' });
    box(form, 'week1.releaseCard').value = '7';
    const filled = putBackPlan(form, { 'week1.releaseCard': '200', 'week1.pay': '5', 'week2.food': '90', 'week3.food': '' });
    expect(filled).toEqual(['week2.food']);
    expect([box(form, 'week1.releaseCard').value, box(form, 'week1.pay').value, box(form, 'week2.food').value]).toEqual(['7', '100', '90']);
  });

  it('empties every box', () => {
    const form = planForm({ 'week1.pay': '100' });
    box(form, 'week4.debts').value = '12';
    clearPlanForm(form);
    expect(Object.values(readPlanForm(form)).every((value) => value === '')).toBe(true);
  });
});
