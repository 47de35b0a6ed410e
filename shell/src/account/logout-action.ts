import { redirect } from 'react-router';
import { clearPersonalData, type RouteServices } from '@reentry/platform';

/** Where a sign-out lands: home, which says the visitor is signed out (session-done-notice.tsx). */
export const SIGNED_OUT_PATH = '/?done=signed-out';

/**
 * The /logout route's action: the Log out form of every menu posts here, natively without script (the
 * server calls the API in process, whose cleared session cookie reaches the browser with the 303) and
 * through the router once the code runs. In the browser it also forgets everything personal the browser
 * kept (clearPersonalData: cache, drafts, offline copies). An API that cannot sign out now is an error
 * page, never a "signed out" that is not true.
 */
export function logOutAction(services: RouteServices) {
  return async () => {
    await services.api.post('/api/auth/logout');
    if (typeof document !== 'undefined') await clearPersonalData(services.queryClient);
    return redirect(SIGNED_OUT_PATH, 303);
  };
}
