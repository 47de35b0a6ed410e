import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '@reentry/ui';

/**
 * On entry (and when the fragment changes) scroll to the element the URL names, else to the top. Not for
 * the page the server sent: the browser has already put it at its fragment or at the top, and the visitor
 * may have scrolled it since (a jump as the site starts would move what they are pressing).
 */
export function useScrollToFragment() {
  const { hash } = useLocation();
  const cameWithServerHtml = useRef(!useHydrated());
  useEffect(() => {
    if (cameWithServerHtml.current) {
      cameWithServerHtml.current = false;
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      target.scrollIntoView();
      target.focus({ preventScroll: true });
    } else {
      window.scrollTo(0, 0);
    }
  }, [hash]);
}
