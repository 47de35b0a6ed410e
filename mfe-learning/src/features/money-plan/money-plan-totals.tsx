import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MoneyPlanTotals } from '@reentry/contracts/money-plan-totals';
import { announceMessage, moneyPlanMessages as m, periodMessages, warningMessage } from './money-plan.messages';
import { useMoney } from './use-money';

/** How long the learner must stop typing before a screen reader hears the new totals. */
export const ANNOUNCE_AFTER_MS = 1500;

/** The totals in words, said politely once typing pauses (never on every key, never on page load). */
function useSettledAnnouncement(text: string, typed: boolean): string {
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (!typed) return;
    const timer = setTimeout(() => setSaid(text), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [text, typed]);
  return said;
}

function FirstSteps({ steps }: { steps: readonly string[] }) {
  return (
    <>
      <h3>
        <FormattedMessage {...m.firstSteps} />
      </h3>
      <ol className="money-plan__steps">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>
        <Link to="/money-plan/letter">
          <FormattedMessage {...m.letterLink} />
        </Link>
      </p>
    </>
  );
}

/**
 * The month's totals as numbers, week by week, and a plain warning with what to do first when money
 * runs out. All of it comes from moneyPlanTotals, on the server and in the browser alike.
 */
export function MoneyPlanTotalsPanel({ totals, typed, firstSteps }: { totals: MoneyPlanTotals; typed: boolean; firstSteps: readonly string[] }) {
  const intl = useIntl();
  const money = useMoney();
  const announcement = useSettledAnnouncement(intl.formatMessage(announceMessage, { in: money(totals.in), out: money(totals.out), left: money(totals.left) }), typed);
  return (
    <section className="money-plan-totals" aria-labelledby="money-plan-totals-heading">
      <h2 id="money-plan-totals-heading">
        <FormattedMessage {...m.totalsTitle} />
      </h2>
      <dl className="money-plan-totals__sums">
        <div>
          <dt><FormattedMessage {...m.totalIn} /></dt>
          <dd data-total="in">{money(totals.in)}</dd>
        </div>
        <div>
          <dt><FormattedMessage {...m.totalOut} /></dt>
          <dd data-total="out">{money(totals.out)}</dd>
        </div>
        <div className={totals.left < 0 ? 'money-plan-totals__short' : undefined}>
          <dt><FormattedMessage {...m.left} /></dt>
          <dd data-total="left">{money(totals.left)}</dd>
        </div>
      </dl>
      <p className="learning-sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      {totals.runsOutIn ? (
        <div className="money-plan__warning">
          <p>
            <strong>
              <FormattedMessage {...warningMessage} values={{ period: intl.formatMessage(periodMessages[totals.runsOutIn]) }} />
            </strong>
          </p>
          <FirstSteps steps={firstSteps} />
        </div>
      ) : (
        totals.in > 0 && (
          <p>
            <FormattedMessage {...m.addsUp} />
          </p>
        )
      )}
      <table className="money-plan__weeks">
        <caption><FormattedMessage {...m.weeksCaption} /></caption>
        <thead>
          <tr>
            <th scope="col"><FormattedMessage {...m.weekColumn} /></th>
            <th scope="col"><FormattedMessage {...m.totalIn} /></th>
            <th scope="col"><FormattedMessage {...m.totalOut} /></th>
            <th scope="col"><FormattedMessage {...m.balanceColumn} /></th>
          </tr>
        </thead>
        <tbody>
          {totals.periods.map((period) => (
            <tr key={period.period}>
              <th scope="row"><FormattedMessage {...periodMessages[period.period]} /></th>
              <td>{money(period.in)}</td>
              <td>{money(period.out)}</td>
              <td>{money(period.balance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * On a phone the totals are below 60 boxes: this bar keeps what is left over in sight at the bottom of the
 * screen while the learner goes through the boxes, with a link to the totals (CSS: sticky at the bottom of
 * the form, hidden where the totals sit beside the boxes and on paper; the page keeps room under a focused box).
 */
export function MoneyPlanTotalsBar({ totals }: { totals: MoneyPlanTotals }) {
  const money = useMoney();
  return (
    <p className={totals.left < 0 ? 'money-plan-bar money-plan-bar--short' : 'money-plan-bar'}>
      <span>
        <FormattedMessage {...m.barLeft} values={{ amount: <strong data-bar-total="left">{money(totals.left)}</strong> }} />
      </span>
      <a href="#money-plan-totals-heading">
        <FormattedMessage {...m.seeTotals} />
      </a>
    </p>
  );
}
