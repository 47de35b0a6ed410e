import { DONATION_LIMITS, donationValidationMessages as m, dollarsToCents } from '@reentry/contracts/donation-rules';

/** Gift sizes offered as buttons, in cents; those above the configured maximum are not offered. */
export const PRESET_AMOUNTS_CENTS = [1_000, 2_500, 5_000, 10_000] as const;

/**
 * What is wrong with an amount the visitor chose or typed (a message id from the contracts), or undefined.
 * The API's contract applies the same rules (the shared examples table checks both).
 */
export function amountProblem(value: unknown, maxAmountCents: number): string | undefined {
  const cents = dollarsToCents(value);
  if (cents === undefined) return m.amountInvalid.id;
  if (cents < DONATION_LIMITS.minAmountCents) return m.amountMin.id;
  if (cents > maxAmountCents) return m.amountMax.id;
  return undefined;
}
