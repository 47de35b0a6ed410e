import { authValidationMessages } from '@reentry/contracts/auth-rules';
import type { RouteServices } from '@reentry/platform';
import { doneAt, formAction } from '@reentry/platform/action-form';

export const CHANGE_PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/**
 * `/account/security`'s route action (server and browser alike; the page's one form the route answers): a
 * new password with the current one (the API checks it, and ends every other session), then
 * Post/Redirect/Get to `?done=password-changed`. A refusal never sends a password back.
 */
export function changePasswordAction(services: RouteServices) {
  return formAction({
    fields: CHANGE_PASSWORD_FIELDS,
    secret: CHANGE_PASSWORD_FIELDS,
    // The one check the API cannot make: both new passwords the same.
    check: ({ newPassword, confirmPassword }): Record<string, string> => (newPassword === confirmPassword ? {} : { confirmPassword: authValidationMessages.passwordsDoNotMatch.id }),
    send: ({ currentPassword, newPassword }) => services.api.post('/api/auth/change-password', { currentPassword, newPassword }),
    done: async () => {
      await services.queryClient.invalidateQueries({ queryKey: ['shell', 'account'] });
      return doneAt('/account/security', 'password-changed');
    },
  });
}
