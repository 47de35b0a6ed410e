import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A new page starts at the top. Pages with a URL fragment (the home page's sections) scroll to it
 * themselves. React Router's ScrollRestoration is not used: it would restore an old position on
 * the home page, which the spec says starts at the top (or at its fragment).
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
