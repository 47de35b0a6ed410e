const BASE = 'http://return-to.invalid';

/**
 * Where to go after signing in, from `?returnTo=`: only a path on this site (`/modules/3?tab=quiz`).
 * Anything else (another site, `//host`, a scheme such as `javascript:`, backslashes, control
 * characters) is ignored, so a link cannot send someone elsewhere after they log in.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || value.length > 2000 || !value.startsWith('/') || value.startsWith('//')) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const url = new URL(value, BASE);
    return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
