import type { Context } from 'koa';

/**
 * Where a form posted to a page comes from, by what the browser says (OWASP's CSRF checks for requests
 * without a custom header): `Sec-Fetch-Site`, else `Origin`, else the `Referer`'s origin.
 * - `this-site`: a page of this site (one of ALLOWED_ORIGINS, PUBLIC_URL's first) sent it;
 * - `other-site`: another site, an opaque origin (`Origin: null`), or a navigation typed by hand;
 * - `unknown`: none of the three (not a browser's form): it is answered as before, by showing the page
 *   again and storing nothing.
 */
export function formPostOrigin(ctx: Context, allowedOrigins: readonly string[]): 'this-site' | 'other-site' | 'unknown' {
  const fetchSite = ctx.get('Sec-Fetch-Site').toLowerCase();
  if (fetchSite && fetchSite !== 'same-origin') return 'other-site';
  const origin = ctx.get('Origin') || refererOrigin(ctx.get('Referer'));
  if (origin) return allowedOrigins.includes(origin) ? 'this-site' : 'other-site';
  return fetchSite === 'same-origin' ? 'this-site' : 'unknown';
}

function refererOrigin(referer: string): string {
  if (!referer) return '';
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}
