import { FormattedMessage, useIntl } from 'react-intl';
import type { Overview } from '@reentry/contracts/admin-overview';
import { useFormatters } from '../../shared/format';
import { QueryState } from '../../shared/list-state';
import { BarChart } from './bar-chart';
import { ImpactReportForm } from './impact-report-form';
import { MonthlyGivingFigure } from './monthly-giving-figure';
import { OrganisationPrompt } from './organisation-prompt';
import { Figure, Table } from './overview-figure';
import { useOverview } from './overview.query';
import { overviewMessages as o } from './overview.messages';

function OverviewFigures({ data }: { data: Overview }) {
  const intl = useIntl();
  const format = useFormatters();
  const weekLabel = (week: string) => format.date(`${week}T12:00:00Z`);
  const funnelRows = data.funnel.map((step) => [intl.formatMessage(o.funnelStep, { step: String(step.step) }), format.number(step.learners)]);
  return (
    <>
      <p className="admin-note">
        <FormattedMessage {...o.updated} values={{ time: format.dateTime(data.generatedAt) }} />
      </p>
      <section className="admin-figure">
        <h2>
          <FormattedMessage {...o.overdueHeading} />
        </h2>
        <ul>
          <li><FormattedMessage {...o.overdueWorkshops} values={{ count: data.overdue.facilityRequests }} /></li>
          <li><FormattedMessage {...o.overdueAssistance} values={{ count: data.overdue.assistanceRequests }} /></li>
        </ul>
      </section>
      <Figure
        heading={<FormattedMessage {...o.funnelHeading} />}
        chart={
          <>
            <p className="admin-note"><FormattedMessage {...o.funnelDescription} /></p>
            <BarChart title={intl.formatMessage(o.chartOf, { title: intl.formatMessage(o.funnelHeading) })} bars={data.funnel.map((step) => ({ label: intl.formatMessage(o.funnelStep, { step: String(step.step) }), values: [step.learners] }))} seriesClasses={['admin-series-1']} />
          </>
        }
        table={<Table head={[intl.formatMessage(o.step), intl.formatMessage(o.learners)]} rows={funnelRows} />}
      />
      <Figure
        heading={<FormattedMessage {...o.requestsHeading} />}
        chart={
          <BarChart
            title={intl.formatMessage(o.chartOf, { title: intl.formatMessage(o.requestsHeading) })}
            bars={data.perWeek.map((week) => ({ label: weekLabel(week.week), values: [week.facilityRequests, week.assistanceRequests, week.contactMessages] }))}
            seriesClasses={['admin-series-1', 'admin-series-2', 'admin-series-3']}
          />
        }
        table={
          <Table
            head={[intl.formatMessage(o.week), intl.formatMessage(o.workshops), intl.formatMessage(o.applications), intl.formatMessage(o.messages)]}
            rows={data.perWeek.map((week) => [weekLabel(week.week), week.facilityRequests, week.assistanceRequests, week.contactMessages])}
          />
        }
      />
      <Figure
        heading={<FormattedMessage {...o.donationsHeading} />}
        chart={<BarChart title={intl.formatMessage(o.chartOf, { title: intl.formatMessage(o.donationsHeading) })} bars={data.perWeek.map((week) => ({ label: weekLabel(week.week), values: [week.donations] }))} seriesClasses={['admin-series-2']} />}
        table={<Table head={[intl.formatMessage(o.week), intl.formatMessage(o.donationCount), intl.formatMessage(o.donated)]} rows={data.perWeek.map((week) => [weekLabel(week.week), week.donations, format.money(week.donatedCents)])} />}
      />
      <MonthlyGivingFigure months={data.perMonth} />
      <section className="admin-figure">
        <h2>
          <FormattedMessage {...o.missedHeading} />
        </h2>
        {data.mostMissed.length === 0 ? (
          <p className="admin-empty"><FormattedMessage {...o.missedEmpty} /></p>
        ) : (
          <Table
            head={[intl.formatMessage(o.question), intl.formatMessage(o.module), intl.formatMessage(o.missed)]}
            rows={data.mostMissed.map((q) => [q.text, q.moduleId, intl.formatMessage(o.missedOf, { missed: q.missed, attempts: q.attempts, percent: Math.round((100 * q.missed) / Math.max(1, q.attempts)) })])}
          />
        )}
      </section>
    </>
  );
}

/** The overview tab: what needs attention, and how learning, requests and giving are going. */
export function OverviewTab(_props: { params?: unknown }) {
  return (
    <>
      <OrganisationPrompt />
      <QueryState query={useOverview()}>{(data) => <OverviewFigures data={data} />}</QueryState>
      <ImpactReportForm />
    </>
  );
}
