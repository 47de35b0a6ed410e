import { FormattedMessage } from 'react-intl';
import { MONEY_PLAN_LINES, MONEY_PLAN_PERIODS, type MoneyPlan } from '@reentry/contracts/money-plan-rules';
import { moneyPlanLineTotals, moneyPlanTotals } from '@reentry/contracts/money-plan-totals';
import { lineMessages, moneyPlanMessages as m, periodMessages } from './money-plan.messages';
import { useMoney } from './use-money';

/** The plan as one table for paper (printed instead of the boxes): each line by week, and the month. */
export function MoneyPlanSummary({ plan }: { plan: MoneyPlan }) {
  const money = useMoney();
  const month = moneyPlanLineTotals(plan);
  const totals = moneyPlanTotals(plan);
  const sums = [
    { key: 'in', label: m.totalIn, week: (i: number) => totals.periods[i]!.in, month: totals.in },
    { key: 'out', label: m.totalOut, week: (i: number) => totals.periods[i]!.out, month: totals.out },
    { key: 'left', label: m.balanceColumn, week: (i: number) => totals.periods[i]!.balance, month: totals.left },
  ];
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
      <tfoot>
        {sums.map((sum) => (
          <tr key={sum.key}>
            <th scope="row"><FormattedMessage {...sum.label} /></th>
            {MONEY_PLAN_PERIODS.map((period, index) => (
              <td key={period}>{money(sum.week(index))}</td>
            ))}
            <td>{money(sum.month)}</td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}
