import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '@reentry/platform';
import { tabletResetMessages } from './kiosk.messages';
import { takeResetReason } from './reset-handover';

/** On the page loaded after a learner's turn ended: says what happened (once), in the page's language. */
export function useResetNotice() {
  const intl = useIntl();
  const toast = useToast();
  useEffect(() => {
    const reason = takeResetReason();
    if (!reason) return;
    const { title, description } = tabletResetMessages[reason];
    toast({ title: intl.formatMessage(title), description: intl.formatMessage(description), variant: reason === 'kiosk-idle' ? 'default' : 'success' });
  }, [intl, toast]);
}
