import { clearPersonalData, sessionQueryKey, type RouteServices } from '@reentry/platform';
import { doneAt, formAction } from '@reentry/platform/action-form';

/**
 * `/account/delete`'s route action (server and browser alike): the password (and a two-step code when it is
 * on) goes to the API, which checks it and erases the account (its rules, re-checks and limits unchanged);
 * then Post/Redirect/Get to `?done=deleted`. In the browser nothing personal stays in the page's memory.
 */
export function deleteAccountAction(services: RouteServices) {
  return formAction({
    fields: ['password', 'code'],
    secret: ['password', 'code'],
    send: ({ password, code }) => services.api.post('/api/account/delete', code ? { password, code } : { password }),
    done: async () => {
      await clearPersonalData(services.queryClient);
      services.queryClient.setQueryData(sessionQueryKey, null);
      return doneAt('/account/delete', 'deleted');
    },
  });
}
