import type { ActionFunctionArgs } from 'react-router';
import { clearPersonalData, sessionQueryKey, type RouteServices } from '@reentry/platform';
import { doneAt, formAction } from '@reentry/platform/action-form';
import { accountProfileKey } from './account-profile.query';
import { hiddenFieldMistakesForTheForm } from './hidden-field-mistakes';

export type EmailLinkKind = 'confirm' | 'undo' | 'verify';

/**
 * The route action of a page opened from a mailed link (/account/email, /undo, /verify): opening the page
 * changes nothing, the press posts the link's token (a hidden field) to the API; then Post/Redirect/Get to
 * `?done=done`. Undoing a change signs every device out, so nothing personal stays in the page's memory.
 */
export function emailLinkAction(services: RouteServices, kind: EmailLinkKind, path: string) {
  const send = formAction({
    fields: ['token'],
    send: ({ token }) => services.api.post(`/api/account/email/${kind}`, { token }),
    done: async () => {
      if (kind === 'undo') {
        await clearPersonalData(services.queryClient);
        services.queryClient.setQueryData(sessionQueryKey, null);
      } else {
        await services.queryClient.invalidateQueries({ queryKey: accountProfileKey });
      }
      return doneAt(path, 'done');
    },
  });
  return async (args: ActionFunctionArgs) => hiddenFieldMistakesForTheForm(await send(args), ['token']);
}
