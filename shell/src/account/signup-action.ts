import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { authValidationMessages } from '@reentry/contracts/auth-rules';
import type { User } from '@reentry/contracts/user';
import type { RouteServices } from '@reentry/platform';
import { postedForm, postedText, refused, type FormAnswer } from './action-answer';
import { contentKey } from './content-key';
import { signedIn } from './session-actions';

/** Where a new account lands: home, which says the account was made (session-done-notice.tsx). */
export const SIGNED_UP_PATH = '/?done=signed-up';

export type SignupValues = { username: string; name: string; email: string; classCode: string };
export type SignupAnswer = FormAnswer<SignupValues>;

/**
 * The sign-up page's action, on the server for a form posted without script and in the browser through the
 * router. It makes the account through the API as the visitor (its session cookie reaches the browser with
 * the 303 home), with a class code when one was typed or came in the teacher's link. The Idempotency-Key
 * is made from what was sent but the password: the same form sent twice (a double press, a lost answer
 * sent again) makes one account, and the API signs the second try in only with the same password.
 * A refusal shows the form again with what was typed (never a password) and the API's words.
 */
export function signupAction(services: RouteServices) {
  return async ({ request }: ActionFunctionArgs) => {
    const form = await postedForm(request);
    const values: SignupValues = {
      username: postedText(form, 'username'),
      name: postedText(form, 'name'),
      email: postedText(form, 'email'),
      classCode: postedText(form, 'classCode').slice(0, 40),
    };
    const password = postedText(form, 'password');
    // The API never sees the confirmation; a mismatch is this form's own mistake.
    if (password !== postedText(form, 'confirmPassword')) {
      return data({ values, errors: { confirmPassword: authValidationMessages.passwordsDoNotMatch }, message: null } satisfies SignupAnswer, { status: 400 });
    }
    const { classCode, ...account } = values;
    const sent = classCode.trim() ? { ...account, classCode: classCode.trim() } : account;
    try {
      const key = await contentKey('/signup', sent);
      const user = await services.api.post<User>('/api/auth/register', { ...sent, password }, { headers: { 'Idempotency-Key': key } });
      signedIn(services.queryClient, user);
      return redirect(SIGNED_UP_PATH, 303);
    } catch (error) {
      // A taken username (409) is about the username field.
      return refused(values, error, (answer, api) =>
        api?.code === 'CONFLICT' && !Object.keys(answer.errors).length && answer.message ? { ...answer, errors: { username: answer.message }, message: null } : answer,
      );
    }
  };
}
