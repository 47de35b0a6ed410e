import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** On entry (and when the fragment changes) scroll to the element the URL names, else to the top. */
export function useScrollToFragment() {
  const { hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      target.scrollIntoView();
      target.focus({ preventScroll: true });
    } else {
      window.scrollTo(0, 0);
    }
  }, [hash]);
}
