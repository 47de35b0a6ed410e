import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import type { TwoFactorStatus } from '@reentry/contracts/account-security';
import type { User } from '@reentry/contracts/user';
import { isLocale } from '@reentry/contracts/locale';
import { useApi, useLocale, useToast } from '@reentry/platform';
import { accountMessages as m } from './account.messages';
import { safeReturnTo } from './return-to';
import { securityMessages as s } from './security.messages';
import { useSessionActions } from './session-actions';

export const SECURITY_PATH = '/account/security';

/**
 * After a successful sign-in: the session is set and the spec's toast shown. An admin who must use two-step
 * sign-in and has not set it up goes to the security page first (the admin pages would refuse them).
 * Everyone else goes back to the page that sent them here (`?returnTo=`, a path on this site only), or home.
 */
export function useAfterSignIn() {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { signedIn } = useSessionActions();
  const { locale, setLocale } = useLocale();
  return async (user: User) => {
    signedIn(user);
    // The sign-in set the account's language as this browser's (the `locale` cookie): show the site in it now.
    const accountLocale = /(?:^|; )locale=([^;]*)/.exec(document.cookie)?.[1];
    if (isLocale(accountLocale) && accountLocale !== locale) setLocale(accountLocale);
    toast({ title: intl.formatMessage(m.loginOkTitle), description: intl.formatMessage(m.loginOkBody), variant: 'success' });
    const status = user.isAdmin ? await api.get<TwoFactorStatus>('/api/auth/two-factor').catch(() => undefined) : undefined;
    if (status?.required && !status.enabled) {
      toast({ title: intl.formatMessage(s.enrolFirstTitle), description: intl.formatMessage(s.enrolFirstBody) });
      navigate(SECURITY_PATH);
      return;
    }
    navigate(safeReturnTo(searchParams.get('returnTo')) ?? '/');
  };
}
