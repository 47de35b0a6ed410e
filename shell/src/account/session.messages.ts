import { defineMessages } from 'react-intl';

/**
 * What the layout says after a sign-up or a Log out (spec section 8's toasts, quoted exactly): apart from
 * the account pages' texts (account.messages.ts), which load with those pages, not with every page.
 */
export const sessionMessages = defineMessages({
  registerOkTitle: { id: 'shell.toast.registerOk.title', defaultMessage: 'Account created', description: 'Toast title' },
  registerOkBody: { id: 'shell.toast.registerOk.body', defaultMessage: "Your account has been created and you're now logged in.", description: 'Toast text' },
  logoutOkTitle: { id: 'shell.toast.logoutOk.title', defaultMessage: 'Logged out', description: 'Toast title after logging out' },
  logoutOkBody: { id: 'shell.toast.logoutOk.body', defaultMessage: 'You are now logged out.', description: 'Toast text after logging out' },
});
