import type { MoneyPlanDraft } from '@reentry/contracts/money-plan-rules';
import { moneyPlanFieldNames, pickDraft } from './device-plan';

// The planner's boxes are uncontrolled: what the visitor typed lives in the form's own fields (before the
// page's code came too), so the page reads the form whenever it needs the numbers; hydration resets nothing.

const box = (form: HTMLFormElement, name: string) => {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement ? element : null;
};

/** The plan as the boxes show it now. */
export function readPlanForm(form: HTMLFormElement): MoneyPlanDraft {
  const fields = new FormData(form);
  return pickDraft((name) => fields.get(name));
}

/** The boxes the visitor has changed from what the page came with (typed before the code came, say). */
export function changedBoxes(form: HTMLFormElement): string[] {
  return moneyPlanFieldNames.filter((name) => {
    const input = box(form, name);
    return input !== null && input.value !== input.defaultValue;
  });
}

/**
 * A plan kept in this browser, put back into the boxes still empty and untouched (the server could not
 * see it): a box the visitor has already typed in keeps what they typed. Returns the boxes filled.
 */
export function putBackPlan(form: HTMLFormElement, kept: MoneyPlanDraft): string[] {
  const filled: string[] = [];
  for (const name of moneyPlanFieldNames) {
    const input = box(form, name);
    if (!input || !kept[name] || input.value !== '' || input.defaultValue !== '') continue;
    input.value = kept[name];
    filled.push(name);
  }
  return filled;
}

/** Empties every box. */
export function clearPlanForm(form: HTMLFormElement): void {
  for (const name of moneyPlanFieldNames) {
    const input = box(form, name);
    if (input) input.value = '';
  }
}
