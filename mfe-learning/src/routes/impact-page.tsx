import { FormattedMessage, useIntl } from 'react-intl';
import { data, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { RouteServices } from '@reentry/contracts/remotes';
import { PageIntro } from '@reentry/ui';
import { ImpactFigures } from '../features/impact/impact-figures';
import { impactFormat } from '../features/impact/impact-format';
import { impactMessages as m, impactPageMessages } from '../features/impact/impact.messages';
import { impactQuery, readImpactRange, useImpact, type ImpactAnswer } from '../features/impact/impact.query';
import { MonthRangeForm } from '../features/impact/month-range-form';

const statuses = { found: 200, invalid: 400, failed: 503 } as const;

function ImpactPage() {
  const intl = useIntl();
  const format = impactFormat(intl);
  const [search] = useSearchParams();
  const range = readImpactRange(search);
  const { data: answer } = useImpact(range);
  const thisMonth = new Date().toISOString().slice(0, 7);
  const figures = answer?.outcome === 'found' ? answer.figures : null;
  const last = figures ? figures.asOf.slice(0, 7) : thisMonth;
  return (
    <div className="learning-page impact-page">
      <PageIntro messages={impactPageMessages} />
      {figures && (
        <p className="impact-page__range">
          <FormattedMessage {...m.range} values={{ from: format.day(figures.from), to: format.day(figures.to), asOf: format.instant(figures.asOf) }} />
        </p>
      )}
      {answer?.outcome === 'invalid' && (
        <p className="field__error" role="alert">
          {answer.message}
        </p>
      )}
      {answer?.outcome === 'failed' && (
        <p className="field__error" role="alert">
          <FormattedMessage {...m.failed} />
        </p>
      )}
      <MonthRangeForm last={last} from={figures?.from.slice(0, 7) ?? range.from ?? last} to={figures?.to.slice(0, 7) ?? range.to ?? last} />
      {figures && <ImpactFigures figures={figures} />}
    </div>
  );
}

/** `/impact` (public): the impact figures of whole months, in the server's HTML; the month form is a plain GET. */
export function route(services: RouteServices) {
  return {
    loader: async ({ request }: LoaderFunctionArgs) => {
      const range = readImpactRange(new URL(request.url).searchParams);
      const answer: ImpactAnswer = await services.queryClient.ensureQueryData(impactQuery(services.api, range));
      return data(null, { status: statuses[answer.outcome] });
    },
    Component: ImpactPage,
  };
}
