import { FormattedMessage, useIntl } from 'react-intl';
import { data, useActionData, useParams, type LoaderFunctionArgs } from 'react-router';
import type { RouteServices } from '@reentry/contracts/remotes';
import { DocumentPending, DraftBanner, loadStudioDocument } from '@reentry/platform';
import { answerPracticeAction, isPracticeOutcome } from '../features/practice/answer-practice';
import { startAttempt } from '../features/practice/practice-attempt';
import { PracticeChoices } from '../features/practice/practice-choices';
import { PracticeMessage } from '../features/practice/practice-message';
import { PracticeResult } from '../features/practice/practice-result';
import { practiceMessages as m } from '../features/practice/practice.messages';
import { findScenario, practiceQueries, usePracticeScenarios } from '../features/practice/practice.query';
import { BackLink } from '../shared/back-link';
import { PageHeading } from '../shared/page-heading';
import { routeMessages } from './page.messages';

function PracticePage() {
  const intl = useIntl();
  const id = useParams().id ?? '';
  const { data: scenarios, isDraft, ...state } = usePracticeScenarios();
  const posted = useActionData();
  const outcome = isPracticeOutcome(posted) ? posted : null;
  if (!scenarios) {
    return (
      <div className="learning-page practice-page">
        <BackLink to="/practice" message={m.backToList} />
        <DocumentPending state={state} loading={routeMessages.loading} failed={routeMessages.loadFailed} />
      </div>
    );
  }
  const found = findScenario(scenarios, id);
  if (!found) return null; // the loader answered 404 already
  const { scenario, nextId } = found;
  const problem =
    outcome?.outcome === 'failed' ? (outcome.message ?? intl.formatMessage(m.failed)) : outcome?.outcome === 'answered' ? intl.formatMessage(m.answeredBefore) : null;
  return (
    <div className="learning-page practice-page">
      <BackLink to="/practice" message={m.backToList} />
      <PageHeading title={scenario.title} focusKey={scenario.id} />
      <DraftBanner shown={isDraft} />
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

/**
 * `/practice/:id`: one scenario of the published `practice` document (an editor's draft in a preview), its
 * choices (a form the server answers), then the graded answer. An id the document does not have is a 404;
 * an API that cannot answer now (503) leaves the page up, saying it is loading.
 */
export function route(services: RouteServices) {
  return {
    loader: async ({ params, request }: LoaderFunctionArgs) => {
      const id = params.id ?? '';
      const { shown, headers } = await loadStudioDocument(services, request, practiceQueries(services.api, services.getLocale()));
      if (shown && !findScenario(shown.document, id)) throw data(null, { status: 404 });
      startAttempt(services.queryClient, id);
      return data(null, { headers });
    },
    action: answerPracticeAction(services),
    Component: PracticePage,
  };
}
