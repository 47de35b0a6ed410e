import { FormattedMessage, useIntl } from 'react-intl';
import { data, Link, type LoaderFunctionArgs } from 'react-router';
import type { RouteServices } from '@reentry/contracts/remotes';
import { DocumentPending, DraftBanner, loadStudioDocument, useSession } from '@reentry/platform';
import { PageIntro } from '@reentry/ui';
import { doneCountMessage, kindMessages, practiceMessages as m } from '../features/practice/practice.messages';
import { practiceListItems, practiceProgressQuery, practiceQueries, usePracticeProgress, usePracticeScenarios } from '../features/practice/practice.query';
import { BackLink } from '../shared/back-link';
import { loadUser } from '../shared/session-progress';
import { sharedMessages } from '../shared/shared.messages';
import { routeMessages } from './page.messages';

function PracticeListPage() {
  const intl = useIntl();
  const { user } = useSession();
  const { data: scenarios, isDraft, ...state } = usePracticeScenarios();
  const list = scenarios && practiceListItems(scenarios);
  const { data: progress } = usePracticeProgress(user !== null);
  const done = new Set(progress?.done ?? []);
  return (
    <div className="learning-page practice-list-page">
      <BackLink to="/" message={sharedMessages.backHome} />
      <PageIntro messages={{ title: m.title, intro: m.intro }} />
      <DraftBanner shown={isDraft} />
      {user && progress && list && (
        <p className="practice-list__count">
          <FormattedMessage {...doneCountMessage} values={{ done: list.filter((item) => done.has(item.id)).length, total: list.length }} />
        </p>
      )}
      {!user && (
        <p className="learning-hint">
          <FormattedMessage {...m.signInToSave} />
        </p>
      )}
      {!list ? (
        <DocumentPending state={state} loading={routeMessages.loading} failed={routeMessages.loadFailed} />
      ) : (
        <ol className="practice-list" aria-label={intl.formatMessage(m.listLabel)}>
          {list.map((item) => (
            <li key={item.id} className="practice-list__item">
              <Link to={`/practice/${item.id}`} className="practice-list__link">
                {item.title}
              </Link>
              <span className="practice-list__kind">
                <FormattedMessage {...kindMessages[item.kind]} />
              </span>
              {user && progress && (
                <span className={`practice-list__status practice-list__status--${done.has(item.id) ? 'done' : 'todo'}`}>
                  <FormattedMessage {...(done.has(item.id) ? m.done : m.notDone)} />
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      <p>
        <Link to="/practice/print">
          <FormattedMessage {...m.printLink} />
        </Link>
      </p>
    </div>
  );
}

/** `/practice`: every scenario (the published `practice` document, an editor's draft in a preview); a signed-in learner sees which they have done. */
export function route(services: RouteServices) {
  return {
    loader: async ({ request }: LoaderFunctionArgs) => {
      const [user, { headers }] = await Promise.all([loadUser(services), loadStudioDocument(services, request, practiceQueries(services.api, services.getLocale()))]);
      if (user) await services.queryClient.prefetchQuery(practiceProgressQuery(services.api));
      return data(null, { headers });
    },
    Component: PracticeListPage,
  };
}
