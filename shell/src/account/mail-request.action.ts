import type { RouteServices } from '@reentry/contracts/remotes';
import { doneAt, formAction } from '@reentry/platform/action-form';

/** The API paths that mail something to an address: a reset link, or the usernames on it. */
export type MailRequestPath = '/api/auth/forgot-password' | '/api/auth/forgot-username';

/**
 * `/forgot-password` and `/forgot-username`'s route action (server and browser alike): asks the API to
 * mail the address, then Post/Redirect/Get to `?done=sent`, where the page says to check the mail. The
 * answer never says whether an account uses the address (the API's rule); the API's limits still apply.
 */
export function mailRequestAction(services: RouteServices, apiPath: MailRequestPath, pagePath: string) {
  return formAction({
    fields: ['email'],
    send: (values) => services.api.post(apiPath, { email: (values.email ?? '').trim() }),
    done: () => doneAt(pagePath, 'sent'),
  });
}
