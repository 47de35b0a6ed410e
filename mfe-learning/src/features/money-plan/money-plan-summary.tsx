import { FormattedMessage } from 'react-intl';
import { MONEY_PLAN_LINES, MONEY_PLAN_PERIODS, type MoneyPlan } from '@reentry/contracts/money-plan-rules';
import { moneyPlanLineTotals } from '@reentry/contracts/money-plan-totals';
import { lineMessages, moneyPlanMessages as m, periodMessages } from './money-plan.messages';
import { useMoney } from './use-money';

/** The plan as one table for paper (printed instead of the boxes): each line by week, and the month. */
export function MoneyPlanSummary({ plan }: { plan: MoneyPlan }) {
  const money = useMoney();
  const month = moneyPlanLineTotals(plan);
  return (
    <table className="money-plan-summary">
      <caption><FormattedMessage {...m.summaryCaption} /></caption>
      <thead>
        <tr>
          <th scope="col"><FormattedMessage {...m.lineColumn} /></th>
          {MONEY_PLAN_PERIODS.map((period) => (
            <th key={period} scope="col">
              <FormattedMessage {...periodMessages[period]} />
            </th>
          ))}
          <th scope="col"><FormattedMessage {...m.monthColumn} /></th>
        </tr>
      </thead>
      <tbody>
        {MONEY_PLAN_LINES.map((line) => (
          <tr key={line}>
            <th scope="row"><FormattedMessage {...lineMessages[line]} /></th>
            {MONEY_PLAN_PERIODS.map((period) => (
              <td key={period}>{plan[period][line] ? money(plan[period][line]) : ''}</td>
            ))}
            <td>{money(month[line] ?? 0)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
