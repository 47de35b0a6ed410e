import { IMPACT_MIN_CELL } from '@reentry/contracts/impact';

/** A count a funder may see: 0, or 10 and more. Counts from 1 to 9 read "fewer than 10" (null). */
export const isSmall = (count: number): boolean => count > 0 && count < IMPACT_MIN_CELL;
export const shown = (count: number): number | null => (isSmall(count) ? null : count);

/**
 * Parts that add up to a shown total (modules finished, per module). Hiding only the small parts would let
 * one be worked out as the total minus the shown parts, so more parts are hidden (complementary suppression):
 * the smallest shown ones, until at least two are hidden and the hidden ones add up to 10 or more. Then the
 * total says only "these hidden parts make S together", which singles out no part. If no parts are left to
 * hide, the total is hidden instead. Returns the parts and the total as shown.
 */
export function suppressGroup(parts: readonly number[]): { parts: (number | null)[]; total: number | null } {
  const total = parts.reduce((sum, part) => sum + part, 0);
  const hidden = new Set(parts.flatMap((part, i) => (isSmall(part) ? [i] : [])));
  if (hidden.size === 0) return { parts: [...parts], total: shown(total) };
  const hiddenSum = () => [...hidden].reduce((sum, i) => sum + parts[i]!, 0);
  // The smallest non-zero shown parts first: a zero hides nothing (the total already says nothing about it).
  const candidates = parts.flatMap((part, i) => (!hidden.has(i) && part > 0 ? [i] : [])).sort((a, b) => parts[a]! - parts[b]! || a - b);
  while ((hidden.size < 2 || hiddenSum() < IMPACT_MIN_CELL) && candidates.length > 0) hidden.add(candidates.shift()!);
  const safe = hidden.size >= 2 && hiddenSum() >= IMPACT_MIN_CELL;
  return { parts: parts.map((part, i) => (hidden.has(i) ? null : part)), total: safe ? shown(total) : null };
}
