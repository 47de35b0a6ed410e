import type { RenderResult } from './types';

/**
 * A loader's redirect as the API answers it: status, location, and the cookies the redirect sets (a
 * flash toast, for example), so they reach the browser with the 302. Undefined for a non-redirect.
 */
export function redirectResult(response: Response): Extract<RenderResult, { type: 'redirect' }> | undefined {
  const location = response.headers.get('Location');
  if (!location || response.status < 300 || response.status >= 400) return undefined;
  return { type: 'redirect', status: response.status, location, setCookies: response.headers.getSetCookie() };
}
