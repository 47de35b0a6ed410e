import { data, redirect, type ActionFunctionArgs } from 'react-router';
import type { User } from '@reentry/contracts/user';
import { ApiError, type RouteServices } from '@reentry/platform';
import { twoFactorStatusQueryOptions } from './account-security.queries';
import { postedForm, postedText, refused, type FormAnswer } from './action-answer';
import { safeReturnTo } from './return-to';
import { signedIn } from './session-actions';

export const SECURITY_PATH = '/account/security';

/** Which form the login page shows: the password, or the code of two-step sign-in. */
export type LoginStep = 'password' | 'code';
export type LoginAnswer = FormAnswer<{ username: string; remember: boolean }> & { step: LoginStep };

/**
 * Where a sign-in goes: an admin who must use two-step sign-in and has not set it up goes to the security
 * page first (the admin pages would refuse them); everyone else back to the page that sent them here
 * (`?returnTo=`, a path on this site only), or home. The status is read as the new session: in the
 * browser it is (the API's cookie is the browser's); on the server the call still carries the cookie the
 * post came with, so it fails there and the admin goes to the return path, where the admin pages say why.
 */
export async function afterSignInPath({ api, queryClient }: RouteServices, user: User, returnTo: string | null): Promise<string> {
  // Kept in the page's cache: the security page shows it, and the browser's toast says why it came there.
  const status = user.isAdmin ? await queryClient.fetchQuery(twoFactorStatusQueryOptions(api)).catch(() => undefined) : undefined;
  if (status?.required && !status.enabled) return SECURITY_PATH;
  return safeReturnTo(returnTo) ?? '/';
}

/**
 * The login page's action, on the server for a form posted without script (or before the page's code)
 * and in the browser through the router. It signs in through the API as the visitor (in process on the
 * server, so the API's new session cookie reaches the browser with the answer) and answers:
 * - signed in: 303 to where the visitor was going (Post/Redirect/Get);
 * - two-step sign-in: the code form (the API keeps the half-done sign-in in the session);
 * - refused: the form again with the username (never the password), the API's words for too many tries,
 *   else the one "invalid username or password" for every other failure (the API's field errors stay).
 * The code form posts here too (`step=code`): signed in, or the code form with its mistake, or, when the
 * half-done sign-in expired, the password form with the API's words.
 */
export function loginAction(services: RouteServices) {
  return async ({ request }: ActionFunctionArgs) => {
    const form = await postedForm(request);
    const returnTo = new URL(request.url).searchParams.get('returnTo');
    const values = { username: postedText(form, 'username').trim(), remember: form.has('remember') };
    let user: User;
    try {
      user =
        postedText(form, 'step') === 'code'
          ? await services.api.post<User>('/api/auth/login/two-factor', { code: postedText(form, 'code').trim() })
          : await services.api.post<User>('/api/auth/login', { username: values.username, password: postedText(form, 'password'), remember: values.remember });
    } catch (error) {
      return loginRefused(postedText(form, 'step') === 'code' ? 'code' : 'password', values, error);
    }
    signedIn(services.queryClient, user);
    return redirect(await afterSignInPath(services, user, returnTo), 303);
  };
}

function loginRefused(step: LoginStep, values: LoginAnswer['values'], error: unknown) {
  if (error instanceof ApiError && error.code === 'TWO_FACTOR_REQUIRED') {
    return data({ step: 'code', values, errors: {}, message: null } satisfies LoginAnswer);
  }
  // The code step ran out (or the session ended): back to the password, with the API's words.
  const expired = step === 'code' && error instanceof ApiError && error.status === 401;
  return refused(values, error, (answer, api): LoginAnswer => {
    const nextStep = expired ? 'password' : step;
    // Too many tries (429) and the code step's answers keep the API's words; on the password step any other
    // refusal reads the same, so it never tells whether a username exists (spec section 8).
    if (step === 'password' && api && api.status !== 429 && !Object.keys(answer.errors).length) return { ...answer, step: nextStep, message: null, fallback: 'loginFailed' };
    return { ...answer, step: nextStep };
  });
}
