import { FormattedMessage, useIntl } from 'react-intl';
import { data, useActionData, useParams, type LoaderFunctionArgs } from 'react-router';
import type { RouteServices } from '@reentry/contracts/remotes';
import { answerPracticeAction, isPracticeOutcome } from '../features/practice/answer-practice';
import { startAttempt } from '../features/practice/practice-attempt';
import { PracticeChoices } from '../features/practice/practice-choices';
import { PracticeMessage } from '../features/practice/practice-message';
import { PracticeResult } from '../features/practice/practice-result';
import { practiceMessages as m } from '../features/practice/practice.messages';
import { practiceScenarioQuery, usePracticeScenario } from '../features/practice/practice.query';
import { BackLink } from '../shared/back-link';
import { PageHeading } from '../shared/page-heading';

function PracticePage() {
  const intl = useIntl();
  const id = useParams().id ?? '';
  const { data: found } = usePracticeScenario(id);
  const posted = useActionData();
  const outcome = isPracticeOutcome(posted) ? posted : null;
  if (!found) return null; // the loader answered 404 already
  const { scenario, nextId } = found;
  const problem =
    outcome?.outcome === 'failed' ? (outcome.message ?? intl.formatMessage(m.failed)) : outcome?.outcome === 'answered' ? intl.formatMessage(m.answeredBefore) : null;
  return (
    <div className="learning-page practice-page">
      <BackLink to="/practice" message={m.backToList} />
      <PageHeading title={scenario.title} focusKey={scenario.id} />
      <PracticeMessage message={scenario.message} />
      {outcome?.outcome === 'graded' ? (
        <PracticeResult scenario={scenario} result={outcome.result} nextId={nextId} />
      ) : (
        <PracticeChoices scenario={scenario} problem={problem} />
      )}
      {outcome?.outcome === 'answered' && (
        <p>
          <a href={`/practice/${scenario.id}`}>
            <FormattedMessage {...m.tryAgain} />
          </a>
        </p>
      )}
    </div>
  );
}

/** `/practice/:id`: one scenario, its choices (a form the server answers), then the graded answer. */
export function route(services: RouteServices) {
  return {
    loader: async ({ params }: LoaderFunctionArgs) => {
      const id = params.id ?? '';
      const found = await services.queryClient.ensureQueryData(practiceScenarioQuery(id, services.getLocale()));
      if (!found) throw data(null, { status: 404 });
      startAttempt(services.queryClient, id);
      return null;
    },
    action: answerPracticeAction(services),
    Component: PracticePage,
  };
}
