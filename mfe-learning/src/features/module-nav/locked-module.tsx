import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { loginPath } from '../../shared/login-path';
import { goToPreviousMessage, lockedMessage, moduleNavMessages as m } from './module-nav.messages';

/** A module this learner (or visitor) cannot open yet: why, and the way to the module before it. */
export function LockedModule({ moduleId, signedIn }: { moduleId: number; signedIn: boolean }) {
  const previous = moduleId - 1;
  return (
    <div className="panel panel--warning learning-locked">
      <p>
        <strong>
          <FormattedMessage {...lockedMessage} values={{ previous }} />
        </strong>
      </p>
      <p>
        <Link className="button button--primary" to={`/modules/${previous}`}>
          <FormattedMessage {...goToPreviousMessage} values={{ previous }} />
        </Link>
      </p>
      {!signedIn && (
        <p>
          <Link to={loginPath(`/modules/${moduleId}`)}>
            <FormattedMessage {...m.lockedLoginPrompt} />
          </Link>
        </p>
      )}
    </div>
  );
}
