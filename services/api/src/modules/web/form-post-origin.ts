import type { Context } from 'koa';

/**
 * Where a form posted to a page comes from, by what the browser says (OWASP's CSRF checks for requests
 * without a custom header). `Sec-Fetch-Site` decides when sent (every current browser): only
 * `same-origin` is this site. Without it, the `Origin`, else the `Referer`'s origin, must be one of
 * ALLOWED_ORIGINS (PUBLIC_URL's first). The site's `Referrer-Policy: no-referrer` makes browsers send
 * `Origin: null` with their own forms, so `null` (like no header at all) says nothing:
 * - `this-site`: a page of this site sent it;
 * - `other-site`: another site (or a subdomain) did;
 * - `unknown`: an older browser or a client that is not a browser: it is answered as before, by showing
 *   the page again and storing nothing.
 */
export function formPostOrigin(ctx: Context, allowedOrigins: readonly string[]): 'this-site' | 'other-site' | 'unknown' {
  const fetchSite = ctx.get('Sec-Fetch-Site').toLowerCase();
  if (fetchSite) return fetchSite === 'same-origin' ? 'this-site' : 'other-site';
  const origin = ctx.get('Origin');
  const told = origin && origin !== 'null' ? origin : refererOrigin(ctx.get('Referer'));
  if (!told) return 'unknown';
  return allowedOrigins.includes(told) ? 'this-site' : 'other-site';
}

function refererOrigin(referer: string): string {
  if (!referer) return '';
  try {
    return new URL(referer).origin;
  } catch {
    return '';
  }
}
