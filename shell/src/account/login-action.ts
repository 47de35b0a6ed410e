import { data, redirect, type ActionFunctionArgs } from 'react-router';
import type { User } from '@reentry/contracts/user';
import { ApiError, type RouteServices } from '@reentry/platform';
import { INTENT_FIELD, postedFields, refuse, type Refusal } from '@reentry/platform/action-form';
import { twoFactorStatusQueryOptions } from './account-security.queries';
import { CODE_INTENT, type LoginStep } from './login-step';
import { safeReturnTo } from './return-to';
import { signedIn } from './session-actions';

export const SECURITY_PATH = '/account/security';

/**
 * The action's answer when it does not sign in: which form the page shows, and (a refusal) what that form
 * says; `away` when the API could not be asked (the form says "try again", not "wrong password").
 */
export type LoginAnswer = Partial<Refusal> & { step: LoginStep; away?: true };

const fields = ['username', 'password', 'remember', 'code', INTENT_FIELD];
const secret = ['password', 'code'];

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
    const posted = await postedFields(request, fields);
    const step: LoginStep = posted[INTENT_FIELD] === CODE_INTENT ? 'code' : 'password';
    const returnTo = new URL(request.url).searchParams.get('returnTo');
    let user: User;
    try {
      user =
        step === 'code'
          ? await services.api.post<User>('/api/auth/login/two-factor', { code: posted.code!.trim() })
          : await services.api.post<User>('/api/auth/login', { username: posted.username!.trim(), password: posted.password, remember: posted.remember === 'on' });
    } catch (error) {
      return loginRefused(step, posted, error);
    }
    signedIn(services.queryClient, user);
    return redirect(await afterSignInPath(services, user, returnTo), 303);
  };
}

function loginRefused(step: LoginStep, posted: Record<string, string>, error: unknown) {
  if (error instanceof ApiError && error.code === 'TWO_FACTOR_REQUIRED') return data({ step: 'code' } satisfies LoginAnswer);
  const values = { ...posted, username: posted.username!.trim() };
  const api = error instanceof ApiError && error.status < 500 ? error : undefined;
  const errors = api?.fields ?? {};
  // The code step ran out (or the session ended): back to the password, with the API's words.
  const nextStep: LoginStep = step === 'code' && api?.status === 401 ? 'password' : step;
  // Too many tries (429) and the code step's answers keep the API's words; on the password step any other
  // refusal reads the same (the form's own words), so it never tells whether a username exists (spec
  // section 8). Field errors are said at their fields, not again on top.
  const ownWords = api && !Object.keys(errors).length && (step === 'code' || api.status === 429) ? (api.userMessage ?? null) : null;
  const refused = refuse(values, errors, { status: api?.status ?? 503, message: ownWords, secret });
  const answer: LoginAnswer = { ...refused.data, step: nextStep, ...(api ? {} : { away: true as const }) };
  return data(answer, refused.init ?? undefined);
}
