import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { PAGE_AT_TOP_EVENT } from '../toasts/keep-clear';

/**
 * A new page starts at the top. Pages with a URL fragment (the home page's sections) scroll to it
 * themselves. React Router's ScrollRestoration is not used: it would restore an old position on
 * the home page, which the spec says starts at the top (or at its fragment). The page the server sent is
 * never moved as the site starts: the browser put it at the top or at its fragment (old positions are not
 * restored: bootstrap.tsx), and the visitor may already have scrolled it, by any means, and be pressing
 * something there that would slide away.
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
    if (hash || onFirstPage) return;
    window.scrollTo(0, 0);
    window.dispatchEvent(new Event(PAGE_AT_TOP_EVENT));
  }, [pathname, hash]);
  return null;
}
