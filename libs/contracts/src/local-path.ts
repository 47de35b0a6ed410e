/** Longer than any path of this site with its query; a 10k-character "path" is someone probing. */
export const LOCAL_PATH_MAX = 2000;

const BASE = 'http://local-path.invalid';
/** Backslashes (browsers read `/\host` as `//host`) and control characters (URL parsers drop tabs and newlines). */
const UNSAFE_CHARACTER = /[\\\u0000-\u001f\u007f]/;
/** `//host` and `/\host` leave the site; so does anything a decoder or a proxy could turn into them. */
const LEAVES_SITE = /^\/[/\\]/;

/** Whether a path, and each thing it decodes to (a proxy may decode `%2F` once or twice), stays on this site. */
function decodesSafely(pathname: string): boolean {
  let current = pathname;
  for (let round = 0; round < 3; round += 1) {
    if (LEAVES_SITE.test(current) || UNSAFE_CHARACTER.test(current)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false;
    }
    if (decoded === current) return true;
    current = decoded;
  }
  return false;
}

/**
 * The one check for a redirect built from request input (a page's own URL after a form POST, `?returnTo=`,
 * a language switch): `value` as a path of this site (`/modules/3?tab=quiz#top`, normalised), or null when
 * it is anything else: another site (`//evil.example`, `https://evil.example`, `/\evil.example`), an
 * encoded or dot-segment form of one (`/%2F%2Fevil.example`, `/.//evil.example`), a scheme such as
 * `javascript:`, a relative path, control characters or NUL bytes, or more than LOCAL_PATH_MAX characters.
 * Runs in the browser and in Node.
 */
export function localPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > LOCAL_PATH_MAX || !value.startsWith('/')) return null;
  if (UNSAFE_CHARACTER.test(value) || !decodesSafely(value.split(/[?#]/, 1)[0]!)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  // Dot segments can collapse to `//host` (`/.//evil.example` is `//evil.example` once resolved).
  const path = `${url.pathname}${url.search}${url.hash}`;
  return decodesSafely(url.pathname) && path.length <= LOCAL_PATH_MAX ? path : null;
}
