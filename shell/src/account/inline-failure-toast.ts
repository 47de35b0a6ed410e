import { useToast, type ToastInput } from '@reentry/platform';

/** Where toasts sit in a 420 px corner (global.css); below it they span the screen's foot. */
const TOASTS_IN_A_CORNER = '(min-width: 768px)';

/**
 * The toast for a failure the form already shows in itself (the message at its top, or under a field). On a
 * phone the toast would cover the form's Send button with the same words, so there the form's own message is
 * the only one; on wider screens the spec's toast shows too, in its corner.
 */
export function useInlineFailureToast(): (toast: ToastInput) => void {
  const toast = useToast();
  return (input) => {
    const phone = typeof window.matchMedia === 'function' && !window.matchMedia(TOASTS_IN_A_CORNER).matches;
    if (!phone) toast(input);
  };
}
