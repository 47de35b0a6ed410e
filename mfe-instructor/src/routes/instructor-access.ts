import { ApiError, loadSession, redirectWithToast, sessionQueryKey, type RouteServices } from '@reentry/platform';

/** Spec: anyone else gets the toast "Access Denied - You don't have instructor privileges" on the home page. */
export function accessDenied(): Response {
  return redirectWithToast('/', 'instructor-access-denied');
}

/**
 * Loaders call this before asking for any student data: only instructors go on (the API checks the
 * database role itself on every call too). On the server the session was just read; in the browser it
 * is the page's, re-checked every 5 minutes.
 */
export async function requireInstructor(services: RouteServices): Promise<void> {
  const user = await loadSession(services);
  if (!user?.isInstructor) throw accessDenied();
}

/**
 * Runs the portal's data work. If the API says the visitor is no longer an instructor (the role was
 * taken away since the page's session was read), their cached class data is dropped, the header is
 * refreshed, and they go home with the same toast.
 */
export async function asInstructor<T>(services: RouteServices, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      services.queryClient.removeQueries({ queryKey: ['instructor'] });
      void services.queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      throw accessDenied();
    }
    throw error;
  }
}
