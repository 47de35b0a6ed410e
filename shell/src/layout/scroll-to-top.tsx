import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { visitorHasBegun } from '../scroll/visitor-began';

/**
 * A new page starts at the top. Pages with a URL fragment (the home page's sections) scroll to it
 * themselves. React Router's ScrollRestoration is not used: it would restore an old position on
 * the home page, which the spec says starts at the top (or at its fragment). The page the server sent is
 * put back at the top as the site starts (the browser may have restored an old position on a reload),
 * unless the visitor has already begun there: where they scrolled to is theirs, and a press they are
 * making would land on something else if the page jumped.
 */
export function ScrollToTop() {
  const { pathname, hash, key } = useLocation();
  const latestKey = useRef(key);
  latestKey.current = key;
  /** The server's page, until the first navigation away from it. */
  const firstPage = useRef<string | null>(key);
  useEffect(() => {
    const onFirstPage = latestKey.current === firstPage.current;
    if (!onFirstPage) firstPage.current = null;
    if (hash) return;
    if (onFirstPage && visitorHasBegun()) return;
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
