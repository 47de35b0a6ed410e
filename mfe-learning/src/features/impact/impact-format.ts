import type { IntlShape } from 'react-intl';
import { impactMessages as m } from './impact.messages';

/** How the page writes the API's figures: a null (a small group, hidden) is "fewer than 10", never 0. */
export function impactFormat(intl: IntlShape) {
  const fewer = intl.formatMessage(m.fewerThan10);
  const number = (value: number, digits = 0) => intl.formatNumber(value, { maximumFractionDigits: digits, minimumFractionDigits: digits });
  const signed = (value: number, digits = 0) => intl.formatNumber(value, { maximumFractionDigits: digits, minimumFractionDigits: digits, signDisplay: 'exceptZero' });
  const none = intl.formatMessage(m.noData);
  return {
    /** A figure drawn from a group of `size` learners: nothing to show when the group is empty. */
    of: (size: number | null, text: string) => (size === 0 ? none : text),
    count: (value: number | null) => (value === null ? fewer : number(value)),
    share: (value: number | null) => (value === null ? fewer : intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 0 })),
    score: (value: number | null) => (value === null ? fewer : number(value, 1)),
    /** A difference of shares in percentage points, with its 95% interval. */
    gain: (gain: number | null, ci95: [number, number] | null) =>
      gain === null || ci95 === null ? fewer : intl.formatMessage(m.points, { gain: signed(gain * 100), low: signed(ci95[0] * 100), high: signed(ci95[1] * 100) }),
    change: (change: number | null, ci95: [number, number] | null) =>
      change === null || ci95 === null ? fewer : intl.formatMessage(m.changeValue, { change: signed(change, 1), low: signed(ci95[0], 1), high: signed(ci95[1], 1) }),
    day: (day: string) => intl.formatDate(`${day}T12:00:00Z`, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
    month: (month: string) => intl.formatDate(`${month}-15T12:00:00Z`, { year: 'numeric', month: 'long', timeZone: 'UTC' }),
    instant: (iso: string) => intl.formatDate(iso, { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' }),
  };
}
