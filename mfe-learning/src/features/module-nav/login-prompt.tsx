import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { loginPath } from '../../shared/login-path';
import { moduleNavMessages as m } from './module-nav.messages';

/** For visitors, beside the disabled Quiz tab: why, and a login that comes back to this module. */
export function LoginPrompt({ id, moduleId }: { id: string; moduleId: number }) {
  return (
    <div className="learning-login-prompt">
      <p id={id}>
        <FormattedMessage {...m.loginPrompt} />
      </p>
      <p className="learning-login-prompt__links">
        <Link className="button button--primary" to={loginPath(`/modules/${moduleId}`)}>
          <FormattedMessage {...m.logIn} />
        </Link>
        <Link to="/signup">
          <FormattedMessage {...m.signUp} />
        </Link>
      </p>
    </div>
  );
}
