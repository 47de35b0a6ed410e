import { useQueryClient } from '@tanstack/react-query';
import { useRef, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSubmit } from 'react-router';
import { useApi, useKiosk, useToast } from '@reentry/platform';
import { sessionMessages } from '../account/session.messages';
import { cachedUser } from '../account/session-actions';
import { focusMainHeading } from './focus-on-navigation';

/**
 * What the page's code adds to a Log out form (log-out-form.tsx), which without script the browser posts
 * to /logout itself: the router posts it in place, then the toast says so and focus goes to the page's
 * heading. A shared tablet (kiosk mode) instead ends the learner's turn by loading a fresh home page.
 */
export function useLogOut(): (event: FormEvent<HTMLFormElement>) => Promise<void> {
  const intl = useIntl();
  const toast = useToast();
  const api = useApi();
  const kiosk = useKiosk();
  const queryClient = useQueryClient();
  const submit = useSubmit();
  const sending = useRef(false);
  return async (event) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (sending.current) return;
    sending.current = true;
    try {
      if (kiosk) {
        // The shared tablet's code came with its idle sign-out; other devices never download it.
        const { resetSharedTablet } = await import('../kiosk/reset-shared-tablet');
        await resetSharedTablet(api, 'kiosk-signed-out');
        return;
      }
      await submit(form);
      if (cachedUser(queryClient)) return; // not signed out: the error page says why
      toast({ title: intl.formatMessage(sessionMessages.logoutOkTitle), description: intl.formatMessage(sessionMessages.logoutOkBody) });
      // Already on the home page there is no navigation to move focus; the Log out button is gone.
      requestAnimationFrame(focusMainHeading);
    } finally {
      sending.current = false;
    }
  };
}
