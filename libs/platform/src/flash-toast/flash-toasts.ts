import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ToastVariant } from '../platform-context.js';

export interface FlashToastMessages {
  title: MessageDescriptor;
  description: MessageDescriptor;
  variant: ToastVariant;
}

/**
 * Toasts a page can carry across a redirect (see flash-toast-cookie.ts). Their words live here, in the
 * platform's catalogue, so any remote can name one and the shell shows it in the visitor's language.
 * Add a kind here to offer a new one.
 */
export const flashToasts = {
  'instructor-access-denied': {
    ...defineMessages({
      title: { id: 'platform.flash.instructorAccessDenied.title', defaultMessage: 'Access Denied', description: 'Toast title: someone who is not an instructor opened the instructor portal' },
      description: {
        id: 'platform.flash.instructorAccessDenied.description',
        defaultMessage: "You don't have instructor privileges",
        description: 'Toast text under "Access Denied", after being sent from the instructor portal to the home page',
      },
    }),
    variant: 'destructive',
  },
} satisfies Record<string, FlashToastMessages>;

export type FlashToastKind = keyof typeof flashToasts;

export function isFlashToastKind(value: string): value is FlashToastKind {
  return Object.hasOwn(flashToasts, value);
}
