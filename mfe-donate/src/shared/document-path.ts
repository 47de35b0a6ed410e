import { matchPath } from 'react-router';

/**
 * In the browser: whether the page document was loaded at a path other than `pattern` (the visitor came by
 * a link inside the site, so the document still has the Content-Security-Policy of the page it started on).
 * False on the server, and whenever the browser cannot say.
 */
export function documentLoadedElsewhere(pattern: string): boolean {
  if (typeof window === 'undefined' || typeof performance?.getEntriesByType !== 'function') return false;
  const entry = performance.getEntriesByType('navigation')[0];
  if (!entry?.name) return false;
  return matchPath(pattern, new URL(entry.name).pathname) === null;
}
