import { FormattedMessage, useIntl } from 'react-intl';
import type { MonthGiving } from '@reentry/contracts/admin-overview';
import { useLocale } from '@reentry/platform';
import { useFormatters } from '../../shared/format';
import { BarChart } from './bar-chart';
import { Table } from './overview-figure';
import { monthlyGivingMessages as m } from './monthly-giving.messages';

/** "2026-03" as "Mar 2026" / "mar 2026" in the reader's language (the month is already the site's). */
function useMonthLabel(): (month: string) => string {
  const { locale } = useLocale();
  const format = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return (month) => format.format(new Date(`${month}-15T12:00:00Z`));
}

/**
 * Monthly giving over the last 12 months beside one-time gifts: the table is the figure (always shown, with
 * a caption); the chart above it is an extra for sighted readers, its text alternative points to the table.
 */
export function MonthlyGivingFigure({ months }: { months: MonthGiving[] }) {
  const intl = useIntl();
  const format = useFormatters();
  const monthLabel = useMonthLabel();
  const heading = intl.formatMessage(m.heading);
  const head = [m.month, m.active, m.started, m.stopped, m.monthlyReceived, m.oneTime, m.oneTimeReceived].map((message) => intl.formatMessage(message));
  const rows = months.map((row) => [
    monthLabel(row.month),
    format.number(row.activeMonthlyDonors),
    format.number(row.newMonthlyDonors),
    format.number(row.stoppedMonthlyDonors),
    format.money(row.monthlyCents),
    format.number(row.oneTimeGifts),
    format.money(row.oneTimeCents),
  ]);
  return (
    <section className="admin-figure">
      <h2>{heading}</h2>
      <p className="admin-note">
        <FormattedMessage {...m.description} />
      </p>
      <BarChart
        title={intl.formatMessage(m.chart, { title: heading })}
        bars={months.map((row) => ({ label: monthLabel(row.month), values: [row.activeMonthlyDonors, row.oneTimeGifts] }))}
        seriesClasses={['admin-series-1', 'admin-series-2']}
      />
      {/* Twelve months by seven columns scroll sideways on a phone: the region takes focus, so arrow keys scroll it. */}
      <div className="admin-table-scroll" role="region" aria-label={intl.formatMessage(m.caption)} tabIndex={0}>
        <Table caption={<FormattedMessage {...m.caption} />} head={head} rows={rows} />
      </div>
    </section>
  );
}
