import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { impactFormat } from './impact-format';
import { impactMessages as m } from './impact.messages';

const MONTHS_SHOWN = 36;

/** The `count` months up to `last` (YYYY-MM), newest first. */
export function monthsUpTo(last: string, count = MONTHS_SHOWN): string[] {
  const [year, month] = last.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, back) => new Date(Date.UTC(year, month - 1 - back, 1)).toISOString().slice(0, 7));
}

/** The month range as a plain GET form: two selects and a button, so it works with no script at all. */
export function MonthRangeForm({ last, from, to }: { last: string; from: string; to: string }) {
  const intl = useIntl();
  const format = impactFormat(intl);
  const id = useId();
  // The months asked for stay choosable even when older than the list (a link from a report of 2022).
  const months = [...new Set([...monthsUpTo(last), from, to])].sort().reverse();
  const options = months.map((month) => (
    <option key={month} value={month}>
      {format.month(month)}
    </option>
  ));
  return (
    <form className="impact-range" method="get" action="/impact" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="impact-range__title">
        <FormattedMessage {...m.pickerTitle} />
      </h2>
      <div className="impact-range__fields">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-from`}>
            <FormattedMessage {...m.fromLabel} />
          </label>
          <select className="field__input" id={`${id}-from`} name="from" defaultValue={from}>
            {options}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-to`}>
            <FormattedMessage {...m.toLabel} />
          </label>
          <select className="field__input" id={`${id}-to`} name="to" defaultValue={to}>
            {options}
          </select>
        </div>
        <button type="submit" className="button button--primary">
          <FormattedMessage {...m.show} />
        </button>
      </div>
    </form>
  );
}
