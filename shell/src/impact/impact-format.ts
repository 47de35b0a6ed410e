import type { IntlShape } from 'react-intl';
import { figureMessages as f, pointsMessage, pointsWithRangeMessage } from './impact.messages';

type Interval = readonly [number, number] | null;

/** A count as the page says it: the number, or "fewer than 10" when the API hid it (null). */
export function countText(intl: IntlShape, count: number | null): string {
  return count === null ? intl.formatMessage(f.fewerThan10) : intl.formatNumber(count);
}

/** A share of right answers (0 to 1) as a whole percent ("46%"); hidden: "not shown". */
export function shareText(intl: IntlShape, share: number | null): string {
  return share === null ? intl.formatMessage(f.notShown) : intl.formatNumber(share, { style: 'percent', maximumFractionDigits: 0 });
}

/** A well-being score (to one place, as the API gives it); hidden: "not shown". */
export function scoreText(intl: IntlShape, score: number | null): string {
  return score === null ? intl.formatMessage(f.notShown) : intl.formatNumber(score, { maximumFractionDigits: 1 });
}

/**
 * A change and its 95% interval in words: "+32 points (24 to 40)". `scale` turns the API's value into
 * points (100 for a share, 1 for a score), shown with `digits` places. Hidden: "not shown".
 */
export function changeText(intl: IntlShape, change: number | null, interval: Interval, { scale, digits }: { scale: number; digits: number }): string {
  if (change === null) return intl.formatMessage(f.notShown);
  const number = (value: number, sign: 'exceptZero' | 'auto') => intl.formatNumber(value * scale, { maximumFractionDigits: digits, minimumFractionDigits: digits, signDisplay: sign });
  if (!interval) return intl.formatMessage(pointsMessage, { change: number(change, 'exceptZero') });
  return intl.formatMessage(pointsWithRangeMessage, { change: number(change, 'exceptZero'), low: number(interval[0], 'auto'), high: number(interval[1], 'auto') });
}

/** A module's gain in percentage points, whole: "+32 points (24 to 40)". */
export const gainText = (intl: IntlShape, gain: number | null, interval: Interval) => changeText(intl, gain, interval, { scale: 100, digits: 0 });

/** The well-being change in score points, to one place: "+4.2 points (1.1 to 7.3)". */
export const scoreChangeText = (intl: IntlShape, change: number | null, interval: Interval) => changeText(intl, change, interval, { scale: 1, digits: 1 });

/** Why a module has no figures: too few people to show, or none yet. Null when it has them. */
export function missingFigures(intl: IntlShape, pairs: number | null, before: number | null): string | null {
  if (pairs === null) return intl.formatMessage(f.fewerThan10People);
  if (pairs === 0) return intl.formatMessage(f.noOne);
  return before === null ? intl.formatMessage(f.notShown) : null;
}
