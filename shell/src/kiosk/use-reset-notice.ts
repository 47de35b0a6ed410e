import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '@reentry/platform';
import { tabletResetMessages } from './kiosk.messages';
import { TABLET_RESET_KEY, type TabletReset } from './reset-shared-tablet';

/** On the page loaded after a learner's turn ended: says what happened (once), in the page's language. */
export function useResetNotice() {
  const intl = useIntl();
  const toast = useToast();
  useEffect(() => {
    let reason: string | null = null;
    try {
      reason = sessionStorage.getItem(TABLET_RESET_KEY);
      sessionStorage.removeItem(TABLET_RESET_KEY);
    } catch {
      return;
    }
    if (reason !== 'kiosk-signed-out' && reason !== 'kiosk-idle') return;
    const { title, description } = tabletResetMessages[reason as TabletReset];
    toast({ title: intl.formatMessage(title), description: intl.formatMessage(description), variant: reason === 'kiosk-idle' ? 'default' : 'success' });
  }, [intl, toast]);
}
