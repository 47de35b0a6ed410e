import type { PracticeChoice, PracticeChoiceValue } from '@reentry/contracts/content-practice';

/** Builds the choices from [label, explanation] pairs; they get the values a, b, c, d in the order given. */
export function choices(...pairs: [string, string][]): PracticeChoice[] {
  const values: PracticeChoiceValue[] = ['a', 'b', 'c', 'd'];
  return pairs.map(([label, explanation], i) => ({ value: values[i]!, label, explanation }));
}
