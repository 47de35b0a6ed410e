import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useSession, useToast } from '@reentry/platform';
import { useSessionActions } from '../account/session-actions';
import { layoutMessages as m, signedInAsMessage } from './layout.messages';
import { accountMessages } from '../account/account.messages';
import { focusMainHeading } from './focus-on-navigation';

/** Login link for visitors; the user's name and a logout button once signed in. */
export function AccountControl() {
  const intl = useIntl();
  const session = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const { logOut } = useSessionActions();
  if (session.status === 'loading') return null;
  if (!session.user) {
    return (
      <Link className="account-control__login" to="/login">
        <FormattedMessage {...m.login} />
      </Link>
    );
  }
  async function onLogOut() {
    if ((await logOut()) === 'reloading') return;
    toast({ title: intl.formatMessage(accountMessages.logoutOkTitle), description: intl.formatMessage(accountMessages.logoutOkBody) });
    navigate('/');
    // Already on the home page there is no navigation to move focus; the logout button is gone.
    requestAnimationFrame(focusMainHeading);
  }
  return (
    <span className="account-control">
      <span className="account-control__name">
        <FormattedMessage {...signedInAsMessage} values={{ name: session.user.name }} />
      </span>
      <button type="button" className="link-button" onClick={() => void onLogOut()}>
        <FormattedMessage {...m.logout} />
      </button>
    </span>
  );
}
