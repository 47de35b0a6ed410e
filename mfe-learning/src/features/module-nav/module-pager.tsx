import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { moduleNavMessages as m } from './module-nav.messages';

/**
 * Previous Module and Next Module. The next module's link shows only once it is open to this learner
 * (it reads the session's progress, so it appears the moment a passing quiz comes back).
 */
export function ModulePager({ previousId, nextId, nextOpen }: { previousId: number | null; nextId: number | null; nextOpen: boolean }) {
  const intl = useIntl();
  return (
    <nav className="learning-pager" aria-label={intl.formatMessage(m.pagerLabel)}>
      {previousId !== null && (
        <Link className="button button--secondary" to={`/modules/${previousId}`}>
          <span aria-hidden="true">← </span>
          <FormattedMessage {...m.previousModule} />
        </Link>
      )}
      {nextId !== null &&
        (nextOpen ? (
          <Link className="button button--primary learning-pager__next" to={`/modules/${nextId}`}>
            <FormattedMessage {...m.nextModule} />
            <span aria-hidden="true"> →</span>
          </Link>
        ) : (
          <span className="learning-pager__next learning-pager__locked">
            <button type="button" className="button button--secondary" disabled aria-describedby="learning-next-locked">
              <FormattedMessage {...m.nextModule} />
            </button>
            <span id="learning-next-locked" className="learning-hint">
              <FormattedMessage {...m.nextLocked} />
            </span>
          </span>
        ))}
    </nav>
  );
}
