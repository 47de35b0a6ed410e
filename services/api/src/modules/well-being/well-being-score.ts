import type { WellBeingAgeGroup } from '@reentry/contracts/well-being';

/**
 * Scoring of the CFPB Financial Well-Being Scale, abbreviated (five-item) version, self-administered.
 * Source: Consumer Financial Protection Bureau, "CFPB Financial Well-Being Scale: abbreviated version,
 * questionnaire and scoring worksheet" (consumerfinance.gov, measure-and-score; scoring table also in
 * "Measuring financial well-being: A guide to using the CFPB Financial Well-Being Scale", December 2015).
 * Public domain (a work of the US government).
 *
 * Each reply is the position of the chosen answer, 0 for "Completely" / "Always" to 4 for "Not at all" /
 * "Never". Items 1, 2, 3 and 5 are worded negatively, so the CFPB's value is the position; item 4 ("I have
 * money left over at the end of the month") is worded positively, so its value is 4 minus the position.
 */
const POSITIVE_ITEMS = new Set([3]);

/** Total response value (0 to 20) -> score, self-administered, by age group (the worksheet's part two). */
export const CFPB_FIVE_ITEM_SELF_ADMINISTERED: Record<WellBeingAgeGroup, readonly number[]> = {
  '18-61': [19, 25, 29, 32, 36, 38, 41, 43, 46, 48, 50, 53, 55, 57, 60, 63, 65, 68, 72, 76, 82],
  '62-plus': [20, 26, 31, 34, 37, 40, 43, 46, 48, 51, 53, 55, 58, 61, 63, 66, 69, 73, 76, 81, 90],
};

/** The CFPB value of each reply, in item order. */
export const itemValues = (replies: readonly number[]): number[] => replies.map((position, i) => (POSITIVE_ITEMS.has(i) ? 4 - position : position));

/** The well-being score of five replies (each 0 to 4, in the CFPB's item order). */
export function wellBeingScore(replies: readonly number[], ageGroup: WellBeingAgeGroup): number {
  const total = itemValues(replies).reduce((sum, value) => sum + value, 0);
  return CFPB_FIVE_ITEM_SELF_ADMINISTERED[ageGroup][total]!;
}
