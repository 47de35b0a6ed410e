import * as Toast from '@radix-ui/react-toast';
import { useAtom } from 'jotai';
import { defineMessages, useIntl } from 'react-intl';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD } from '@reentry/contracts/constants';
import { toastAtom } from './toast-store';

const messages = defineMessages({
  region: { id: 'shell.toast.region', defaultMessage: 'Notifications', description: 'Label of the notifications region (F8 focuses it)' },
  close: { id: 'shell.toast.close', defaultMessage: 'Close', description: 'Button that dismisses a notification' },
});

/** The site's notifications: one at a time, 5 s, swipe right to dismiss, F8 to reach (Radix Toast). */
export default function RadixToaster() {
  const intl = useIntl();
  const [toast, setToast] = useAtom(toastAtom);
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD}>
      {toast && (
        <Toast.Root
          key={toast.id}
          className={`toast toast--${toast.variant ?? 'default'}`}
          onOpenChange={(open) => !open && setToast(null)}
        >
          <Toast.Title className="toast__title">{toast.title}</Toast.Title>
          {toast.description && <Toast.Description className="toast__description">{toast.description}</Toast.Description>}
          <Toast.Close className="toast__close" aria-label={intl.formatMessage(messages.close)}>
            ×
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="toast-viewport" hotkey={['F8']} label={intl.formatMessage(messages.region)} />
    </Toast.Provider>
  );
}
