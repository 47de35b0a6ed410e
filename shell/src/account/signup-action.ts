import { redirect, type ActionFunctionArgs } from 'react-router';
import type { User } from '@reentry/contracts/user';
import { ApiError, type RouteServices } from '@reentry/platform';
import { contentKey, postedFields, refuse } from '@reentry/platform/action-form';
import { safeReturnTo } from './return-to';
import { signedIn } from './session-actions';
import { PASSWORDS_DIFFER, SIGNUP_FIELDS } from './signup-fields';

/** Where a new account lands: home, which says the account was made (session-done-notice.tsx), or `?returnTo=` (a path here: /claim). */
export const SIGNED_UP_PATH = '/?done=signed-up';
/** Where an account made with a claim card's code lands: /claim, saying the class work is in the account. */
export const CLAIMED_PATH = '/claim?done=claimed';

const secret = ['password', 'confirmPassword'];

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
    const values = await postedFields(request, SIGNUP_FIELDS);
    values.classCode = values.classCode!.slice(0, 40);
    // The API never sees the confirmation; a mismatch is this form's own mistake.
    if (values.password !== values.confirmPassword) return refuse(values, { confirmPassword: PASSWORDS_DIFFER.id }, { secret });
    const { password, confirmPassword: _confirmation, classCode, claimCode, ...account } = values;
    // Codes left empty are not sent (the API reads an absent code as none).
    const sent: Record<string, string> = { ...account };
    if (classCode!.trim()) sent.classCode = classCode!.trim();
    if (claimCode!.trim()) sent.claimCode = claimCode!.trim().slice(0, 64);
    try {
      const key = await contentKey('/signup', sent);
      const user = await services.api.post<User>('/api/auth/register', { ...sent, password }, { headers: { 'Idempotency-Key': key } });
      signedIn(services.queryClient, user);
      // With a claim card's code the work came with the account (issue 41): /claim says so.
      if (sent.claimCode) return redirect(CLAIMED_PATH, 303);
      return redirect(safeReturnTo(new URL(request.url).searchParams.get('returnTo')) ?? SIGNED_UP_PATH, 303);
    } catch (error) {
      // An API that is away (5xx, no answer: a phone that lost its signal) is 503 and the form's "try again".
      const api = error instanceof ApiError && error.status < 500 ? error : undefined;
      const errors = { ...(api?.fields ?? {}) };
      // A taken username (409) is about the username field.
      if (api?.code === 'CONFLICT' && !Object.keys(errors).length && api.userMessage) errors.username = api.userMessage;
      // Field errors are said at their fields; the API's message for them would say the same again on top.
      return refuse(values, errors, { status: api?.status ?? 503, message: Object.keys(errors).length ? null : (api?.userMessage ?? null), secret });
    }
  };
}
