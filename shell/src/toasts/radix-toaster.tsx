import * as Toast from '@radix-ui/react-toast';
import { useEffect, useRef } from 'react';
import { useAtom } from 'jotai';
import { defineMessages, useIntl } from 'react-intl';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD } from '@reentry/contracts/constants';
import { useFocusReturn } from './toast-focus';
import { useToastSpace } from './toast-space';
import { toastAtom } from './toast-store';

const messages = defineMessages({
  region: { id: 'shell.toast.region', defaultMessage: 'Notifications', description: 'Label of the notifications region (F8 focuses it)' },
  notification: {
    id: 'shell.toast.notification',
    defaultMessage: 'Notification',
    description: 'Word screen readers say before reading a notification aloud',
  },
  close: { id: 'shell.toast.close', defaultMessage: 'Close', description: 'Button that dismisses a notification' },
});

/**
 * The site's notifications: one at a time, 5 s, swipe right to dismiss, F8 to reach (Radix Toast).
 * Errors are announced at once (assertive); success and information wait their turn (polite).
 */
export default function RadixToaster({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const intl = useIntl();
  const [toast, setToast] = useAtom(toastAtom);
  const viewport = useRef<HTMLOListElement>(null);
  const { rememberFocus, returnFocus } = useFocusReturn(viewport);
  useToastSpace(viewport, toast?.id);
  // The F8 press that loaded this component came before Radix's own F8 listener existed.
  useEffect(() => {
    if (focusOnMount) viewport.current?.focus();
  }, [focusOnMount]);
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      label={intl.formatMessage(messages.notification)}
    >
      {toast && (
        <Toast.Root
          key={toast.id}
          type={toast.variant === 'destructive' ? 'foreground' : 'background'}
          className={`toast toast--${toast.variant ?? 'default'}`}
          onOpenChange={(open) => {
            if (open) return;
            returnFocus();
            setToast(null);
          }}
        >
          <Toast.Title className="toast__title">{toast.title}</Toast.Title>
          {toast.description && <Toast.Description className="toast__description">{toast.description}</Toast.Description>}
          <Toast.Close className="toast__close" aria-label={intl.formatMessage(messages.close)}>
            ×
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport
        ref={viewport}
        className="toast-viewport"
        hotkey={['F8']}
        label={intl.formatMessage(messages.region)}
        onFocus={rememberFocus}
      />
    </Toast.Provider>
  );
}
