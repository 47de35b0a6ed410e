import { dollarsToCents } from '@reentry/contracts/donation-rules';
import type { GivingFrequency } from '@reentry/contracts/donations';
import { amountProblem } from './amount.rules';

/** The amount in dollars as typed, in cents, and how often it is given. */
export interface ChosenAmount {
  dollars: string;
  cents: number;
  frequency: GivingFrequency;
}

/**
 * The amount step is a GET form to /donate: a preset is a submit button `amount=25`, the other amount a
 * field `other`, the frequency a radio `frequency`. `change` (the donor step's Back link) shows the
 * amount step again with the amount chosen before.
 */
export const AMOUNT_PARAMETERS = { preset: 'amount', other: 'other', frequency: 'frequency', change: 'change' } as const;

export const frequencyOf = (value: string | null | undefined): GivingFrequency => (value === 'monthly' ? 'monthly' : 'once');

/** What the address says of the amount: chosen (go on to the donor step), refused (with the contract's message id), or not chosen yet. */
export type AmountChoice =
  | { kind: 'chosen'; amount: ChosenAmount }
  | { kind: 'refused'; typed: string; frequency: GivingFrequency; problem: string }
  | { kind: 'choosing'; typed: string; frequency: GivingFrequency; sent: boolean };

export function readAmountChoice(search: URLSearchParams, maxAmountCents: number): AmountChoice {
  const frequency = frequencyOf(search.get(AMOUNT_PARAMETERS.frequency));
  const change = search.get(AMOUNT_PARAMETERS.change);
  if (change !== null) return { kind: 'choosing', typed: change, frequency, sent: false };
  // A pressed preset wins over what was typed in the other field.
  const preset = search.get(AMOUNT_PARAMETERS.preset)?.trim() ?? '';
  const typed = preset || (search.get(AMOUNT_PARAMETERS.other)?.trim() ?? '');
  // Sent empty (Continue with nothing chosen): say so; a first visit says nothing yet.
  if (typed === '') return { kind: 'choosing', typed, frequency, sent: search.has(AMOUNT_PARAMETERS.frequency) };
  const problem = amountProblem(typed, maxAmountCents);
  if (problem) return { kind: 'refused', typed: preset ? '' : typed, frequency, problem };
  return { kind: 'chosen', amount: { dollars: typed, cents: dollarsToCents(typed)!, frequency } };
}

/** The donor step's address: the amount chosen, as the amount step sends it. */
export function amountSearch({ dollars, frequency }: Pick<ChosenAmount, 'dollars' | 'frequency'>): string {
  return `?${new URLSearchParams({ [AMOUNT_PARAMETERS.frequency]: frequency, [AMOUNT_PARAMETERS.preset]: dollars })}`;
}

/** The amount step again, with the amount chosen before (Back). */
export function changeAmountSearch({ dollars, frequency }: Pick<ChosenAmount, 'dollars' | 'frequency'>): string {
  return `?${new URLSearchParams({ [AMOUNT_PARAMETERS.frequency]: frequency, [AMOUNT_PARAMETERS.change]: dollars })}`;
}
