import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { isLocale } from '@reentry/contracts/locale';
import { useApi, useLocale, useToast } from '@reentry/platform';
import { twoFactorStatusQueryOptions } from './account-security.queries';
import { accountMessages as m } from './account.messages';
import { signInMessages as s } from './sign-in.messages';
import { cachedUser } from './session-actions';

/**
 * What the page's code adds to a sign-in the router sent (the action signed in and moved on; without
 * script the next page simply shows the visitor signed in): the spec's toast, the site in the account's
 * language (the sign-in set it as this browser's `locale` cookie), and, for an admin sent to set up
 * two-step sign-in first, why. For the frame's `onSend` (ActionForm): it notes who was signed in as the form goes.
 */
export function useAfterSignIn(): () => () => void {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const api = useApi();
  const { locale, setLocale } = useLocale();
  return () => {
    const before = cachedUser(queryClient);
    return () => {
      const user = cachedUser(queryClient);
      if (!user || user === before) return; // refused, or the code step: the form says what next
      const accountLocale = /(?:^|; )locale=([^;]*)/.exec(document.cookie)?.[1];
      if (isLocale(accountLocale) && accountLocale !== locale) setLocale(accountLocale);
      toast({ title: intl.formatMessage(m.loginOkTitle), description: intl.formatMessage(m.loginOkBody), variant: 'success' });
      // The action sent an admin who must use two-step sign-in to set it up first, from this status.
      const status = user.isAdmin ? queryClient.getQueryData(twoFactorStatusQueryOptions(api).queryKey) : undefined;
      if (status?.required && !status.enabled) toast({ title: intl.formatMessage(s.enrolFirstTitle), description: intl.formatMessage(s.enrolFirstBody) });
    };
  };
}
