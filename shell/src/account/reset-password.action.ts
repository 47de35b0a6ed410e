import type { ActionFunctionArgs } from 'react-router';
import type { RouteServices } from '@reentry/contracts/remotes';
import { authValidationMessages } from '@reentry/contracts/auth-rules';
import { doneAt, formAction, type FieldValues } from '@reentry/platform/action-form';
import { hiddenFieldMistakesForTheForm } from './hidden-field-mistakes';

/** The reset page's two forms: by the mailed link (token and email ride as hidden fields), or by an instructor's code. */
export const RESET_BY_LINK_FIELDS = ['token', 'email', 'password', 'confirmPassword'] as const;
export const RESET_BY_CODE_FIELDS = ['username', 'code', 'password', 'confirmPassword'] as const;

/** The one check the API cannot make: both passwords the same (its other rules are the API's). */
function sameTwice({ password, confirmPassword }: FieldValues): Record<string, string> {
  return password === confirmPassword ? {} : { confirmPassword: authValidationMessages.passwordsDoNotMatch.id };
}

/**
 * `/reset-password`'s route action (server and browser alike): a new password by the mailed link's token,
 * or by the username and the code an instructor made; then Post/Redirect/Get to
 * `?done=reset`. A refusal shows the form again with the username and code (never a password).
 */
export function resetPasswordAction(services: RouteServices) {
  const byLink = formAction({
    fields: RESET_BY_LINK_FIELDS,
    secret: ['password', 'confirmPassword'],
    check: sameTwice,
    send: ({ token, email, password }) => services.api.post('/api/auth/reset-password', { token, email, password }),
    done: () => doneAt('/reset-password', 'reset'),
  });
  const byCode = formAction({
    fields: RESET_BY_CODE_FIELDS,
    secret: ['password', 'confirmPassword'],
    check: sameTwice,
    send: ({ username, code, password }) => services.api.post('/api/auth/reset-password/code', { username, code, password }),
    done: () => doneAt('/reset-password', 'reset'),
  });
  // The code form is the one with a `code` field.
  return async (args: ActionFunctionArgs) => (new URLSearchParams(await args.request.clone().text()).has('code') ? byCode(args) : hiddenFieldMistakesForTheForm(await byLink(args), ['token', 'email']));
}
