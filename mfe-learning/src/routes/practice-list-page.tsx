import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { RouteServices } from '@reentry/contracts/remotes';
import { useSession } from '@reentry/platform';
import { PageIntro } from '@reentry/ui';
import { doneCountMessage, kindMessages, practiceMessages as m } from '../features/practice/practice.messages';
import { practiceListQuery, practiceProgressQuery, usePracticeList, usePracticeProgress } from '../features/practice/practice.query';
import { BackLink } from '../shared/back-link';
import { loadUser } from '../shared/session-progress';
import { sharedMessages } from '../shared/shared.messages';
import { routeMessages } from './page.messages';

function PracticeListPage() {
  const intl = useIntl();
  const { user } = useSession();
  const { data: list, isError } = usePracticeList();
  const { data: progress } = usePracticeProgress(user !== null);
  const done = new Set(progress?.done ?? []);
  return (
    <div className="learning-page practice-list-page">
      <BackLink to="/" message={sharedMessages.backHome} />
      <PageIntro messages={{ title: m.title, intro: m.intro }} />
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
        <p role="status">
          <FormattedMessage {...(isError ? routeMessages.loadFailed : routeMessages.loading)} />
        </p>
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

/** `/practice`: every scenario; a signed-in learner sees which they have done. */
export function route(services: RouteServices) {
  return {
    loader: async () => {
      const [user] = await Promise.all([loadUser(services), services.queryClient.ensureQueryData(practiceListQuery(services.getLocale()))]);
      if (user) await services.queryClient.prefetchQuery(practiceProgressQuery(services.api));
      return null;
    },
    Component: PracticeListPage,
  };
}
