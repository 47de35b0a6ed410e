/** The login page, coming back to `path` (a path on this site) afterwards. */
export function loginPath(path: string): string {
  return `/login?returnTo=${encodeURIComponent(path).replace(/%2F/g, '/')}`;
}
