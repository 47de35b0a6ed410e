import { FormattedMessage } from 'react-intl';
import { MODULE_IDS } from '@reentry/contracts/constants';
import type { AdminUserProgress } from '@reentry/contracts/admin-lists';
import { userMessages as u } from './users.messages';

/** Instructor, Assigned Student or Unassigned (spec section 4), and an Admin badge. */
export function Classification({ user }: { user: AdminUserProgress }) {
  return (
    <span className="admin-status">
      <FormattedMessage {...u[user.classification]} />
      {user.isAdmin && (
        <span className="admin-badge admin-badge--muted">
          <FormattedMessage {...u.admin} />
        </span>
      )}
      {user.isContentEditor && (
        <span className="admin-badge admin-badge--muted">
          <FormattedMessage {...u.contentEditor} />
        </span>
      )}
    </span>
  );
}

/** Each module: passed with the best score, tried, or not started. */
export function ModuleProgress({ user }: { user: AdminUserProgress }) {
  return (
    <ul className="admin-modules">
      {MODULE_IDS.map((id) => {
        const score = user.quizScores[String(id)];
        const done = user.completedModules.includes(id);
        return (
          <li key={id}>
            <strong>
              <FormattedMessage {...u.module} values={{ id }} />
            </strong>
            {': '}
            {done ? (
              <FormattedMessage {...u.moduleDone} values={{ score: score ?? 100 }} />
            ) : score !== undefined ? (
              <FormattedMessage {...u.moduleTried} values={{ score }} />
            ) : (
              <FormattedMessage {...u.moduleNotStarted} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
