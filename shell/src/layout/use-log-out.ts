import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useToast } from '@reentry/platform';
import { accountMessages } from '../account/account.messages';
import { useSessionActions } from '../account/session-actions';
import { focusMainHeading } from './focus-on-navigation';

/** What every Log out control does: sign out, say so, go home and put focus on the page's heading. */
export function useLogOut(): () => Promise<void> {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const { logOut } = useSessionActions();
  return async () => {
    if ((await logOut()) === 'reloading') return;
    toast({ title: intl.formatMessage(accountMessages.logoutOkTitle), description: intl.formatMessage(accountMessages.logoutOkBody) });
    navigate('/');
    // Already on the home page there is no navigation to move focus; the logout button is gone.
    requestAnimationFrame(focusMainHeading);
  };
}
